import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { networkQuery } from "../api/network";
import { administrationPublic } from "../features/administration/public";
import { authPublic } from "../features/auth/public";
import { designsBareOverlays } from "../features/designs/public";
import type { FeatureManifest } from "../features/manifest";
import profileTexts from "../features/profile/i18n";
import { bareLayout } from "../features/shell/BareLayout";
import { RouteErrorPage } from "../features/shell/routes/RouteErrorPage";
import twoFactorTexts from "../features/two-factor/i18n";
import { featureRoutes, loadShellTexts } from "./feature-routes";
import { HydrateFallback } from "./HydrateFallback";
import { PublicRootRoute } from "./PublicRootRoute";

/**
 * The features of the prerendered signed-out screens (scripts/prerender.mjs: sign-in, sign-up, password, setup, legal
 * pages, imprint), as far as those screens need them: their routes and texts and the texts of what they show. Taken
 * from the features' `public.ts`, not their manifests, so that the signed-out entry loads none of the member app.
 */
export const publicFeatures: readonly FeatureManifest[] = [
  authPublic,
  administrationPublic,
  { key: "two-factor", translations: twoFactorTexts },
  { key: "profile", translations: profileTexts },
];

/**
 * Any other address: the member app (index.html, main.tsx) takes it, as a new page load. A signed-in member's next
 * screen after signing in, or a link to a screen the signed-out entry does not have.
 */
const toTheApp: RouteObject = {
  path: "*",
  loader: ({ request }) => {
    window.location.assign(request.url);
    // The router keeps the current screen while the browser loads the next page.
    return new Promise<never>(() => {});
  },
};

/** The routes of the signed-out entry (src/signed-out.tsx) and of the build's prerender (src/prerender.tsx). */
export function publicAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: "root",
      loader: async () => {
        const [network] = await Promise.all([
          queryClient.ensureQueryData(networkQuery),
          loadShellTexts(publicFeatures),
        ]);
        return network;
      },
      Component: PublicRootRoute,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback,
      children: [
        {
          Component: bareLayout(designsBareOverlays),
          children: featureRoutes(publicFeatures, (f) => f.publicRoutes),
        },
        toTheApp,
      ],
    },
  ];
}
