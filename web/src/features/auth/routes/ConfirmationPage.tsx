import { Alert, Anchor, Loader, Stack } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useAppMutation } from "../../../lib/mutations";
import { confirmSignUp } from "../api";
import { AuthCard } from "../components/AuthCard";

/** /users/confirmation?confirmation_token=…: the link of the sign-up mail, which works once. */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("confirmation_token") ?? "";
  const mutation = useAppMutation({ mutationFn: confirmSignUp, inline: true });
  const { mutate } = mutation;
  useEffect(() => {
    if (token) mutate({ confirmation_token: token });
  }, [token, mutate]);
  return (
    <AuthCard title={t("auth.confirmation.title")}>
      <Stack gap="sm" data-testid="confirmation">
        {token && mutation.isPending && <Loader size="sm" aria-label={t("auth.confirmation.title")} />}
        {mutation.data?.status === "confirmed" && (
          <Alert color="green" data-testid="confirmation-confirmed">
            {t("auth.confirmation.confirmed")}
          </Alert>
        )}
        {mutation.data?.status === "pending" && (
          <Alert color="blue" data-testid="confirmation-pending">
            {t("auth.confirmation.pending")}
          </Alert>
        )}
        {(!token || mutation.isError) && (
          <Alert color="red" role="alert" data-testid="confirmation-invalid">
            {t("auth.confirmation.invalid")}
          </Alert>
        )}
        <Anchor component={Link} to="/users/sign_in" size="sm" ta="center">
          {t("auth.confirmation.signIn")}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
