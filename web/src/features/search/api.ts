import { searchApi } from "@intranet/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";
import { quoteQuery, type SearchParams, type SearchScope } from "./query";

/** Header suggestions and results stay fresh for a minute (communication.md §9 "search stale time 60 s"). */
export const SEARCH_STALE_MS = 60_000;
/** The header waits this long after the last key before asking for suggestions (administration.md §2). */
export const SUGGESTION_DEBOUNCE_MS = 300;
/** The dropdown stays this long after the field loses focus, so a click on a suggestion still lands. */
export const SUGGESTION_BLUR_DELAY_MS = 250;

/** One results page: every module's first hits, or one module's page; in a group, that group's content only. */
export const searchResultsQuery = (params: SearchParams, group?: string) =>
  queryOptions({
    queryKey: ["search", "results", group ?? null, params.q, params.module ?? null, params.sort_by, params.page],
    queryFn: ({ signal }) => {
      const query = { q: quoteQuery(params.q), page: params.page, sort_by: params.sort_by, module: params.module };
      return group
        ? api(searchApi.groupSearch, { params: { slug: group }, query }, { signal })
        : api(searchApi.search, { query }, { signal });
    },
    staleTime: SEARCH_STALE_MS,
    // A new query, sort or page keeps the same module's sections (with spinners) until its answer is there.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === (group ?? null) && previousQuery.queryKey[4] === (params.module ?? null)
        ? previous
        : undefined,
  });

/** The header's suggestions for the typed text within the scope. */
export const suggestionsQuery = (q: string, scope: SearchScope) =>
  queryOptions({
    queryKey: ["search", "suggestions", q, scope.module ?? null, scope.group ?? null],
    queryFn: ({ signal }) =>
      api(searchApi.suggestions, { query: { q: quoteQuery(q), module: scope.module, group: scope.group } }, { signal }),
    staleTime: SEARCH_STALE_MS,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
