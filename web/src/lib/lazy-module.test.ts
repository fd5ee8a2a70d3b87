import { describe, expect, it, vi } from "vitest";
import { lazyModule } from "./lazy-module";

describe("a lazily downloaded module", () => {
  it("is downloaded once and the same promise is handed to every caller", async () => {
    const load = vi.fn(() => Promise.resolve({ render: "x" }));
    const get = lazyModule(load);
    const first = get();
    expect(get()).toBe(first);
    expect(await first).toEqual({ render: "x" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("resolves null on a failed download and asks again only once the browser is back online", async () => {
    const load = vi
      .fn<() => Promise<{ render: string }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ render: "x" });
    const get = lazyModule(load);
    expect(await get()).toBeNull();
    // A render after the failure gets the settled null, not a new download (which would suspend the screen again).
    expect(await get()).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("online"));
    expect(await get()).toEqual({ render: "x" });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
