import { useTranslation } from "react-i18next";

const SIGN_IN_CODES = [
  "invalid_credentials",
  "rate_limited",
  "account_locked",
  "application_pending",
  "unauthorized",
  "sso_failed",
  "sso_email_unverified",
  "sso_no_member",
] as const;
type SignInCode = (typeof SIGN_IN_CODES)[number];
const isSignInCode = (code: string): code is SignInCode => (SIGN_IN_CODES as readonly string[]).includes(code);

/** Text for an error code from the server or the ?error= query; unknown codes get the generic error. */
export function useAuthErrorText() {
  const { t } = useTranslation();
  return (code: string) => {
    if (isSignInCode(code)) return t(`auth.errors.${code}`);
    if (code === "network_error") return t("errors.network");
    return t("errors.generic");
  };
}
