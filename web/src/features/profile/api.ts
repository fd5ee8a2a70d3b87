import { type MemberUpdateBody, membersApi } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: ["members", id],
    queryFn: ({ signal }) => api(membersApi.show, { params: { id } }, { signal }),
  });

/** Members by id (a membership property's values) in one request, in that order; unknown ones left out. */
export const membersByIdsQuery = (ids: string[]) =>
  queryOptions({
    queryKey: ["members", "by-ids", ids],
    queryFn: ({ signal }) => api(membersApi.search, { query: { ids: ids.join(",") } }, { signal }),
    enabled: ids.length > 0,
    retry: false,
  });

export const updateMember = (id: string, body: MemberUpdateBody) => api(membersApi.update, { params: { id }, body });
