import { appointmentCategoryList } from "../calendar.js";
import { errorResponse } from "../common.js";
import { groupSlugParams } from "../groups.js";
import {
  appNavigation,
  appNavigationUpdateBody,
  appointmentCategoriesBody,
  groupCategoriesOrderBody,
  navigationApps,
  navigationPages,
  navigationTree,
  navigationUpdateBody,
} from "../navigation.js";
import { defineRoutes, noContent } from "../route.js";

const adminErrors = { 403: errorResponse, 404: errorResponse };
const saveErrors = { ...adminErrors, 422: errorResponse };
const slug = { params: groupSlugParams } as const;

/**
 * The navigation editors (administration.md §2, §7 "Navigation and settings"): the network's for network
 * administrators, a group's for its administrators (403/404 to everyone else); the navigation as a reader sees it.
 */
export const navigationApi = defineRoutes("navigation", {
  navigation: {
    method: "GET",
    path: "/administration/navigation",
    suffix: ".json",
    response: { 200: navigationTree, ...adminErrors },
  },
  updateNavigation: {
    method: "PUT",
    path: "/administration/navigation",
    body: navigationUpdateBody,
    response: { 200: navigationTree, ...saveErrors },
  },
  pages: {
    method: "GET",
    path: "/administration/pages",
    suffix: ".json",
    response: { 200: navigationPages, ...adminErrors },
  },
  apps: {
    method: "GET",
    path: "/administration/apps",
    suffix: ".json",
    response: { 200: navigationApps, ...adminErrors },
  },
  groupNavigation: {
    method: "GET",
    path: "/groups/:slug/administration/navigation",
    suffix: ".json",
    ...slug,
    response: { 200: navigationTree, ...adminErrors },
  },
  updateGroupNavigation: {
    method: "PUT",
    path: "/groups/:slug/administration/navigation",
    ...slug,
    body: navigationUpdateBody,
    response: { 200: navigationTree, ...saveErrors },
  },
  groupPages: {
    method: "GET",
    path: "/groups/:slug/administration/pages",
    suffix: ".json",
    ...slug,
    response: { 200: navigationPages, ...adminErrors },
  },
  groupApps: {
    method: "GET",
    path: "/groups/:slug/administration/apps",
    suffix: ".json",
    ...slug,
    response: { 200: navigationApps, ...adminErrors },
  },
  /** Not named by the spec: the network's navigation as the caller sees it (guests and visitors: public items only). */
  readerNavigation: { method: "GET", path: "/api/v1/navigation", response: { 200: navigationTree } },
  /** Not named by the spec: a group's navigation as its reader sees it (404 where the group is not theirs to see). */
  readerGroupNavigation: {
    method: "GET",
    path: "/api/v1/groups/:slug/navigation",
    ...slug,
    response: { 200: navigationTree, 404: errorResponse },
  },
  appNavigation: {
    method: "GET",
    path: "/administration/app_navigation",
    suffix: ".json",
    response: { 200: appNavigation, ...adminErrors },
  },
  updateAppNavigation: {
    method: "PUT",
    path: "/administration/app_navigation",
    body: appNavigationUpdateBody,
    response: { 200: appNavigation, ...saveErrors },
  },
  groupCategoriesOrder: {
    method: "PUT",
    path: "/administration/group-categories/order",
    body: groupCategoriesOrderBody,
    response: { 204: noContent, ...saveErrors },
  },
  /** Not named by the spec (the editor's save): the whole list; GET /appointments/categories reads it. */
  updateAppointmentCategories: {
    method: "PUT",
    path: "/administration/appointment_categories",
    body: appointmentCategoriesBody,
    response: { 200: appointmentCategoryList, ...saveErrors },
  },
});
