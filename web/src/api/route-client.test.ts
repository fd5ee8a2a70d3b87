import { searchApi } from "@intranet/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, routeKey, routeUrl } from "./route-client";

afterEach(() => vi.unstubAllGlobals());

describe("routes the spec names with .json", () => {
  it("are called as {path}.json and stubbed by their path", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({}), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await api(searchApi.groupSearch, { params: { slug: "it" }, query: { q: "server" } });
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toMatch(/^\/groups\/it\/search\.json\?q=server/);
    expect(routeUrl(searchApi.search, { query: { q: "a b" } })).toBe("/search.json?q=a+b");
    expect(routeKey(searchApi.search)).toBe("GET /search");
  });
});
