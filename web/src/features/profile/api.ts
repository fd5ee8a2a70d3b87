import type { Member, MemberUpdateBody } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../api/client";

export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: ["members", id],
    queryFn: ({ signal }) => apiGet<Member>(`/members/${encodeURIComponent(id)}`, { signal }),
  });

export const updateMember = (id: string, body: MemberUpdateBody) =>
  apiSend<Member>("PUT", `/members/${encodeURIComponent(id)}`, body);
