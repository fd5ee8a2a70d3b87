import type { NetworkPreload } from "@intranet/contracts";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { network } from "../test/fixtures";
import { networkQuery } from "./network";

const preload = (name: string) => network({ name });
const holder = globalThis as { __intranetNetwork?: Promise<NetworkPreload | null> };

describe("networkQuery", () => {
  afterEach(() => {
    delete holder.__intranetNetwork;
    vi.unstubAllGlobals();
  });

  it("takes the answer public/boot.js asked for once, then asks the server itself", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(preload("From the server")), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    holder.__intranetNetwork = Promise.resolve(preload("Asked early"));
    const client = new QueryClient();
    expect((await client.fetchQuery(networkQuery)).name).toBe("Asked early");
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await client.fetchQuery({ ...networkQuery, staleTime: 0 })).name).toBe("From the server");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks the server when the early request failed", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(preload("From the server")), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    holder.__intranetNetwork = Promise.resolve(null);
    expect((await new QueryClient().fetchQuery(networkQuery)).name).toBe("From the server");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
