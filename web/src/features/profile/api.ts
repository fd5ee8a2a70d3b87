import { type MemberUpdateBody, membersApi } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: ["members", id],
    queryFn: ({ signal }) => api(membersApi.show, { params: { id } }, { signal }),
  });

export const updateMember = (id: string, body: MemberUpdateBody) => api(membersApi.update, { params: { id }, body });
