import { Alert, Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../api/client";
import { fieldError } from "../../../components/field-errors";
import { resetPassword } from "../api";
import { AuthCard } from "../components/AuthCard";
import { useAuthErrorText } from "../hooks/useAuthErrorText";

export function PasswordEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useAuthErrorText();
  const [params] = useSearchParams();
  const token = params.get("reset_password_token") ?? "";
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");

  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => navigate("/users/sign_in", { replace: true, state: { flash: t("auth.passwordEdit.success") } }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ user: { reset_password_token: token, password, password_confirmation: confirmation } });
  };

  const requestNew = (
    <Anchor component={Link} to="/users/password/new" size="sm">
      {t("auth.passwordEdit.requestNew")}
    </Anchor>
  );

  if (!token) {
    return (
      <AuthCard title={t("auth.passwordEdit.title")}>
        <Alert color="red" role="alert">
          {t("auth.passwordEdit.missingToken")}
        </Alert>
        {requestNew}
      </AuthCard>
    );
  }

  const error = mutation.error;
  const tokenError = fieldError(error, "reset_password_token");
  const passwordError = fieldError(error, "password");
  const confirmationError = fieldError(error, "password_confirmation");
  const otherError = isApiError(error) && error.status !== 422 ? errorText(error.code) : null;

  return (
    <AuthCard title={t("auth.passwordEdit.title")}>
      {(tokenError || otherError) && (
        <Alert color="red" role="alert">
          <Stack gap={4} align="flex-start">
            {tokenError ? t("auth.passwordEdit.invalidToken") : otherError}
            {tokenError && requestNew}
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={t("auth.passwordEdit.password")}
            autoComplete="new-password"
            required
            value={password}
            error={passwordError}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <PasswordInput
            label={t("auth.passwordEdit.confirmation")}
            autoComplete="new-password"
            required
            value={confirmation}
            error={confirmationError}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
          />
          <Button type="submit" loading={mutation.isPending} disabled={!password || !confirmation} fullWidth>
            {t("auth.passwordEdit.submit")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
