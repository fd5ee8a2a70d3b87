import { directoryApi } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export type MemberListParams = { q: string; page: number; filters: Record<string, string> };

const filterQuery = (filters: Record<string, string>) =>
  Object.fromEntries(Object.entries(filters).map(([name, value]) => [`profile.${name}`, value || undefined]));

/** The member directory, or one group's members when a group slug is given. */
export const directoryMembersQuery = (groupSlug: string | null, p: MemberListParams) =>
  queryOptions({
    queryKey: ["directory", "members", groupSlug, p],
    queryFn: ({ signal }) => {
      const query = { q: p.q, page: p.page, ...filterQuery(p.filters) };
      return groupSlug
        ? api(directoryApi.groupMembers, { params: { slug: groupSlug }, query }, { signal })
        : api(directoryApi.members, { query }, { signal });
    },
    placeholderData: (previous) => previous,
  });

export const directoryFiltersQuery = queryOptions({
  queryKey: ["directory", "filters"],
  queryFn: ({ signal }) => api(directoryApi.filters, {}, { signal }),
  staleTime: 5 * 60_000,
});

export const directoryCategoryQuery = (slug: string, q: string, page: number) =>
  queryOptions({
    queryKey: ["directory", "category", slug, q, page],
    queryFn: ({ signal }) => api(directoryApi.category, { params: { category: slug }, query: { q, page } }, { signal }),
    placeholderData: (previous) => previous,
  });

/**
 * Groups whose names match (the directory's search, groups only): for choosing a group by name, as a member putting
 * another into one (a network administrator finds every group) or a blog's audience.
 */
export const groupsNamedQuery = (q: string) =>
  queryOptions({
    queryKey: ["directory", "groups-named", q],
    queryFn: ({ signal }) => api(directoryApi.search, { query: { q, groups_only: true, limit: 20 } }, { signal }),
    staleTime: 30_000,
  });
