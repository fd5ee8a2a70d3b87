import { useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { useNetwork } from "../api/network";
import { useLiveUpdates } from "../api/realtime";
import { changeLanguage, i18n, isLanguage, storedLanguage } from "../i18n";
import { applyDateZone } from "../lib/dates";

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
  const { id, name, current_member, my_groups } = useNetwork();
  useLanguageFromNetwork();
  // Before the screens below render: every date they show is in the member's zone, not the browser's.
  applyDateZone(current_member?.time_zone);
  useLiveUpdates(
    current_member?.id ?? null,
    id,
    my_groups.map((g) => g.id),
  );
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
