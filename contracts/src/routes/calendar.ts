import {
  appointment,
  appointmentCategoryList,
  appointmentList,
  appointmentListQuery,
  appointmentLockPayload,
  appointmentPayload,
  appointmentRefParams,
  calendar,
  calendarCreateOptions,
  calendarList,
  calendarPayload,
  feedQuery,
  feedTokenCreated,
  feedTokenStatus,
  timeZoneList,
} from "../calendar.js";
import { errorResponse, idParams } from "../common.js";
import { groupSlugParams } from "../groups.js";
import { defineRoutes, fileResponse, noContent } from "../route.js";

export const calendarsApi = defineRoutes("calendars", {
  list: { method: "GET", path: "/calendars", response: { 200: calendarList } },
  createOptions: { method: "GET", path: "/calendars/create_options", response: { 200: calendarCreateOptions } },
  timeZones: { method: "GET", path: "/calendars/time_zones", response: { 200: timeZoneList } },
  feedToken: { method: "GET", path: "/calendars/feed_token", response: { 200: feedTokenStatus } },
  createFeedToken: { method: "POST", path: "/calendars/feed_token", response: { 201: feedTokenCreated } },
  show: { method: "GET", path: "/calendars/:id", params: idParams, response: { 200: calendar, 404: errorResponse } },
  create: { method: "POST", path: "/calendars", body: calendarPayload, response: { 201: calendar } },
  update: {
    method: "PUT",
    path: "/calendars/:id",
    params: idParams,
    body: calendarPayload,
    response: { 200: calendar, 404: errorResponse },
  },
  destroy: {
    method: "DELETE",
    path: "/calendars/:id",
    params: idParams,
    response: { 204: noContent, 404: errorResponse },
  },
  unshare: {
    method: "DELETE",
    path: "/calendars/:id/share",
    params: idParams,
    response: { 204: noContent, 404: errorResponse },
  },
  ofGroup: {
    method: "GET",
    path: "/groups/:slug/calendars",
    params: groupSlugParams,
    response: { 200: calendarList, 404: errorResponse },
  },
  createInGroup: {
    method: "POST",
    path: "/groups/:slug/calendars",
    params: groupSlugParams,
    body: calendarPayload,
    response: { 201: calendar, 404: errorResponse },
  },
});

export const appointmentsApi = defineRoutes("appointments", {
  /** Query budget: 5 statements (1 of them the session) in 3 round trips, the same on any data size: server/src/modules/query-budgets.test.ts. */
  list: { method: "GET", path: "/appointments", query: appointmentListQuery, response: { 200: appointmentList } },
  participating: {
    method: "GET",
    path: "/appointments/participating",
    query: appointmentListQuery,
    response: { 200: appointmentList },
  },
  categories: { method: "GET", path: "/appointments/categories", response: { 200: appointmentCategoryList } },
  ics: {
    method: "GET",
    path: "/appointments/:id.ics",
    params: appointmentRefParams,
    produces: "file",
    response: { 200: fileResponse, 404: errorResponse },
  },
  /** Query budget: 6 statements (1 of them the session) in 3 round trips, the same on any data size: server/src/modules/query-budgets.test.ts. */
  show: {
    method: "GET",
    path: "/appointments/:id",
    params: appointmentRefParams,
    response: { 200: appointment, 404: errorResponse },
  },
  create: { method: "POST", path: "/appointments", body: appointmentPayload, response: { 201: appointment } },
  update: {
    method: "PUT",
    path: "/appointments/:id",
    params: appointmentRefParams,
    body: appointmentPayload,
    response: { 200: appointment, 404: errorResponse },
  },
  lock: {
    method: "PATCH",
    path: "/appointments/:id",
    params: appointmentRefParams,
    body: appointmentLockPayload,
    response: { 200: appointment, 404: errorResponse },
  },
  cancel: {
    method: "POST",
    path: "/appointments/:id/cancel",
    params: appointmentRefParams,
    response: { 200: appointment, 404: errorResponse },
  },
  destroy: {
    method: "DELETE",
    path: "/appointments/:id",
    params: appointmentRefParams,
    response: { 204: noContent, 404: errorResponse },
  },
});

const feed = {
  query: feedQuery,
  produces: "file",
  response: { 200: fileResponse, 401: errorResponse, 404: errorResponse },
} as const;

/** webcal feeds, authenticated by the member's feed token in `auth_token` (never by the session). */
export const calendarFeedsApi = defineRoutes("calendar feeds", {
  all: { method: "GET", path: "/appointments.ics", ...feed },
  participating: { method: "GET", path: "/appointments/participating.ics", ...feed },
  my: { method: "GET", path: "/calendars/my/appointments.ics", ...feed },
  shared: { method: "GET", path: "/calendars/shared/appointments.ics", ...feed },
  allCalendars: { method: "GET", path: "/calendars/all/appointments.ics", ...feed },
  calendar: { method: "GET", path: "/calendars/:id/appointments.ics", params: idParams, ...feed },
});
