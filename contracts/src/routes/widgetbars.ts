import { errorResponse } from "../common.js";
import { groupSlugParams } from "../groups.js";
import { defineRoutes } from "../route.js";
import {
  groupWidgetbarParams,
  sidebar,
  widgetbar,
  widgetbarBody,
  widgetbarCalendars,
  widgetbarList,
  widgetbarParams,
} from "../widgetbars.js";

const adminErrors = { 403: errorResponse, 404: errorResponse };
const saveErrors = { ...adminErrors, 422: errorResponse };

/**
 * Widget bars (administration.md §2, §7 "Files management, property sets, widget bars"): the network's for its
 * administrators, a group's (`/groups/{slug}/administration/…`) for the group's; the sidebar for every member.
 */
export const widgetbarsApi = defineRoutes("widgetbars", {
  index: {
    method: "GET",
    path: "/administration/widgetbars",
    suffix: ".json",
    response: { 200: widgetbarList, ...adminErrors },
  },
  calendars: {
    method: "GET",
    path: "/administration/widgetbars/calendars",
    suffix: ".json",
    response: { 200: widgetbarCalendars, ...adminErrors },
  },
  show: {
    method: "GET",
    path: "/administration/widgetbars/:identifier",
    suffix: ".json",
    params: widgetbarParams,
    response: { 200: widgetbar, ...adminErrors },
  },
  update: {
    method: "PUT",
    path: "/administration/widgetbars/:identifier",
    suffix: ".json",
    params: widgetbarParams,
    body: widgetbarBody,
    response: { 200: widgetbar, ...saveErrors },
  },
  groupIndex: {
    method: "GET",
    path: "/groups/:slug/administration/widgetbars",
    suffix: ".json",
    params: groupSlugParams,
    response: { 200: widgetbarList, ...adminErrors },
  },
  groupCalendars: {
    method: "GET",
    path: "/groups/:slug/administration/widgetbars/calendars",
    suffix: ".json",
    params: groupSlugParams,
    response: { 200: widgetbarCalendars, ...adminErrors },
  },
  groupShow: {
    method: "GET",
    path: "/groups/:slug/administration/widgetbars/:identifier",
    suffix: ".json",
    params: groupWidgetbarParams,
    response: { 200: widgetbar, ...adminErrors },
  },
  groupUpdate: {
    method: "PUT",
    path: "/groups/:slug/administration/widgetbars/:identifier",
    suffix: ".json",
    params: groupWidgetbarParams,
    body: widgetbarBody,
    response: { 200: widgetbar, ...saveErrors },
  },
  sidebar: {
    method: "GET",
    path: "/widgetbars/:identifier",
    params: widgetbarParams,
    response: { 200: sidebar, 404: errorResponse },
  },
});
