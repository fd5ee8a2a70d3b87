import { auditStatisticsApi, type DatePreset } from "@intranet/contracts";
import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

/** The audit log for a `filter` parameter (base64 JSON), newest first; the next page by `next_cursor` (keyset). */
export const auditLogQuery = (filter: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ["administration", "audit_log", filter ?? ""],
    queryFn: ({ pageParam, signal }) =>
      api(auditStatisticsApi.auditEvents, { query: { filter, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export type StatisticsRange = { date_option: DatePreset; start_date?: string; end_date?: string };

/** The network's statistics, or a group's (`slug`), over a preset or a custom range. */
export const statisticsQuery = (range: StatisticsRange, slug?: string) =>
  queryOptions({
    queryKey: ["administration", "statistics", slug ?? null, range],
    queryFn: ({ signal }) =>
      slug
        ? api(auditStatisticsApi.groupStatistics, { params: { slug }, query: range }, { signal })
        : api(auditStatisticsApi.statistics, { query: range }, { signal }),
    placeholderData: keepPreviousData,
  });
