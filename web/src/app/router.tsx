import type { NetworkPreload } from "@intranet/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { networkQuery } from "../api/network";
import { AppLayout, BareLayout, NotFoundPage, RouteErrorPage } from "../features/shell";
import { followNetworkLanguage } from "../i18n";
import { featureRoutes, loadShellTexts } from "./feature-routes";
import { features } from "./features";
import { HydrateFallback } from "./HydrateFallback";
import { RootRoute } from "./RootRoute";
import { discoverLater } from "./route-discovery";

/** Member-only routes send visitors to sign in and bring them back afterwards. */
const requireMember =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const network = await queryClient.ensureQueryData(networkQuery);
    if (network.current_member) return null;
    const url = new URL(request.url);
    const back = `${url.pathname}${url.search}`;
    throw redirect(back === "/" ? "/users/sign_in" : `/users/sign_in?redirect_to=${encodeURIComponent(back)}`);
  };

/** Run once the preload has answered, before any screen draws: the member's kept screens (lib/member-cache.ts). */
export type AfterPreload = (network: NetworkPreload) => Promise<void>;

export function appRoutes(queryClient: QueryClient, afterPreload?: AfterPreload): RouteObject[] {
  return [
    {
      id: "root",
      loader: async () => {
        const [network] = await Promise.all([queryClient.ensureQueryData(networkQuery), loadShellTexts(features)]);
        // The screen draws in the member's language from its first render (i18n followNetworkLanguage).
        await Promise.all([afterPreload?.(network), followNetworkLanguage(network)]);
        return network;
      },
      Component: RootRoute,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback,
      children: [
        { id: "public-routes", Component: BareLayout, children: featureRoutes(features, (f) => f.publicRoutes) },
        {
          Component: AppLayout,
          children: [
            {
              id: "member-routes",
              loader: requireMember(queryClient),
              children: featureRoutes(features, (f) => f.routes, queryClient),
            },
            { path: "*", handle: { title: "errors.notFoundTitle", infoNavigation: true }, Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/**
 * The app's routes for a router that starts at `path`: the features' routes that may match it, the others with the
 * first navigation that needs one (app/route-discovery.ts). The route table is the same, only handed over in parts.
 */
export const appRouteParts = (queryClient: QueryClient, path: string, afterPreload?: AfterPreload) =>
  discoverLater(appRoutes(queryClient, afterPreload), ["public-routes", "member-routes"], path);
