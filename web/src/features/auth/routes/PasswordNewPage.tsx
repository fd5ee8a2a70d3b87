import { passwordResetRequestBody } from "@intranet/contracts";
import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../api/client";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { requestPasswordReset } from "../api";
import { AuthCard } from "../components/AuthCard";
import { useAuthErrorText } from "../hooks/useAuthErrorText";

export function PasswordNewPage() {
  const { t } = useTranslation();
  const errorText = useAuthErrorText();
  const toBody = (v: { email: string }) => ({ user: { email: v.email.trim() } });
  const form = useForm({ initialValues: { email: "" }, validate: contractValidator(passwordResetRequestBody, toBody) });
  const mutation = useAppMutation({ mutationFn: requestPasswordReset, form, inline: true });
  const submit = form.onSubmit((values) => mutation.mutate(toBody(values)));
  const email = form.values.email;
  const generalError = mutation.error && !form.errors.email;

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
              {...form.getInputProps("email")}
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
