import { type ProfileFields, type PropertyValues, signUpBody } from "@intranet/contracts";
import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { isLanguage } from "../../../i18n";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { MemberPropertyFields, memberPropertiesBody, ProfileFieldInputs, trimmedProfile } from "../../profile";
import { signUp, signUpProfilePropertiesQuery } from "../api";
import { AuthCard } from "../components/AuthCard";
import { CaptchaWidget } from "../components/CaptchaWidget";

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  profile: Partial<ProfileFields>;
  profile_properties: PropertyValues;
};

/** /users/sign_up: joining without an invitation, when the network allows it (administration §3 join settings). */
export function SignUpPage() {
  const { t, i18n } = useTranslation();
  const { config, name } = useNetwork();
  const join = config.join;
  const [captcha, setCaptcha] = useState<string | null>(null);
  const asked = join.user_can_initiate && join.ask_for_profile_data;
  const properties = useQuery({ ...signUpProfilePropertiesQuery, enabled: asked }).data?.properties ?? [];
  const toBody = (v: Values) => ({
    user: {
      ...v,
      email: v.email.trim(),
      profile: join.ask_for_profile_data ? trimmedProfile(v.profile) : undefined,
      profile_properties:
        asked && properties.length > 0 ? memberPropertiesBody(properties, v.profile_properties) : undefined,
      language: isLanguage(i18n.language) ? i18n.language : undefined,
    },
    altcha: captcha ?? undefined,
  });
  const form = useForm<Values>({
    initialValues: {
      first_name: "",
      last_name: "",
      email: "",
      password: "",
      password_confirmation: "",
      profile: {},
      profile_properties: {},
    },
    validate: contractValidator(signUpBody, toBody, (path) => (path === "altcha" ? undefined : path)),
  });
  const mutation = useAppMutation({ mutationFn: signUp, form, inline: true });
  if (!join.user_can_initiate) return <EmptyState title={t("errors.notFoundTitle")} />;
  const captchaMissing = join.captcha && !captcha;
  return (
    <AuthCard title={t("auth.signUp.title")} subtitle={t("auth.signIn.intro", { network: name })}>
      {mutation.isSuccess ? (
        <Alert color="green" data-testid="sign-up-sent">
          {t("auth.signUp.sent")}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => mutation.mutate(toBody(values)))} noValidate>
          <Stack gap="sm">
            {join.text_before && <Text size="sm">{join.text_before}</Text>}
            {mutation.error && form.errors.altcha === undefined && Object.keys(form.errors).length === 0 && (
              <Alert color="red" role="alert">
                {t("auth.signUp.failed")}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t("auth.signUp.firstName")}
                autoComplete="given-name"
                required
                {...form.getInputProps("first_name")}
              />
              <TextInput
                label={t("auth.signUp.lastName")}
                autoComplete="family-name"
                required
                {...form.getInputProps("last_name")}
              />
            </SimpleGrid>
            <TextInput
              label={t("auth.signIn.email")}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps("email")}
            />
            <PasswordInput
              label={t("auth.signIn.password")}
              description={t("auth.signUp.passwordHint")}
              autoComplete="new-password"
              required
              {...form.getInputProps("password")}
            />
            <PasswordInput
              label={t("auth.signUp.confirmation")}
              autoComplete="new-password"
              required
              {...form.getInputProps("password_confirmation")}
            />
            {/* The profile data asked at join: the member's profile fields, as their profile edit page shows them. */}
            {join.ask_for_profile_data && (
              <ProfileFieldInputs
                profile={form.values.profile}
                onChange={(next) => form.setFieldValue("profile", next)}
                errors={form.errors}
              />
            )}
            {asked && (
              <MemberPropertyFields
                properties={properties}
                value={form.values.profile_properties}
                onChange={(next) => form.setFieldValue("profile_properties", next)}
                errors={form.errors}
              />
            )}
            {join.text_between && <Text size="sm">{join.text_between}</Text>}
            {join.captcha && <CaptchaWidget onSolved={setCaptcha} />}
            {form.errors.altcha && (
              <Text size="sm" c="red">
                {t("auth.signUp.captchaFailed")}
              </Text>
            )}
            <Button
              type="submit"
              loading={mutation.isPending}
              disabled={captchaMissing}
              fullWidth
              data-testid="sign-up-submit"
            >
              {t("auth.signUp.submit")}
            </Button>
          </Stack>
        </form>
      )}
      {join.text_after && <Text size="sm">{join.text_after}</Text>}
      <Anchor component={Link} to="/users/sign_in" size="sm" ta="center">
        {t("auth.passwordNew.back")}
      </Anchor>
    </AuthCard>
  );
}
