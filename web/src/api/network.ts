import { type Member, type NetworkPreload, networkApi } from "@intranet/contracts";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "./route-client";

/** The preload every screen starts from; the root route loader makes sure it is in the cache. */
/**
 * The network preload public/boot.js asked for while the scripts loaded: taken once (the first load of the network
 * query), null when there is none or it failed, so the query asks itself.
 */
async function takeEarlyNetwork(): Promise<NetworkPreload | null> {
  const holder = globalThis as { __intranetNetwork?: Promise<NetworkPreload | null> };
  const early = holder.__intranetNetwork;
  if (!early) return null;
  delete holder.__intranetNetwork;
  const data = await early;
  // As api() does: development and tests check the answer against the contract.
  if (import.meta.env.DEV && data) (await import("./response-check")).checkResponse(networkApi.show, data);
  return data;
}

export const networkQuery = queryOptions({
  queryKey: ["network"],
  queryFn: async ({ signal }) => (await takeEarlyNetwork()) ?? api(networkApi.show, {}, { signal }),
  staleTime: 5 * 60_000,
});

export function useNetwork(): NetworkPreload {
  return useSuspenseQuery(networkQuery).data;
}

export function useCurrentMember(): Member | null {
  return useNetwork().current_member;
}
