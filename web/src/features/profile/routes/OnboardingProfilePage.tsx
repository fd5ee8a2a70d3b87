import type { ProfileFields } from "@intranet/contracts";
import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentMember } from "../../../api/network";
import { notifySaveFailed } from "../../../components/toasts";
import { saveOnboardingProfile } from "../settings-api";

const FIELDS = ["position", "department", "phone", "location"] as const;

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
  const set = (key: keyof ProfileFields, value: string) => setProfile((p) => ({ ...p, [key]: value || null }));
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
            {FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`profile.${field}`)}
                value={profile[field] ?? ""}
                onChange={(e) => set(field, e.currentTarget.value)}
                data-testid={`onboarding-${field}`}
              />
            ))}
            <Textarea
              label={t("profile.about")}
              value={profile.about ?? ""}
              onChange={(e) => set("about", e.currentTarget.value)}
              autosize
              minRows={3}
            />
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
