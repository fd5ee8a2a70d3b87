import { type Theme, type ThemeBody, type ThemeList, themesApi } from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { networkQuery } from "../../api/network";
import { api } from "../../api/route-client";

/** Whose designs a screen edits: the network's, a group category's (by id) or a group's (by slug). */
export type DesignContext =
  | { type: "network" }
  | { type: "group_category"; categoryId: string }
  | { type: "group"; slug: string };

/** The designs screen of a context; its new and edit screens are below it. */
export function designsPath(c: DesignContext): string {
  if (c.type === "group_category") return `/group-categories/${c.categoryId}/administration/designs`;
  if (c.type === "group") return `/groups/${encodeURIComponent(c.slug)}/administration/designs`;
  return "/administration/designs";
}

const key = (c: DesignContext) => [
  "designs",
  c.type,
  c.type === "group_category" ? c.categoryId : c.type === "group" ? c.slug : "",
];

export const themeListQuery = (c: DesignContext) =>
  queryOptions({
    queryKey: key(c),
    queryFn: ({ signal }): Promise<ThemeList> => {
      if (c.type === "group_category")
        return api(themesApi.categoryThemes, { params: { categoryId: c.categoryId } }, { signal });
      if (c.type === "group") return api(themesApi.groupThemes, { params: { slug: c.slug } }, { signal });
      return api(themesApi.networkThemes, {}, { signal });
    },
  });

export const themeQuery = (c: DesignContext, id: string) =>
  queryOptions({
    queryKey: [...key(c), id],
    queryFn: ({ signal }): Promise<Theme> => {
      if (c.type === "group_category")
        return api(themesApi.categoryTheme, { params: { categoryId: c.categoryId, id } }, { signal });
      if (c.type === "group") return api(themesApi.groupTheme, { params: { slug: c.slug, id } }, { signal });
      return api(themesApi.networkTheme, { params: { id } }, { signal });
    },
  });

export function saveTheme(c: DesignContext, id: string | null, body: ThemeBody): Promise<Theme> {
  if (c.type === "group_category") {
    const params = { categoryId: c.categoryId };
    return id
      ? api(themesApi.updateCategoryTheme, { params: { ...params, id }, body })
      : api(themesApi.createCategoryTheme, { params, body });
  }
  if (c.type === "group") {
    const params = { slug: c.slug };
    return id
      ? api(themesApi.updateGroupTheme, { params: { ...params, id }, body })
      : api(themesApi.createGroupTheme, { params, body });
  }
  return id ? api(themesApi.updateNetworkTheme, { params: { id }, body }) : api(themesApi.createNetworkTheme, { body });
}

export function destroyTheme(c: DesignContext, id: string): Promise<undefined> {
  if (c.type === "group_category")
    return api(themesApi.destroyCategoryTheme, { params: { categoryId: c.categoryId, id } });
  if (c.type === "group") return api(themesApi.destroyGroupTheme, { params: { slug: c.slug, id } });
  return api(themesApi.destroyNetworkTheme, { params: { id } });
}

/** Makes the theme the context's active one, or takes it back (`active` false). */
export function setThemeActive(c: DesignContext, id: string, active: boolean): Promise<ThemeList> {
  if (c.type === "group_category") {
    const input = { params: { categoryId: c.categoryId, id } };
    return active ? api(themesApi.activateCategoryTheme, input) : api(themesApi.deactivateCategoryTheme, input);
  }
  if (c.type === "group") {
    const input = { params: { slug: c.slug, id } };
    return active ? api(themesApi.activateGroupTheme, input) : api(themesApi.deactivateGroupTheme, input);
  }
  const input = { params: { id } };
  return active ? api(themesApi.activateNetworkTheme, input) : api(themesApi.deactivateNetworkTheme, input);
}

/**
 * After a change: the context's designs, and what the shell paints with (the preload's network theme, the groups'
 * navigation with their themes), so the administrator sees an activated theme at once.
 */
export async function refreshThemes(queryClient: QueryClient, c: DesignContext) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["designs", c.type] }),
    queryClient.invalidateQueries({ queryKey: networkQuery.queryKey, exact: true }),
    queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === "groups" && q.queryKey[2] === "navigation",
    }),
  ]);
}

export const updateCentralQuery = queryOptions({
  queryKey: ["update-central"],
  queryFn: ({ signal }) => api(themesApi.updateCentral, {}, { signal }),
});

/** §9: the upgrade check runs every 300000 ms. */
export const UPGRADE_CHECK_MS = 300_000;

export const availableUpgradesQuery = queryOptions({
  queryKey: ["update-central", "upgrades"],
  queryFn: ({ signal }) => api(themesApi.availableUpgrades, {}, { signal }),
  refetchInterval: UPGRADE_CHECK_MS,
  staleTime: UPGRADE_CHECK_MS,
});
