import { unreadsApi } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./route-client";

/**
 * Unread counts of every feature (Messages, GroupInvites, GroupJoinRequests, Calendars; a missing key
 * is zero). Refreshed when the socket says they changed, and polled every 60 s as a fallback.
 */
export const unreadsQuery = queryOptions({
  queryKey: ["unreads"],
  queryFn: ({ signal }) => api(unreadsApi.counts, {}, { signal }),
  refetchInterval: 60_000,
});
