import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client";
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
  const [code, setCode] = useState("");
  const mutation = useMutation({
    mutationFn: verifySignInCode,
    onSuccess: (result) => onSignedIn(result.redirect_to),
    onError: (error) => {
      if (isApiError(error) && error.code === "challenge_expired") onRestart();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(code.trim());
  };
  const error = mutation.error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="blue">{t("twoFactor.signInIntro")}</Alert>
        {error && (
          <Alert color="red" role="alert">
            {isApiError(error) && error.status === 400 ? t("twoFactor.invalidCode") : t("errors.generic")}
          </Alert>
        )}
        <TextInput
          label={t("twoFactor.code")}
          autoComplete="one-time-code"
          inputMode="text"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          data-autofocus
        />
        <Button type="submit" loading={mutation.isPending} disabled={!code.trim()} fullWidth>
          {t("twoFactor.verify")}
        </Button>
      </Stack>
    </form>
  );
}
