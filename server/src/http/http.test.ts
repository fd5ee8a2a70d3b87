import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MAX_MESSAGE_SUBJECT } from "@intranet/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { anonymous, as, member } from "../../test/factories.js";
import type { App } from "../app.js";

describe("content negotiation and the error shape", () => {
  let app: App;
  beforeAll(async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
    fs.mkdirSync(path.join(webDist, "assets"));
    fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><div id=root></div>");
    fs.writeFileSync(path.join(webDist, "assets", "app.js"), "console.log(1)");
    app = await createTestApp({ webDist });
  });

  it("serves the SPA to a browser navigation and JSON to a call on the same path", async () => {
    const m = await member(app);
    const page = await anonymous(app).get(`/members/${m.id}`, { accept: "text/html,application/xhtml+xml" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("id=root");
    const call = await (await as(app, m)).get(`/members/${m.id}`);
    expect(call.json().id).toBe(m.id);
    const suffix = await (await as(app, m)).get(`/members/${m.id}.json`, { accept: "text/html" });
    expect(suffix.json().id).toBe(m.id);
  });

  it("answers a path the router cannot read, or with an over-long parameter, with the one 404, not echoing it", async () => {
    const m = await as(app, await member(app));
    for (const url of [
      "/members/%E0%A4%A",
      `/members/${"a".repeat(300)}`,
      `/api/v1/mailings/unsubscribe/${"x".repeat(5000)}`,
    ]) {
      const res = await m.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: "not_found", message: "Not found." });
    }
  });

  it("answers unknown routes with the JSON 404 for calls and the SPA for navigations", async () => {
    const call = await anonymous(app).get("/no/such/thing");
    expect(call.statusCode).toBe(404);
    expect(call.json()).toEqual({ error: "not_found", message: "Not found." });
    const api = await anonymous(app).get("/api/v1/nothing", { accept: "text/html" });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe("not_found");
    const nav = await anonymous(app).get("/no/such/page", { accept: "text/html" });
    expect(nav.statusCode).toBe(200);
    expect(nav.body).toContain("id=root");
  });

  it("serves the page to a GET that names no type (curl), outside the server's own paths and files", async () => {
    for (const accept of [undefined, "*/*", "text/html"]) {
      for (const url of ["/", "/appointments", "/groups/it"]) {
        const res = await app.inject({ method: "GET", url, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers["content-type"]).toContain("text/html");
        expect(res.body).toContain("id=root");
      }
    }
    const api = await app.inject({ method: "GET", url: "/api/v1/network" });
    expect(api.headers["content-type"]).toContain("application/json");
    expect((await app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    const file = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(file.statusCode).toBe(404);
    expect(file.json().error).toBe("not_found");
    const image = await app.inject({ method: "GET", url: "/logo.png", headers: { accept: "*/*" } });
    expect(image.statusCode).toBe(404);
    const call = await app.inject({ method: "GET", url: "/appointments", headers: { accept: "application/json" } });
    expect(call.statusCode).toBe(401);
  });

  it("serves built assets", async () => {
    const res = await anonymous(app).get("/assets/app.js", { accept: "*/*" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("console.log(1)");
  });

  it("refuses oversized bodies and wrong types with the error shape", async () => {
    const m = await member(app);
    const client = await as(app, m);
    const big = await client.request({
      method: "PUT",
      url: "/users",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ user: { current_password: "x".repeat(2 * 1024 * 1024) } }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe("payload_too_large");
    const wrongType = await client.put("/users", { user: { current_password: 42 } });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.current_password).toBeDefined();
    expect(wrongType.json().codes.current_password).toEqual(["invalid"]);
    const blank = await client.put("/users", { user: { current_password: "" } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().codes.current_password).toEqual(["required"]);
    // A malformed id names nothing that exists: the same 404 as an unknown one.
    const badId = await client.get("/members/not-an-id");
    expect(badId.statusCode).toBe(404);
    expect(badId.json().error).toBe("not_found");
  });

  it("names the limit a too long or too short field missed, and none for a field without one", async () => {
    const client = await as(app, await member(app));
    const long = await client.post("/api/v1/messages", { subject: "s".repeat(MAX_MESSAGE_SUBJECT + 1), content: "x" });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ codes: { subject: ["too_long"] }, limits: { subject: MAX_MESSAGE_SUBJECT } });
    const short = await client.put("/users", { user: { current_password: "x", password: "short" } });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ codes: { password: ["too_short"] }, limits: { password: 10 } });
    const blank = await client.put("/users", { user: { current_password: "" } });
    expect(blank.json().limits).toBeUndefined();
  });

  it("publishes the OpenAPI description", async () => {
    const res = await anonymous(app).get("/api/docs/json");
    expect(res.statusCode).toBe(200);
    expect(res.json().paths["/api/v1/network"]).toBeDefined();
  });
});
