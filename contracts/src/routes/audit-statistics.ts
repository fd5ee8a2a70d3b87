import { auditLog, auditLogQuery } from "../audit-log.js";
import { errorResponse } from "../common.js";
import { dateRangeQuery } from "../date-ranges.js";
import { groupSlugParams } from "../groups.js";
import { defineRoutes } from "../route.js";
import { statistics } from "../statistics.js";

const adminErrors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The audit log and the statistics (administration §2). Network administrators only, and for a group's statistics
 * its administrators (and the network's); 403/404 to everyone else.
 */
export const auditStatisticsApi = defineRoutes("administration", {
  /** Not named by the spec ("Audit log data call: not shown"): one page of events, newest first, for a filter. */
  auditEvents: {
    method: "GET",
    path: "/administration/audit_log/events",
    query: auditLogQuery,
    response: { 200: auditLog, ...adminErrors },
  },
  statistics: {
    method: "GET",
    path: "/administration/statistics",
    query: dateRangeQuery,
    response: { 200: statistics, ...adminErrors, 422: errorResponse },
  },
  groupStatistics: {
    method: "GET",
    path: "/groups/:slug/administration/statistics",
    params: groupSlugParams,
    query: dateRangeQuery,
    response: { 200: statistics, ...adminErrors, 422: errorResponse },
  },
});
