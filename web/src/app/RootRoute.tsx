import { useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { useNetwork } from "../api/network";
import { useLiveUpdates } from "../api/realtime";
import { changeLanguage, i18n, isLanguage, storedLanguage } from "../i18n";

/** Follows the member's (or network's) language unless this browser chose one explicitly. */
function useLanguageFromNetwork() {
  const network = useNetwork();
  const preferred = network.current_member?.language ?? network.language;
  useEffect(() => {
    if (!storedLanguage() && isLanguage(preferred) && i18n.language !== preferred)
      void changeLanguage(preferred, false);
  }, [preferred]);
}

export function RootRoute() {
  const { name, current_member } = useNetwork();
  useLanguageFromNetwork();
  useLiveUpdates(current_member?.id ?? null);
  useEffect(() => {
    document.title = name;
  }, [name]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
