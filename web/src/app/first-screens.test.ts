import path from "node:path";
import { describe, expect, it } from "vitest";
import type { FeatureRoute } from "../features/manifest";
import { features } from "./features";
import { FIRST_SCREENS } from "./first-screens";

const WEB = path.resolve(import.meta.dirname, "../..");

const routes = features.flatMap((feature) => feature.routes ?? []);
const addressOf = (route: FeatureRoute) => (route.index ? "/" : `/${route.path}`);

describe("the first screens' files (boot.js asks for them before the app routes)", () => {
  it.each(Object.entries(FIRST_SCREENS))("%s is drawn by a route whose page is %s", async (address, module) => {
    const found = routes.filter((route) => addressOf(route) === address);
    expect(found).toHaveLength(1);
    const lazy = found[0]?.lazy;
    if (typeof lazy !== "function") throw new Error(`${address} has no lazy page`);
    // The component the route loads is one the listed module exports.
    const { Component } = (await lazy()) as { Component?: unknown };
    const page = (await import(/* @vite-ignore */ path.join(WEB, module))) as Record<string, unknown>;
    expect(Component).toBeDefined();
    expect(Object.values(page)).toContain(Component);
  });

  it("lists every screen whose route asks for its data before its code has arrived", () => {
    const prefetching = routes.filter((route) => route.handle?.prefetch && !route.path?.includes(":")).map(addressOf);
    expect(prefetching.length).toBeGreaterThan(0);
    expect(Object.keys(FIRST_SCREENS).sort()).toEqual([...new Set(prefetching)].sort());
  });
});
