import { groupsApi, type Theme } from "@intranet/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { useNetwork } from "./network";
import { api } from "./route-client";

/** The group a path is in (`/groups/{slug}/…`), or null; `/groups/new/…` is no group. */
export function groupSlugOf(pathname: string): string | null {
  const slug = /^\/groups\/([^/]+)/.exec(pathname)?.[1];
  return slug && slug !== "new" ? decodeURIComponent(slug) : null;
}

/** A group's navigation (the group and its tabs): the group's screens, its theme and the userbar read it once. */
export const groupNavigationQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", slug, "navigation"],
    queryFn: ({ signal }) => api(groupsApi.navigation, { params: { slug } }, { signal }),
  });

/**
 * The theme the shell paints with (administration §3 "Theme", §4): inside a group its `active_theme` (the group's own,
 * else its category's), read from the group navigation the group's screens load anyway; elsewhere, and where the group
 * has none, the network's from the preload; null for the built-in look.
 */
export function useAppliedTheme(): Theme | null {
  const network = useNetwork();
  const { pathname } = useLocation();
  const slug = network.current_member ? groupSlugOf(pathname) : null;
  // The same query as the group's navigation (same key and call), so it is asked once for both.
  const navigation = useQuery({ ...groupNavigationQuery(slug ?? ""), enabled: slug !== null });
  return (slug ? navigation.data?.group.active_theme : null) ?? network.theme;
}
