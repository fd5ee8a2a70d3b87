import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { networkQuery } from "../api/network";
import { authMemberRoutes, authPublicRoutes } from "../features/auth";
import { calendarRoutes } from "../features/calendar";
import { dashboardRoutes } from "../features/dashboard";
import { directoryRoutes } from "../features/directory";
import { groupsRoutes } from "../features/groups";
import { messagesRoutes } from "../features/messages";
import { participationRoutes } from "../features/participation";
import { profileRoutes, profileSettingsRoutes } from "../features/profile";
import { AppLayout, BareLayout, NotFoundPage, RouteErrorPage } from "../features/shell";
import { twoFactorRoutes } from "../features/two-factor";
import { RootRoute } from "./RootRoute";

// The root loader is fast (one preload call); the page stays blank rather than flashing a spinner.
const HydrateFallback = () => null;

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

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: "root",
      loader: () => queryClient.ensureQueryData(networkQuery),
      Component: RootRoute,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback,
      children: [
        { Component: BareLayout, children: authPublicRoutes },
        {
          Component: AppLayout,
          children: [
            {
              loader: requireMember(queryClient),
              children: [
                ...dashboardRoutes,
                ...authMemberRoutes,
                ...profileRoutes,
                ...messagesRoutes,
                ...participationRoutes,
                ...calendarRoutes,
                ...directoryRoutes,
                ...groupsRoutes,
                ...profileSettingsRoutes,
                ...twoFactorRoutes,
              ],
            },
            { path: "*", Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(appRoutes(queryClient));
