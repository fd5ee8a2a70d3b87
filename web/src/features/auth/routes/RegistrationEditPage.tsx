import type { Member, NetworkPreload, RegistrationUpdateBody } from "@intranet/contracts";
import { Button, Group, Paper, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client";
import { networkQuery } from "../../../api/network";
import { fieldError } from "../../../components/field-errors";
import { notifyError, notifySaved, notifySaveFailed } from "../../../components/toasts";
import { registrationQuery, updateRegistration } from "../api";

export function RegistrationEditPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: registration } = useSuspenseQuery(registrationQuery);
  const [email, setEmail] = useState(registration.email ?? "");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");

  const mutation = useMutation({
    mutationFn: updateRegistration,
    onSuccess: (updated: Member) => {
      queryClient.setQueryData(registrationQuery.queryKey, updated);
      queryClient.setQueryData<NetworkPreload>(networkQuery.queryKey, (network) =>
        network ? { ...network, current_member: updated } : network,
      );
      setEmail(updated.email ?? "");
      setPassword("");
      setConfirmation("");
      setCurrentPassword("");
      notifySaved();
    },
    onError: (error) => (isApiError(error) && error.status === 422 ? notifySaveFailed() : notifyError(error)),
  });

  const emailChanged = email.trim() !== (registration.email ?? "");
  const pristine = !emailChanged && !password && !confirmation;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const user: RegistrationUpdateBody["user"] = { current_password: currentPassword };
    if (emailChanged) user.email = email.trim();
    if (password || confirmation) {
      user.password = password;
      user.password_confirmation = confirmation;
    }
    mutation.mutate({ user });
  };

  const error = mutation.error;
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
              value={email}
              error={fieldError(error, "email")}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label={t("auth.registration.password")}
              description={t("auth.registration.passwordHint")}
              autoComplete="new-password"
              value={password}
              error={fieldError(error, "password")}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <PasswordInput
              label={t("auth.registration.confirmation")}
              autoComplete="new-password"
              value={confirmation}
              error={fieldError(error, "password_confirmation")}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
            />
            <PasswordInput
              label={t("auth.registration.currentPassword")}
              description={t("auth.registration.currentPasswordHint")}
              autoComplete="current-password"
              required
              value={currentPassword}
              error={fieldError(error, "current_password")}
              onChange={(event) => setCurrentPassword(event.currentTarget.value)}
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
