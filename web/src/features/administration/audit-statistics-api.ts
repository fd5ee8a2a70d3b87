import { administrationApi, auditStatisticsApi, type DatePreset, groupsApi } from "@intranet/contracts";
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

/**
 * A group, under the groups feature's key for the same call (its groupQuery), so the group's screens and its
 * administration's guard and userbar share one answer (importing the groups feature would close a circle of features).
 */
export const contextGroupQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", slug],
    queryFn: ({ signal }) => api(groupsApi.show, { params: { slug } }, { signal }),
  });

/** The administration userbar of a group (by slug) or a group category (by id): the server decides who may see it. */
export const contextUserbarQuery = (type: "group" | "group_category", id: string) =>
  queryOptions({
    queryKey: ["administration", "userbar", type, id],
    queryFn: ({ signal }) =>
      api(administrationApi.userbar, { query: { context_type: type, context_id: id } }, { signal }),
    staleTime: 60_000,
  });

/** The administration context a path belongs to: a group's administration screens, a category's, or none. */
export function administrationContextOf(pathname: string): { type: "group" | "group_category"; id: string } | null {
  const group = /^\/groups\/([^/]+)\/(?:administration(?:\/|$)|edit$)/.exec(pathname);
  if (group?.[1]) return { type: "group", id: decodeURIComponent(group[1]) };
  const category = /^\/group-categories\/([^/]+)\/administration(?:\/|$)/.exec(pathname);
  if (category?.[1]) return { type: "group_category", id: decodeURIComponent(category[1]) };
  return null;
}
