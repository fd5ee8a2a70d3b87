import type { Member } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../api/client";

export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: ["members", id],
    queryFn: ({ signal }) => apiGet<Member>(`/members/${encodeURIComponent(id)}`, { signal }),
  });
