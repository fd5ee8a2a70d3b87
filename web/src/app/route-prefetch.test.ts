import type { LoaderFunction } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { networkQuery } from "../api/network";
import { calendarRoutes } from "../features/calendar";
import type { FeatureManifest, FeatureRoute } from "../features/manifest";
import { messagesRoutes } from "../features/messages";
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
    expect(prefetch).toHaveBeenCalledWith(queryClient, new URL("http://localhost/probe"), {});
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

describe("the first screens' prefetches", () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(String(url));
        return new Response("{}", { status: 500, headers: { "content-type": "application/json" } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const prefetchOf = (routes: FeatureRoute[], path: string) => {
    const prefetch = routes.find((route) => route.path === path)?.handle.prefetch;
    if (!prefetch) throw new Error(`no prefetch on ${path}`);
    return prefetch;
  };
  const run = async (routes: FeatureRoute[], path: string, url: string) => {
    await prefetchOf(routes, path)(createQueryClient({ retry: false }), new URL(url), {});
    return asked.map((u) => new URL(u, "http://localhost")).map((u) => `${u.pathname}${u.search}`);
  };

  it("asks the inbox's page of the address", async () => {
    expect(await run(messagesRoutes, "messages", "http://localhost/messages?page=3")).toEqual([
      "/api/v1/messages?page=3",
    ]);
  });

  it("asks the calendars and the month of the address in its view", async () => {
    const requests = await run(
      calendarRoutes,
      "appointments",
      "http://localhost/appointments?date=2026-03-01&view=sheet",
    );
    expect(requests).toContain("/calendars");
    expect(
      requests.some((r) => r.startsWith("/appointments?") && r.includes("date=2026-03-01") && r.includes("view=sheet")),
    ).toBe(true);
  });
});
