import {
  type Member,
  type NetworkPreload,
  type RegistrationUpdateBody,
  registrationUpdateBody,
} from "@intranet/contracts";
import { Button, Group, Paper, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { networkQuery } from "../../../api/network";
import { notifySaved } from "../../../components/toasts";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { registrationQuery, updateRegistration } from "../api";

interface RegistrationValues {
  email: string;
  password: string;
  password_confirmation: string;
  current_password: string;
}

export function RegistrationEditPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: registration } = useSuspenseQuery(registrationQuery);
  // Only what changed is sent, with the current password; the contract checks that body.
  const toBody = (v: RegistrationValues): RegistrationUpdateBody => {
    const user: RegistrationUpdateBody["user"] = { current_password: v.current_password };
    if (v.email.trim() !== (registration.email ?? "")) user.email = v.email.trim();
    if (v.password || v.password_confirmation) {
      user.password = v.password;
      user.password_confirmation = v.password_confirmation;
    }
    return { user };
  };
  const form = useForm<RegistrationValues>({
    initialValues: { email: registration.email ?? "", password: "", password_confirmation: "", current_password: "" },
    validate: contractValidator(registrationUpdateBody, toBody),
  });
  const { email, password, password_confirmation: confirmation, current_password: currentPassword } = form.values;
  const emailChanged = email.trim() !== (registration.email ?? "");
  const pristine = !emailChanged && !password && !confirmation;

  const mutation = useAppMutation({
    mutationFn: updateRegistration,
    onSuccess: (updated: Member) => {
      queryClient.setQueryData(registrationQuery.queryKey, updated);
      queryClient.setQueryData<NetworkPreload>(networkQuery.queryKey, (network) =>
        network ? { ...network, current_member: updated } : network,
      );
      form.setValues({ email: updated.email ?? "", password: "", password_confirmation: "", current_password: "" });
      notifySaved();
    },
    form,
    saveFailed: true,
  });
  const submit = form.onSubmit((values) => mutation.mutate(toBody(values)));
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        {t("auth.registration.title")}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t("auth.registration.email")}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps("email")}
            />
            <PasswordInput
              label={t("auth.registration.password")}
              description={t("auth.registration.passwordHint")}
              autoComplete="new-password"
              {...form.getInputProps("password")}
            />
            <PasswordInput
              label={t("auth.registration.confirmation")}
              autoComplete="new-password"
              {...form.getInputProps("password_confirmation")}
            />
            <PasswordInput
              label={t("auth.registration.currentPassword")}
              description={t("auth.registration.currentPasswordHint")}
              autoComplete="current-password"
              required
              {...form.getInputProps("current_password")}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={mutation.isPending}
                disabled={pristine || !currentPassword || !email.trim()}
              >
                {t("auth.registration.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
