import { signInBody } from "@intranet/contracts";
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../api/client";
import { networkQuery, useNetwork } from "../../../api/network";
import { FlashAlert } from "../../../components/FlashAlert";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { SignInCodeForm } from "../../two-factor";
import { safeRedirect, signIn } from "../api";
import { AuthCard } from "../components/AuthCard";
import { SsoButton } from "../components/SsoButton";
import { useAuthErrorText } from "../hooks/useAuthErrorText";

export function SignInPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  // The administration's "Texts on the sign-in page" (join tab): before the form, between it and the links, after.
  const join = network.config.join;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useAuthErrorText();
  const toBody = (v: { email: string; password: string }) => ({
    user: { email: v.email.trim(), password: v.password },
  });
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: contractValidator(signInBody, toBody),
  });
  const { email, password } = form.values;
  const [errorCode, setErrorCode] = useState<string | null>(params.get("error"));
  // After the password, when the account has a second factor (also when the form post came back with ?two_factor=1).
  const [twoFactor, setTwoFactor] = useState(params.get("two_factor") === "1");
  const flash = (location.state as { flash?: string } | null)?.flash;

  const mutation = useAppMutation({
    mutationFn: signIn,
    onSuccess: async (result) => {
      if (result.status === "two_factor_required") {
        setTwoFactor(true);
        return;
      }
      await enter(result.redirect_to);
    },
    // The card shows the failure: its code translated (wrong password, locked, rate limited …).
    onError: (error) => setErrorCode(isApiError(error) ? error.code : "unknown_error"),
    form,
    inline: true,
  });

  const enter = async (redirectTo: string) => {
    // The preload now carries the member; refresh it before the member-only routes check it.
    await queryClient.fetchQuery({ ...networkQuery, staleTime: 0 });
    navigate(safeRedirect(params.get("redirect_to")) ?? safeRedirect(redirectTo) ?? "/", { replace: true });
  };

  if (network.current_member && !mutation.isPending && !mutation.isSuccess) return <Navigate to="/" replace />;

  const submit = form.onSubmit((values) => {
    setErrorCode(null);
    setTwoFactor(false);
    mutation.mutate(toBody(values));
  });

  return (
    <AuthCard title={t("auth.signIn.title")} subtitle={t("auth.signIn.intro", { network: network.name })}>
      {flash && <FlashAlert>{flash}</FlashAlert>}
      {errorCode && (
        <Alert color="red" role="alert" data-testid="sign-in-error">
          {errorText(errorCode)}
        </Alert>
      )}
      {twoFactor ? (
        <SignInCodeForm
          onSignedIn={(redirectTo) => void enter(redirectTo)}
          onRestart={() => {
            setTwoFactor(false);
            setErrorCode("challenge_expired");
          }}
        />
      ) : (
        // Also works as a plain form post: the server redirects back with ?error= on failure.
        <form method="post" action="/users/sign_in" onSubmit={submit} noValidate>
          <Stack gap="sm">
            {join.text_before && <Text size="sm">{join.text_before}</Text>}
            <SsoButton redirectTo={safeRedirect(params.get("redirect_to"))} />
            <TextInput
              label={t("auth.signIn.email")}
              name="user[email]"
              type="email"
              autoComplete="username"
              required
              // Plain labels keep the accessible names exactly "E-mail" and "Password".
              withAsterisk={false}
              {...form.getInputProps("email")}
              data-autofocus
            />
            <PasswordInput
              label={t("auth.signIn.password")}
              name="user[password]"
              autoComplete="current-password"
              required
              withAsterisk={false}
              {...form.getInputProps("password")}
            />
            <Button type="submit" loading={mutation.isPending} disabled={!email.trim() || !password} fullWidth>
              {t("auth.signIn.submit")}
            </Button>
            {join.text_between && <Text size="sm">{join.text_between}</Text>}
            <Anchor component={Link} to="/users/password/new" size="sm" ta="center">
              {t("auth.signIn.forgot")}
            </Anchor>
            {join.user_can_initiate && (
              <Anchor component={Link} to="/users/sign_up" size="sm" ta="center" data-testid="sign-up-link">
                {t("auth.signIn.signUp")}
              </Anchor>
            )}
            {join.text_after && <Text size="sm">{join.text_after}</Text>}
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
