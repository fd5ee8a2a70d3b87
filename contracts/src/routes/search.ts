import { errorResponse } from "../common.js";
import { groupSlugParams } from "../groups.js";
import { defineRoutes } from "../route.js";
import { searchQuery, searchResults, searchSuggestions, searchSuggestionsQuery } from "../search.js";

/**
 * `/search` and `/groups/:slug/search` are the SPA's pages on a page load and these answers to a call;
 * the client calls them as the spec names them, `/search.json` and `/groups/:slug/search.json` (`suffix`).
 */
export const searchApi = defineRoutes("search", {
  /**
   * Every module's first hits, or one module's page when `module` is given.
   * Query budget: 70 statements for the modules, the same on any data size: the
   * session, the network's language and the groups whose content the member may read (named by every module's access
   * predicate), then each module's in its own transaction (BEGIN, its settings, the page of ids with the total, a
   * second try with typos when it found nothing, 1–3 to present, COMMIT; the appointments read the member's readable
   * calendars first), the modules
   * side by side on the pool, so an answer waits for the slowest module's 5–7 round trips:
   * server/src/modules/query-budgets.test.ts.
   */
  search: {
    method: "GET",
    path: "/search",
    suffix: ".json",
    query: searchQuery,
    response: { 200: searchResults, 400: errorResponse },
  },
  /** The same within one group the member may read; a group they may not know of is a 404. */
  groupSearch: {
    method: "GET",
    path: "/groups/:slug/search",
    suffix: ".json",
    params: groupSlugParams,
    query: searchQuery,
    response: { 200: searchResults, 400: errorResponse, 404: errorResponse },
  },
  /**
   * The header search's suggestions as the member types (prefix match of the last word).
   * Query budget: 22 statements, the same on any data size: the session, the network's
   * language, the groups whose content the member may read, then one transaction (BEGIN, its settings, the readable
   * calendars, every module's ids in one statement, COMMIT), then each module's titles:
   * server/src/modules/query-budgets.test.ts.
   */
  suggestions: {
    method: "GET",
    path: "/search/suggestions",
    query: searchSuggestionsQuery,
    response: { 200: searchSuggestions, 400: errorResponse, 404: errorResponse },
  },
});
