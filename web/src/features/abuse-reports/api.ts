import { type AbuseReportBody, type AbuseReportState, abuseReportsApi } from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const fileAbuseReport = (body: AbuseReportBody) => api(abuseReportsApi.create, { body });

export const abuseReportsQuery = (state: AbuseReportState, page: number) =>
  queryOptions({
    queryKey: ["abuse-reports", state, page],
    queryFn: ({ signal }) => api(abuseReportsApi.index, { query: { state, page } }, { signal }),
  });

export const decideAbuseReport = (id: string, decision: "resolve" | "dismiss", note: string) =>
  api(abuseReportsApi[decision], { params: { id }, body: { note: note.trim() || null } });

export const refreshAbuseReports = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ["abuse-reports"] });
