import type { ProfileFields } from "@intranet/contracts";
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentMember } from "../../../api/network";
import { notifySaveFailed } from "../../../components/toasts";
import { ProfileFieldInputs } from "../components/ProfileFieldInputs";
import { saveOnboardingProfile } from "../settings-api";

/** /onboarding/profile: the first profile details after joining; the server says where to go next. */
export function OnboardingProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useCurrentMember();
  const [profile, setProfile] = useState<Partial<ProfileFields>>(me?.profile ?? {});
  const save = useMutation({
    mutationFn: () => saveOnboardingProfile(profile),
    onSuccess: async (res) => {
      await queryClient.invalidateQueries({ queryKey: ["network"] });
      navigate(res.redirect_to);
    },
    onError: () => notifySaveFailed(),
  });
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t("groups.onboarding.title")}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <Stack>
            <ProfileFieldInputs profile={profile} onChange={setProfile} error={save.error} testIdPrefix="onboarding" />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} data-testid="onboarding-submit">
                {t("groups.onboarding.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
