import {
  abuseReport,
  abuseReportBody,
  abuseReportCreated,
  abuseReportDecisionBody,
  abuseReportList,
  abuseReportListQuery,
} from "../abuse-reports.js";
import { errorResponse, idParams } from "../common.js";
import { defineRoutes } from "../route.js";

const adminErrors = { 403: errorResponse, 404: errorResponse };

/**
 * Abuse reports: a member reports what they can read (404 while the setting is off or for what they may not
 * read; 409 for a second open report of theirs on the same subject); network administrators list and decide.
 */
export const abuseReportsApi = defineRoutes("abuse_reports", {
  create: {
    method: "POST",
    path: "/api/v1/abuse_reports",
    body: abuseReportBody,
    response: {
      201: abuseReportCreated,
      404: errorResponse,
      409: errorResponse,
      422: errorResponse,
      429: errorResponse,
    },
  },
  index: {
    method: "GET",
    path: "/api/v1/administration/abuse_reports",
    query: abuseReportListQuery,
    response: { 200: abuseReportList, ...adminErrors },
  },
  resolve: {
    method: "POST",
    path: "/api/v1/administration/abuse_reports/:id/resolve",
    params: idParams,
    body: abuseReportDecisionBody.nullish(),
    response: { 200: abuseReport, ...adminErrors, 409: errorResponse, 422: errorResponse },
  },
  dismiss: {
    method: "POST",
    path: "/api/v1/administration/abuse_reports/:id/dismiss",
    params: idParams,
    body: abuseReportDecisionBody.nullish(),
    response: { 200: abuseReport, ...adminErrors, 409: errorResponse, 422: errorResponse },
  },
});
