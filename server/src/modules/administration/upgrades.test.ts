import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, member } from "../../../test/factories.js";
import { runningVersion } from "./upgrades.service.js";

/** A stand-in customer central: answers available_upgrades to the right bearer token only, and counts its calls. */
const calls: { path: string; authorization: string | undefined }[] = [];
let answer: unknown = [];
const central = http.createServer((req, res) => {
  calls.push({ path: req.url ?? "", authorization: req.headers.authorization });
  if (req.url !== "/api/v1/available_upgrades") return res.writeHead(404).end();
  if (req.headers.authorization !== "Bearer network-token") return res.writeHead(401).end();
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
});
let centralUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => central.listen(0, "127.0.0.1", resolve));
  centralUrl = `http://127.0.0.1:${(central.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => central.close(() => resolve())));

describe("the update central", () => {
  it("shows the running version, and asks nothing when no customer central is configured", async () => {
    const app = await createTestApp();
    const client = await as(app, await admin(app));
    const res = await client.get("/administration/update-zentrale");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: runningVersion(), customer_central_configured: false });
    const before = calls.length;
    expect((await client.get("/api/v1/update-zentrale/available_upgrades")).json()).toEqual({ upgrades: [] });
    expect(calls.length).toBe(before);
    expect((await (await as(app, await member(app))).get("/administration/update-zentrale")).statusCode).toBe(403);
  });

  it("asks the customer central with the network's bearer token and passes its offers on", async () => {
    const app = await createTestApp({
      customerCentral: { url: centralUrl, token: "network-token" },
      crawlAllowPrivateHosts: true,
    });
    const client = await as(app, await admin(app));
    answer = [
      { name: "Release 7.2", release_notes_url: "https://example.com/7.2", deadline: "2026-12-31" },
      { name: "Release 7.3", release_notes_url: "javascript:alert(1)", deadline: null },
    ];
    expect((await client.get("/administration/update-zentrale")).json().customer_central_configured).toBe(true);
    const res = await client.get("/api/v1/update-zentrale/available_upgrades");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      upgrades: [
        { name: "Release 7.2", release_notes_url: "https://example.com/7.2", deadline: "2026-12-31" },
        // A link that is not http(s) is dropped.
        { name: "Release 7.3", release_notes_url: null, deadline: null },
      ],
    });
    expect(calls.at(-1)).toEqual({ path: "/api/v1/available_upgrades", authorization: "Bearer network-token" });

    // A member never reaches the central through it.
    const before = calls.length;
    expect(
      (await (await as(app, await member(app))).get("/api/v1/update-zentrale/available_upgrades")).statusCode,
    ).toBe(403);
    expect(calls.length).toBe(before);
  });

  it("answers 502 when the central refuses or answers nonsense, and refuses private addresses outside tests", async () => {
    const wrongToken = await createTestApp({
      customerCentral: { url: centralUrl, token: "stolen" },
      crawlAllowPrivateHosts: true,
    });
    const res = await (await as(wrongToken, await admin(wrongToken))).get("/api/v1/update-zentrale/available_upgrades");
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe("customer_central_unavailable");

    answer = { nonsense: true };
    const app = await createTestApp({
      customerCentral: { url: centralUrl, token: "network-token" },
      crawlAllowPrivateHosts: true,
    });
    expect((await (await as(app, await admin(app))).get("/api/v1/update-zentrale/available_upgrades")).statusCode).toBe(
      502,
    );

    const guarded = await createTestApp({ customerCentral: { url: centralUrl, token: "network-token" } });
    const before = calls.length;
    expect(
      (await (await as(guarded, await admin(guarded))).get("/api/v1/update-zentrale/available_upgrades")).statusCode,
    ).toBe(502);
    expect(calls.length).toBe(before);
  });
});
