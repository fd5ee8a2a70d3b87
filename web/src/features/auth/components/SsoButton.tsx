import { Button, Divider } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { authProvidersQuery, ssoStartUrl } from "../api";

/** The identity provider's button (single sign-on), when one is configured; nothing otherwise. */
export function SsoButton({ redirectTo }: { redirectTo: string | null }) {
  const { t } = useTranslation();
  const providers = useQuery(authProvidersQuery);
  const oidc = providers.data?.oidc;
  if (!oidc) return null;
  return (
    <>
      {/* A full page load: the browser goes on to the provider and comes back signed in. */}
      <Button
        component="a"
        href={ssoStartUrl(redirectTo)}
        variant="default"
        leftSection={<IconKey size={16} />}
        fullWidth
        data-testid="sso-button"
      >
        {oidc.label}
      </Button>
      <Divider label={t("auth.signIn.or")} labelPosition="center" />
    </>
  );
}
