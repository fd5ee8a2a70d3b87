import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../api/client";
import { fieldError } from "../../../components/field-errors";
import { requestPasswordReset } from "../api";
import { AuthCard } from "../components/AuthCard";
import { useAuthErrorText } from "../hooks/useAuthErrorText";

export function PasswordNewPage() {
  const { t } = useTranslation();
  const errorText = useAuthErrorText();
  const [email, setEmail] = useState("");
  const mutation = useMutation({ mutationFn: requestPasswordReset });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ user: { email: email.trim() } });
  };

  const emailError = fieldError(mutation.error, "email");
  const generalError = mutation.error && !emailError;

  return (
    <AuthCard
      title={t("auth.passwordNew.title")}
      subtitle={mutation.isSuccess ? undefined : t("auth.passwordNew.intro")}
    >
      {mutation.isSuccess ? (
        <Alert color="green" data-testid="password-reset-sent">
          {t("auth.passwordNew.success")}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {generalError && (
              <Alert color="red" role="alert">
                {errorText(isApiError(mutation.error) ? mutation.error.code : "unknown_error")}
              </Alert>
            )}
            <TextInput
              label={t("auth.passwordNew.email")}
              type="email"
              autoComplete="email"
              required
              value={email}
              error={emailError}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={mutation.isPending} disabled={!email.trim()} fullWidth>
              {t("auth.passwordNew.submit")}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/users/sign_in" size="sm" ta="center">
        {t("auth.passwordNew.back")}
      </Anchor>
    </AuthCard>
  );
}
