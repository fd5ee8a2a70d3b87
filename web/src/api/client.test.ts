import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCsrfCookie } from "../test/cookies";
import { jsonResponse } from "../test/render";
import { ApiError, apiGet, apiSend, setUnauthorizedHandler, withQuery } from "./client";

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
    await apiGet("/members", { query: { q: "ad", limit: 10, skip: undefined } });
    await apiSend("POST", "/things", { a: 1 });

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
    const error = await apiSend("PUT", "/users", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: "validation_failed", message: "Check" });
    expect((error as ApiError).fieldError("email")).toBe("taken");
  });

  it("returns undefined for 204", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    await expect(apiSend("DELETE", "/users/sign_out")).resolves.toBeUndefined();
  });

  it("sends a lost session to sign in, but not on the sign-in screens or when told not to", async () => {
    vi.stubGlobal("fetch", async () => jsonResponse({ error: "unauthorized", message: "Sign in" }, 401));
    window.history.replaceState(null, "", "/users/edit");
    await expect(apiGet("/users/edit")).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await expect(apiSend("PUT", "/users", {}, { redirectOnUnauthorized: false })).rejects.toBeInstanceOf(ApiError);
    window.history.replaceState(null, "", "/users/sign_in");
    await expect(apiGet("/api/v1/network")).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("reports an unreachable server as network_error", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiGet("/x")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  it("builds query strings without empty values", () => {
    expect(withQuery("/a", { q: "x y", n: null })).toBe("/a?q=x+y");
    expect(withQuery("/a?b=1", { c: 2 })).toBe("/a?b=1&c=2");
    expect(withQuery("/a", {})).toBe("/a");
  });
});
