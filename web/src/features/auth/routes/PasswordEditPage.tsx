import { passwordResetBody } from "@intranet/contracts";
import { Alert, Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { isApiError } from "../../../api/client";
import { fieldError } from "../../../components/field-errors";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { resetPassword } from "../api";
import { AuthCard } from "../components/AuthCard";
import { useAuthErrorText } from "../hooks/useAuthErrorText";

interface PasswordValues {
  password: string;
  password_confirmation: string;
}

export function PasswordEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useAuthErrorText();
  const [params] = useSearchParams();
  const token = params.get("reset_password_token") ?? "";
  const toBody = (v: PasswordValues): z.input<typeof passwordResetBody> => ({
    user: { reset_password_token: token, ...v },
  });
  const form = useForm<PasswordValues>({
    initialValues: { password: "", password_confirmation: "" },
    validate: contractValidator(passwordResetBody, toBody),
  });
  const mutation = useAppMutation({
    mutationFn: resetPassword,
    onSuccess: () => navigate("/users/sign_in", { replace: true, state: { flash: t("auth.passwordEdit.success") } }),
    form,
    inline: true,
  });
  const submit = form.onSubmit((values) => mutation.mutate(toBody(values)));
  const { password, password_confirmation: confirmation } = form.values;

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
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t("auth.passwordEdit.confirmation")}
            autoComplete="new-password"
            required
            {...form.getInputProps("password_confirmation")}
          />
          <Button type="submit" loading={mutation.isPending} disabled={!password || !confirmation} fullWidth>
            {t("auth.passwordEdit.submit")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
