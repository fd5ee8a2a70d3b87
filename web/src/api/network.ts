import type { Member, NetworkPreload } from "@intranet/contracts";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { apiGet } from "./client";

/** The preload every screen starts from; the root route loader makes sure it is in the cache. */
export const networkQuery = queryOptions({
  queryKey: ["network"],
  queryFn: ({ signal }) => apiGet<NetworkPreload>("/api/v1/network", { signal }),
  staleTime: 5 * 60_000,
});

export function useNetwork(): NetworkPreload {
  return useSuspenseQuery(networkQuery).data;
}

export function useCurrentMember(): Member | null {
  return useNetwork().current_member;
}
