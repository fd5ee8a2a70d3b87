import type { PatchRoutesOnNavigationFunction, RouteObject } from "react-router";

/** A path's first segment, lower-cased as the router matches: `"/Appointments/1?x=2"`, `"appointments"` → `"appointments"`. */
const firstSegment = (path: string) => (path.split(/[?#]/)[0]?.replace(/^\/+/, "").split("/")[0] ?? "").toLowerCase();

/**
 * Whether a route may match a path that starts with `segment`: a route without a path (a layout, an index) or
 * whose first segment is a parameter or a splat may match anything; else its first segment must be the same.
 */
function mayMatch(route: RouteObject, segment: string): boolean {
  if (route.index || !route.path) return true;
  const own = firstSegment(route.path);
  return own === segment || own.startsWith(":") || own.startsWith("*") || own === "";
}

/**
 * The route table in parts, so that the router starts with fewer routes: the router compiles and ranks every route it
 * is given when it is created (react-router 7: about a third of the entry's evaluation with the whole table), and
 * again when it renders. The children of each route named in `parentIds` are handed over only where they may match
 * `firstPath` (the address the app starts at); the others come with the first navigation to an address whose first
 * segment is theirs (`patchRoutesOnNavigation`). The router asks that function whenever no route it has matches, or
 * its best match is a splat or has parameters, so the not-found route never hides a route not handed over yet.
 */
export function discoverLater(
  routes: RouteObject[],
  parentIds: readonly string[],
  firstPath: string,
): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const segment = firstSegment(firstPath);
  const later = new Map<string, RouteObject[]>();
  // Only the routes on the way to a named parent are copied; every other route is handed over as it is.
  const split = (route: RouteObject): RouteObject => {
    if (!route.children) return route;
    const children = route.children.map(split);
    if (!route.id || !parentIds.includes(route.id)) return { ...route, children } as RouteObject;
    later.set(
      route.id,
      children.filter((child) => !mayMatch(child, segment)),
    );
    return { ...route, children: children.filter((child) => mayMatch(child, segment)) } as RouteObject;
  };
  const first = routes.map(split);
  return {
    routes: first,
    patchRoutesOnNavigation: ({ path, patch, signal }) => {
      // The router ignores a patch for a navigation that was interrupted: those routes stay for the next one.
      if (signal.aborted) return;
      const wanted = firstSegment(path);
      for (const [parentId, children] of later) {
        const now = children.filter((child) => mayMatch(child, wanted));
        if (now.length === 0) continue;
        later.set(
          parentId,
          children.filter((child) => !now.includes(child)),
        );
        patch(parentId, now);
      }
    },
  };
}
