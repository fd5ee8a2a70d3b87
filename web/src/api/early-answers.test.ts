import { readFileSync } from "node:fs";
import path from "node:path";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchStartPage } from "../features/dashboard/queries";
import { prefetchMessageList } from "../features/messages/api";
import { setCsrfCookie } from "../test/cookies";
import { forgetEarlyAnswers, request } from "./client";

// public/boot.js asks for the first screen's data beside the app's scripts; the app takes each answer once, by its
// address. A boot table that drifted from the addresses the app asks would cost the server a request for nothing.
const BOOT = readFileSync(path.resolve(import.meta.dirname, "../../public/boot.js"), "utf8");
const holder = globalThis as { __intranetEarly?: Record<string, Promise<Response | null>> };

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** Runs boot.js at an address and returns what it asked for: the addresses fetched and the modules preloaded. */
function boot(address: string, table: Record<string, string[]> = {}) {
  window.history.replaceState(null, "", address);
  document.head.innerHTML = `<script type="application/json" id="first-screen-modules">${JSON.stringify(table)}</script>`;
  const fetched: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      fetched.push(url);
      return answer({ url });
    }),
  );
  new Function(BOOT)();
  const preloaded = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));
  return { fetched: fetched.filter((url) => url !== "/api/v1/network"), preloaded };
}

/** The addresses the app's own prefetch of a screen asks for. */
async function appAsks(prefetch: (client: QueryClient) => Promise<unknown>) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      return answer({ messages: [], can: {} });
    }),
  );
  await prefetch(new QueryClient({ defaultOptions: { queries: { retry: false } } })).catch(() => {});
  return asked;
}

describe("the first screen's early answers", () => {
  afterEach(() => {
    forgetEarlyAnswers();
    setCsrfCookie(null);
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  it("asks for the start page's and the inbox's data the app asks for, and preloads the screen's modules", async () => {
    setCsrfCookie("t");
    const start = boot("/", { "/": ["/assets/HomePage-x.js"], "/messages": ["/assets/Messages-x.js"] });
    expect(start.preloaded).toEqual(["/assets/HomePage-x.js"]);
    expect(start.fetched.length).toBeGreaterThan(0);
    forgetEarlyAnswers();
    expect(await appAsks((client) => prefetchStartPage(client))).toEqual(expect.arrayContaining(start.fetched));

    const inbox = boot("/messages");
    expect(inbox.fetched).toEqual(["/api/v1/messages?page=1"]);
    forgetEarlyAnswers();
    expect(await appAsks((client) => prefetchMessageList("inbox")(client, new URL("http://x/messages")))).toEqual(
      inbox.fetched,
    );
    // Another page of the inbox is the app's to ask.
    expect(boot("/messages?page=2").fetched).toEqual([]);
  });

  it("asks for nothing but the preload without a session", () => {
    setCsrfCookie(null);
    expect(boot("/", { "/": ["/assets/HomePage-x.js"] })).toEqual({ fetched: [], preloaded: [] });
    expect(holder.__intranetEarly).toBeUndefined();
  });

  it("gives an early answer to the first GET of its address only, and none once the first screen is drawn", async () => {
    const fetchMock = vi.fn(async () => answer({ from: "the server" }));
    vi.stubGlobal("fetch", fetchMock);
    holder.__intranetEarly = {
      "/api/v1/unreads": Promise.resolve(answer({ from: "boot.js" })),
      "/api/v1/my_groups": Promise.resolve(answer({ from: "boot.js" })),
      "/api/v1/gone": Promise.resolve(null),
    };
    expect(await request("GET", "/api/v1/unreads", undefined, {})).toEqual({ from: "boot.js" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await request("GET", "/api/v1/unreads", undefined, {})).toEqual({ from: "the server" });
    // An early request that failed: the app asks itself. A write never takes an answer.
    expect(await request("GET", "/api/v1/gone", undefined, {})).toEqual({ from: "the server" });
    expect(await request("POST", "/api/v1/my_groups", {}, {})).toEqual({ from: "the server" });
    forgetEarlyAnswers();
    expect(await request("GET", "/api/v1/my_groups", undefined, {})).toEqual({ from: "the server" });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
