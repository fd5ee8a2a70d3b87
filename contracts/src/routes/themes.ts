import { errorResponse, idParams } from "../common.js";
import { defineRoutes, noContent } from "../route.js";
import {
  availableUpgrades,
  categoryContextParams,
  categoryThemeParams,
  groupContextParams,
  groupThemeParams,
  theme,
  themeBody,
  themeList,
  updateCentral,
} from "../themes.js";

const adminErrors = { 403: errorResponse, 404: errorResponse };
const writeErrors = { ...adminErrors, 422: errorResponse };

/** The designs of one context: list, create, show, update, destroy, activate and deactivate. */
function themeRoutes<const P extends string>(prefix: P) {
  return {
    list: `${prefix}/designs` as const,
    one: `${prefix}/designs/:id` as const,
    activation: `${prefix}/designs/:id/activation` as const,
  };
}
const network = themeRoutes("/administration");
const category = themeRoutes("/group-categories/:categoryId/administration");
const group = themeRoutes("/groups/:slug/administration");

/**
 * Designs and themes (administration.md §2 "Designs", §3 "Theme") of the network, a group category and a group: the
 * screens' paths are also their calls (JSON to calls, the SPA to page loads). Network and category designs are for
 * network administrators, a group's for its administrators (403 to other members, 404 for a group they may not see).
 * Activation is not named by the spec: PUT/DELETE …/designs/{id}/activation.
 */
export const themesApi = defineRoutes("themes", {
  networkThemes: { method: "GET", path: network.list, response: { 200: themeList, ...adminErrors } },
  networkTheme: { method: "GET", path: network.one, params: idParams, response: { 200: theme, ...adminErrors } },
  createNetworkTheme: {
    method: "POST",
    path: network.list,
    body: themeBody,
    response: { 201: theme, ...writeErrors },
  },
  updateNetworkTheme: {
    method: "PUT",
    path: network.one,
    params: idParams,
    body: themeBody,
    response: { 200: theme, ...writeErrors },
  },
  destroyNetworkTheme: {
    method: "DELETE",
    path: network.one,
    params: idParams,
    response: { 204: noContent, ...adminErrors },
  },
  activateNetworkTheme: {
    method: "PUT",
    path: network.activation,
    params: idParams,
    response: { 200: themeList, ...adminErrors },
  },
  deactivateNetworkTheme: {
    method: "DELETE",
    path: network.activation,
    params: idParams,
    response: { 200: themeList, ...adminErrors },
  },

  categoryThemes: {
    method: "GET",
    path: category.list,
    params: categoryContextParams,
    response: { 200: themeList, ...adminErrors },
  },
  categoryTheme: {
    method: "GET",
    path: category.one,
    params: categoryThemeParams,
    response: { 200: theme, ...adminErrors },
  },
  createCategoryTheme: {
    method: "POST",
    path: category.list,
    params: categoryContextParams,
    body: themeBody,
    response: { 201: theme, ...writeErrors },
  },
  updateCategoryTheme: {
    method: "PUT",
    path: category.one,
    params: categoryThemeParams,
    body: themeBody,
    response: { 200: theme, ...writeErrors },
  },
  destroyCategoryTheme: {
    method: "DELETE",
    path: category.one,
    params: categoryThemeParams,
    response: { 204: noContent, ...adminErrors },
  },
  activateCategoryTheme: {
    method: "PUT",
    path: category.activation,
    params: categoryThemeParams,
    response: { 200: themeList, ...adminErrors },
  },
  deactivateCategoryTheme: {
    method: "DELETE",
    path: category.activation,
    params: categoryThemeParams,
    response: { 200: themeList, ...adminErrors },
  },

  groupThemes: {
    method: "GET",
    path: group.list,
    params: groupContextParams,
    response: { 200: themeList, ...adminErrors },
  },
  groupTheme: {
    method: "GET",
    path: group.one,
    params: groupThemeParams,
    response: { 200: theme, ...adminErrors },
  },
  createGroupTheme: {
    method: "POST",
    path: group.list,
    params: groupContextParams,
    body: themeBody,
    response: { 201: theme, ...writeErrors },
  },
  updateGroupTheme: {
    method: "PUT",
    path: group.one,
    params: groupThemeParams,
    body: themeBody,
    response: { 200: theme, ...writeErrors },
  },
  destroyGroupTheme: {
    method: "DELETE",
    path: group.one,
    params: groupThemeParams,
    response: { 204: noContent, ...adminErrors },
  },
  activateGroupTheme: {
    method: "PUT",
    path: group.activation,
    params: groupThemeParams,
    response: { 200: themeList, ...adminErrors },
  },
  deactivateGroupTheme: {
    method: "DELETE",
    path: group.activation,
    params: groupThemeParams,
    response: { 200: themeList, ...adminErrors },
  },

  /** The update central: the running version and whether a customer central is configured. */
  updateCentral: {
    method: "GET",
    path: "/administration/update-zentrale",
    response: { 200: updateCentral, ...adminErrors },
  },
  /**
   * Not named by the spec: the server asks `{customer central}/api/v1/available_upgrades` with the network's bearer
   * token (which never reaches a browser) and passes the list on; empty when no customer central is configured, 502
   * when it cannot be reached.
   */
  availableUpgrades: {
    method: "GET",
    path: "/api/v1/update-zentrale/available_upgrades",
    response: { 200: availableUpgrades, ...adminErrors, 502: errorResponse },
  },
});
