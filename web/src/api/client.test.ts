import { defineRoutes, noContent } from "@intranet/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { setCsrfCookie } from "../test/cookies";
import { jsonResponse } from "../test/render";
import { ApiError, setUnauthorizedHandler, withQuery } from "./client";
import { ResponseMismatchError } from "./response-check";
import { api, routeKey, routeUrl } from "./route-client";

const ok = z.object({ ok: z.boolean() });
const anything = z.unknown();
const routes = defineRoutes("test", {
  members: {
    method: "GET",
    path: "/members",
    query: z.object({ q: z.string(), limit: z.number(), skip: z.string().optional() }),
    response: { 200: ok },
  },
  things: { method: "POST", path: "/things", body: z.object({ a: z.number() }), response: { 200: ok } },
  updateUser: { method: "PUT", path: "/users", body: z.object({}), response: { 200: anything } },
  signOut: { method: "DELETE", path: "/users/sign_out", response: { 204: noContent } },
  edit: { method: "GET", path: "/users/edit", response: { 200: anything } },
  network: { method: "GET", path: "/api/v1/network", response: { 200: anything } },
  x: { method: "GET", path: "/x", response: { 200: anything } },
  file: {
    method: "GET",
    path: "/api/storage/:directory/:id",
    params: z.object({ directory: z.string(), id: z.string() }),
    response: { 200: ok },
  },
});

describe("api client", () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    setUnauthorizedHandler(onUnauthorized);
    onUnauthorized.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
    setCsrfCookie(null);
  });

  it("asks for JSON on every call and sends the CSRF cookie on writes only", async () => {
    setCsrfCookie("t%2Bk");
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    await api(routes.members, { query: { q: "ad", limit: 10, skip: undefined } });
    await api(routes.things, { body: { a: 1 } });

    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[0]).toBe("/members?q=ad&limit=10");
    expect(calls[0]?.[1].headers).toEqual({ Accept: "application/json" });
    expect(calls[1]?.[1].headers).toEqual({
      Accept: "application/json",
      "X-CSRF-Token": "t+k",
      "Content-Type": "application/json",
    });
    expect(calls[1]?.[1].body).toBe('{"a":1}');
  });

  it("turns the error shape into an ApiError with field errors", async () => {
    vi.stubGlobal("fetch", async () =>
      jsonResponse({ error: "validation_failed", message: "Check", errors: { "user.email": ["taken"] } }, 422),
    );
    const error = await api(routes.updateUser, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: "validation_failed", message: "Check" });
    expect((error as ApiError).fieldError("email")).toBe("taken");
  });

  it("returns undefined for 204", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    await expect(api(routes.signOut)).resolves.toBeUndefined();
  });

  it("sends a lost session to sign in, but not on the sign-in screens or when told not to", async () => {
    vi.stubGlobal("fetch", async () => jsonResponse({ error: "unauthorized", message: "Sign in" }, 401));
    window.history.replaceState(null, "", "/users/edit");
    await expect(api(routes.edit)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await expect(api(routes.updateUser, { body: {} }, { redirectOnUnauthorized: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    window.history.replaceState(null, "", "/users/sign_in");
    await expect(api(routes.network)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("reports an unreachable server as network_error", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(api(routes.x)).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  it("builds query strings without empty values", () => {
    expect(withQuery("/a", { q: "x y", n: null })).toBe("/a?q=x+y");
    expect(withQuery("/a?b=1", { c: 2 })).toBe("/a?b=1&c=2");
    expect(withQuery("/a", {})).toBe("/a");
  });

  it("fills path parameters from the route table, encoded, for calls, links and test stubs", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    await api(routes.file, { params: { directory: "files", id: "a b/c" } });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[0]).toBe("/api/storage/files/a%20b%2Fc");
    expect(routeUrl(routes.members, { query: { q: "x", limit: 5 } })).toBe("/members?q=x&limit=5");
    expect(routeKey(routes.file, { directory: "images", id: "1" })).toBe("GET /api/storage/images/1");
  });

  it("refuses at compile time what the route table does not declare", () => {
    // Never called: tsc fails this file if one of these lines stops being an error.
    const wrongUses = () => [
      // @ts-expect-error a path parameter the route does not have
      api(routes.file, { params: { directory: "files", key: "1" } }),
      // @ts-expect-error a body field of the wrong type
      api(routes.things, { body: { a: "1" } }),
      // @ts-expect-error the answer has no such field
      api(routes.things, { body: { a: 1 } }).then((answer) => answer.missing),
      // @ts-expect-error a required path parameter left out
      api(routes.file),
    ];
    expect(typeof wrongUses).toBe("function");
  });

  it("checks answers against the route's schema in development and tests", async () => {
    vi.stubGlobal("fetch", async () => jsonResponse({ ok: "yes" }));
    await expect(api(routes.things, { body: { a: 1 } })).rejects.toBeInstanceOf(ResponseMismatchError);
  });
});
