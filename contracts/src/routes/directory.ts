import { z } from "zod";
import { errorResponse } from "../common.js";
import {
  directoryCategoryQuery,
  directoryCategoryResponse,
  directoryFiltersResponse,
  directoryMembersQuery,
  directoryMembersResponse,
  directorySearchQuery,
  directorySearchResponse,
} from "../directory.js";
import { groupSlugParams } from "../groups.js";
import { defineRoutes } from "../route.js";

export const directoryCategoryParams = z.object({ category: z.string().min(1).max(120) });

const membersResponse = { 200: directoryMembersResponse, 403: errorResponse, 404: errorResponse };

/** The directory: paged member lists, groups per category and the quick search of pickers. */
export const directoryApi = defineRoutes("directory", {
  members: { method: "GET", path: "/directory/members", query: directoryMembersQuery, response: membersResponse },
  groupMembers: {
    method: "GET",
    path: "/groups/:slug/members",
    params: groupSlugParams,
    query: directoryMembersQuery,
    response: membersResponse,
  },
  filters: { method: "GET", path: "/directory/members/filters", response: { 200: directoryFiltersResponse } },
  category: {
    method: "GET",
    path: "/directory/:category",
    suffix: ".json",
    params: directoryCategoryParams,
    query: directoryCategoryQuery,
    response: { 200: directoryCategoryResponse, 404: errorResponse },
  },
  /** Query budget: 5 statements (1 of them the session), the same on any data size: server/src/modules/query-budgets.test.ts. */
  search: {
    method: "GET",
    path: "/directory",
    query: directorySearchQuery,
    response: { 200: directorySearchResponse, 404: errorResponse },
  },
});
