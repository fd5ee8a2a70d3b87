import { onboardingProfileBody, type ProfileFields, type PropertyValues } from "@intranet/contracts";
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentMember } from "../../../api/network";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { MemberPropertyInputs } from "../components/MemberProperties";
import { ProfileFieldInputs } from "../components/ProfileFieldInputs";
import { memberPropertiesBody, useMemberProfileProperties } from "../member-properties";
import { saveOnboardingProfile } from "../settings-api";

interface Values {
  profile: Partial<ProfileFields>;
  profile_properties: PropertyValues;
}

/** /onboarding/profile: the first profile details after joining; the server says where to go next. */
export function OnboardingProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useCurrentMember();
  // The network's member profile property set, filled in beside the profile's own fields.
  const properties = useMemberProfileProperties();
  const form = useForm<Values>({
    initialValues: { profile: me?.profile ?? {}, profile_properties: {} },
    validate: contractValidator(onboardingProfileBody, (v: Values) => ({ member: v })),
  });
  const save = useAppMutation({
    mutationFn: (v: Values) =>
      saveOnboardingProfile({
        profile: v.profile,
        ...(properties.length > 0 && { profile_properties: memberPropertiesBody(properties, v.profile_properties) }),
      }),
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
        <form onSubmit={form.onSubmit((v) => save.mutate(v))}>
          <Stack>
            <ProfileFieldInputs
              profile={form.values.profile}
              onChange={(next) => form.setFieldValue("profile", next)}
              errors={form.errors}
              testIdPrefix="onboarding"
            />
            <MemberPropertyInputs
              properties={properties}
              value={form.values.profile_properties}
              onChange={(next) => form.setFieldValue("profile_properties", next)}
              errors={form.errors}
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
