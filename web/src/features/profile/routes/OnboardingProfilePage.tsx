import { onboardingProfileBody, type ProfileFields } from "@intranet/contracts";
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentMember } from "../../../api/network";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { ProfileFieldInputs } from "../components/ProfileFieldInputs";
import { saveOnboardingProfile } from "../settings-api";

/** /onboarding/profile: the first profile details after joining; the server says where to go next. */
export function OnboardingProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useCurrentMember();
  const form = useForm<{ profile: Partial<ProfileFields> }>({
    initialValues: { profile: me?.profile ?? {} },
    validate: contractValidator(onboardingProfileBody, (v: { profile: Partial<ProfileFields> }) => ({ member: v })),
  });
  const save = useAppMutation({
    mutationFn: (profile: Partial<ProfileFields>) => saveOnboardingProfile(profile),
    onSuccess: async (res) => {
      await queryClient.invalidateQueries({ queryKey: ["network"] });
      navigate(res.redirect_to);
    },
    form,
    saveFailed: true,
  });
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t("profile.onboarding.title")}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={form.onSubmit((v) => save.mutate(v.profile))}>
          <Stack>
            <ProfileFieldInputs
              profile={form.values.profile}
              onChange={(next) => form.setFieldValue("profile", next)}
              errors={form.errors}
              testIdPrefix="onboarding"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} data-testid="onboarding-submit">
                {t("profile.onboarding.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
