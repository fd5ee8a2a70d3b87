import { codeBody } from "@intranet/contracts";
import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client";
import { errorText } from "../../components/field-errors";
import { contractValidator } from "../../lib/forms";
import { useAppMutation } from "../../lib/mutations";
import { verifySignInCode } from "./api";

/** The code step after the password: a code from the authenticator app or the mail, or a backup code. */
export function SignInCodeForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (redirectTo: string) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { code: "" },
    validate: contractValidator(codeBody, (v: { code: string }) => ({ code: v.code.trim() })),
  });
  const code = form.values.code;
  const mutation = useAppMutation({
    mutationFn: verifySignInCode,
    onSuccess: (result) => onSignedIn(result.redirect_to),
    onError: (error) => {
      if (isApiError(error) && error.code === "challenge_expired") onRestart();
    },
    // The card shows a wrong code itself.
    inline: true,
  });
  const submit = form.onSubmit((v) => mutation.mutate(v.code.trim()));
  const error = mutation.error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="blue">{t("twoFactor.signInIntro")}</Alert>
        {error && (
          <Alert color="red" role="alert">
            {/* A wrong code, or (429) too many of them: the wait grows after the third. */}
            {isApiError(error) && error.status === 400 ? t("twoFactor.invalidCode") : errorText(error)}
          </Alert>
        )}
        <TextInput
          label={t("twoFactor.code")}
          autoComplete="one-time-code"
          inputMode="text"
          {...form.getInputProps("code")}
          data-autofocus
        />
        <Button type="submit" loading={mutation.isPending} disabled={!code.trim()} fullWidth>
          {t("twoFactor.verify")}
        </Button>
      </Stack>
    </form>
  );
}
