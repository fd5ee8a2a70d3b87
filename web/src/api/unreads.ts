import type { UnreadCounts } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "./client";

/**
 * Unread counts of every feature (Messages, GroupInvites, GroupJoinRequests, Calendars; a missing key
 * is zero). Refreshed when the socket says they changed, and polled every 60 s as a fallback.
 */
export const unreadsQuery = queryOptions({
  queryKey: ["unreads"],
  queryFn: ({ signal }) => apiGet<UnreadCounts>("/api/v1/unreads", { signal }),
  refetchInterval: 60_000,
});
