import { type Member, type NetworkPreload, networkApi } from "@intranet/contracts";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "./route-client";

/** The preload every screen starts from; the root route loader makes sure it is in the cache. */
export const networkQuery = queryOptions({
  queryKey: ["network"],
  queryFn: ({ signal }) => api(networkApi.show, {}, { signal }),
  staleTime: 5 * 60_000,
});

export function useNetwork(): NetworkPreload {
  return useSuspenseQuery(networkQuery).data;
}

export function useCurrentMember(): Member | null {
  return useNetwork().current_member;
}
