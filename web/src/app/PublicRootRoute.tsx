import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { useNetwork } from "../api/network";
import { AppNavigateProvider } from "../components/AppLink";
import type { RouteHandle } from "../features/manifest";
import { followLanguage, networkLanguage } from "../i18n";
import { applyDateZone } from "../lib/dates-core";
import { DocumentTitle } from "../lib/page-title";

/** Follows the preload's language when it changes on a screen (a profile saved in another language, a sign-in). */
function useLanguageFromNetwork() {
  const preferred = networkLanguage(useNetwork());
  useEffect(() => {
    void followLanguage(preferred);
  }, [preferred]);
}

/**
 * The root route of the signed-out entry (src/signed-out.tsx) and the part of the app's (RootRoute) that draws: the
 * language and time zone of the preload, the document's title, the screen.
 */
export function PublicRootRoute() {
  const { name, current_member, time_zone_offsets } = useNetwork();
  useLanguageFromNetwork();
  // Before the screens below render: every date they show is in the member's zone, not the browser's.
  applyDateZone(current_member?.time_zone, time_zone_offsets);
  return (
    <DocumentTitle route={useRouteTitle()} network={name}>
      <ScrollRestoration />
      <AppNavigateProvider>
        <Outlet />
      </AppNavigateProvider>
    </DocumentTitle>
  );
}

/** The title the deepest route with one gives its screen (`handle.title` in the feature manifests), translated. */
function useRouteTitle(): string | null {
  const { t } = useTranslation();
  const key = useMatches()
    .map((match) => (match.handle as Partial<RouteHandle> | undefined)?.title)
    .findLast(Boolean);
  return key ? t(key) : null;
}
