import type { LoaderFunction } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { networkQuery } from "../api/network";
import type { FeatureManifest } from "../features/manifest";
import { network } from "../test/fixtures";
import { featureRoutes } from "./feature-routes";
import { createQueryClient } from "./query-client";

/** A feature whose screen names its first queries; its lazy module is held until the test lets it go. */
function probe(prefetch: () => unknown) {
  let release: () => void = () => {};
  const code = new Promise<void>((resolve) => {
    release = resolve;
  });
  const feature: FeatureManifest = {
    key: "probe",
    routes: [
      {
        path: "probe",
        handle: { title: "header.home", prefetch },
        lazy: async () => {
          await code;
          return { Component: () => null };
        },
      },
    ],
  };
  return { feature, release };
}

const loaderOf = (routes: ReturnType<typeof featureRoutes>) => routes[0]?.loader as LoaderFunction;
const args = { request: new Request("http://localhost/probe"), params: {}, context: undefined } as never;

describe("a route's prefetch", () => {
  it("asks the screen's queries before its code has loaded, for a signed-in member", async () => {
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(networkQuery.queryKey, network());
    const prefetch = vi.fn();
    const { feature, release } = probe(prefetch);
    const routes = featureRoutes([feature], (f) => f.routes, queryClient);
    expect(await loaderOf(routes)(args)).toBeNull();
    expect(prefetch).toHaveBeenCalledWith(queryClient);
    release();
  });

  it("asks nothing for a visitor (the member-only routes send them to sign in)", async () => {
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(networkQuery.queryKey, network({ current_member: null }));
    const prefetch = vi.fn();
    const { feature } = probe(prefetch);
    await loaderOf(featureRoutes([feature], (f) => f.routes, queryClient))(args);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
