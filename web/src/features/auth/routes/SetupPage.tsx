import { type Language, type SetupInfo, setupBody, timeZoneOptions } from "@intranet/contracts";
import { Anchor, Button, PasswordInput, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { isApiError } from "../../../api/client";
import { networkQuery } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { changeLanguage, LANGUAGES } from "../../../i18n";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { completeSetup, setupQuery } from "../api";
import { AuthCard } from "../components/AuthCard";

interface SetupValues {
  name: string;
  language: Language;
  time_zone: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const toBody = (v: SetupValues): z.input<typeof setupBody> => ({
  network: { name: v.name.trim(), language: v.language, time_zone: v.time_zone },
  user: {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: v.email.trim(),
    password: v.password,
    password_confirmation: v.password_confirmation,
  },
});

/** The browser's own zone when the list offers it, else Europe/Berlin (the members' default). */
function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZoneOptions().includes(zone) ? zone : "Europe/Berlin";
}

function SetupForm({ token, info }: { token: string; info: SetupInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<SetupValues>({
    initialValues: {
      name: info.network.name,
      language: info.network.language,
      time_zone: browserTimeZone(),
      first_name: "",
      last_name: "",
      email: "",
      password: "",
      password_confirmation: "",
    },
    validate: contractValidator(setupBody, toBody),
  });
  const mutation = useAppMutation({
    mutationFn: (values: SetupValues) => completeSetup(token, toBody(values)),
    onSuccess: async (result) => {
      await changeLanguage(result.member.language);
      await queryClient.fetchQuery({ ...networkQuery, staleTime: 0 });
      navigate(result.redirect_to, { replace: true });
    },
    form,
    inline: true,
  });
  const submit = form.onSubmit((values) => mutation.mutate(values));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("auth.setup.networkSection")}
        </Title>
        <TextInput label={t("auth.setup.networkName")} required {...form.getInputProps("name")} />
        <Select
          label={t("auth.setup.language")}
          data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
          allowDeselect={false}
          {...form.getInputProps("language")}
        />
        <Select
          label={t("auth.setup.timeZone")}
          data={timeZoneOptions()}
          searchable
          allowDeselect={false}
          {...form.getInputProps("time_zone")}
        />
        <Title order={2} size="h4" mt="sm">
          {t("auth.setup.adminSection")}
        </Title>
        <TextInput
          label={t("auth.setup.firstName")}
          autoComplete="given-name"
          required
          {...form.getInputProps("first_name")}
        />
        <TextInput
          label={t("auth.setup.lastName")}
          autoComplete="family-name"
          required
          {...form.getInputProps("last_name")}
        />
        <TextInput
          label={t("auth.setup.email")}
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label={t("auth.setup.password")}
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label={t("auth.setup.confirmation")}
          autoComplete="new-password"
          required
          {...form.getInputProps("password_confirmation")}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {t("auth.setup.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * A link that no longer works: once the network has an administrator no restart makes a new one (the server's
 * `already_set_up`), so the page says so; either way it leads on to sign-in.
 */
function UsedLink({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const setUp = isApiError(error) && error.code === "already_set_up";
  return (
    <EmptyState
      title={t("auth.setup.usedTitle")}
      description={t(setUp ? "auth.setup.setUpText" : "auth.setup.usedText")}
    >
      <Anchor component={Link} to="/users/sign_in" size="sm">
        {t("auth.setup.signIn")}
      </Anchor>
    </EmptyState>
  );
}

/** /setup/{token}: the first start's one-time link names the network and makes its first administrator. */
export function SetupPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const query = useQuery(setupQuery(token));
  return (
    <AuthCard title={t("auth.setup.title")} subtitle={<Text span>{t("auth.setup.intro")}</Text>}>
      <QueryState query={query} notFound={<UsedLink error={query.error} />}>
        {(info) => <SetupForm token={token} info={info} />}
      </QueryState>
    </AuthCard>
  );
}
