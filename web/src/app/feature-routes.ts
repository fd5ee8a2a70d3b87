import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { networkQuery } from "../api/network";
import type { FeatureManifest, RouteHandle } from "../features/manifest";
import { loadTranslations } from "../i18n/namespaces";

/** The texts a feature's screens need: its own, and those of the features it names in `shows`. */
export function loadTextsOf(feature: FeatureManifest, all: readonly FeatureManifest[]): Promise<void> {
  const shown = all.filter((other) => feature.shows?.includes(other.key));
  const loaders = [feature, ...shown].flatMap((f) => (f.translations ? [f.translations] : []));
  return Promise.all(loaders.map(loadTranslations)).then(() => undefined);
}

/**
 * What every screen needs before it shows besides the common texts (which carry each feature's shell labels,
 * i18n/index.ts): the whole texts of features that put blocks into the shell (the userbar's groups).
 */
export function loadShellTexts(all: readonly FeatureManifest[]): Promise<void> {
  const widgets = all.filter((f) => f.userbarWidgets?.length);
  return Promise.all(widgets.map((f) => loadTextsOf(f, all))).then(() => undefined);
}

/** A lazy route that also loads its feature's texts, in parallel with the route module. */
function withTexts(route: RouteObject, texts: () => Promise<void>): RouteObject {
  const { lazy } = route;
  const children = route.children?.map((child) => withTexts(child, texts));
  if (typeof lazy !== "function") return { ...route, children } as RouteObject;
  return {
    ...route,
    children,
    lazy: async () => (await Promise.all([lazy(), texts()]))[0],
  } as RouteObject;
}

/**
 * A route whose handle names its first queries (`prefetch`) asks them in its loader, which the router runs beside the
 * lazy route module: the data and the code travel together. Only for a signed-in member (the preload says so; it is
 * already on its way), and the loader does not wait for the answers: the screen shows its own loading state.
 */
function withPrefetch(route: RouteObject, queryClient: QueryClient | undefined): RouteObject {
  const children = route.children?.map((child) => withPrefetch(child, queryClient));
  const prefetch = (route.handle as RouteHandle | undefined)?.prefetch;
  if (!queryClient || !prefetch || route.loader) return { ...route, children } as RouteObject;
  return {
    ...route,
    children,
    loader: async ({ request, params }) => {
      if ((await queryClient.ensureQueryData(networkQuery)).current_member) {
        void prefetch(queryClient, new URL(request.url), params);
      }
      return null;
    },
  } as RouteObject;
}

/** One kind of route (member or public) of every feature, each loading its feature's texts first. */
export function featureRoutes(
  all: readonly FeatureManifest[],
  pick: (feature: FeatureManifest) => RouteObject[] | undefined,
  queryClient?: QueryClient,
): RouteObject[] {
  return all.flatMap((feature) =>
    (pick(feature) ?? []).map((route) =>
      withPrefetch(
        withTexts(route, () => loadTextsOf(feature, all)),
        queryClient,
      ),
    ),
  );
}
