import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { as, type Client, member } from "../../test/factories.js";
import type { App } from "../app.js";

describe("compressed answers", () => {
  let app: App;
  let client: Client;
  beforeAll(async () => {
    app = await createTestApp();
    client = await as(app, await member(app));
  });

  it("a JSON answer over 1 KB in brotli when the client accepts it, and the same JSON once decoded", async () => {
    const plain = await client.get("/api/v1/network");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await client.get("/api/v1/network", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toContain("application/json");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it("gzip for a client without brotli", async () => {
    const gz = await client.get("/api/v1/network", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).current_member.id).toBe(client.member?.id);
  });

  it("a small answer as it is", async () => {
    const res = await client.get("/api/v1/unreads", { "accept-encoding": "br, gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toBeTypeOf("object");
  });

  it("an error in the one JSON shape, compressed or not", async () => {
    const res = await client.get("/api/v1/nothing", { "accept-encoding": "br" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "not_found", message: "Not found." });
  });

  it("does not inflate a compressed request body: a gzip bomb is refused, not unpacked", async () => {
    const bomb = zlib.gzipSync(Buffer.from(`{"title":"${"a".repeat(5_000_000)}"}`));
    const res = await client.request({
      method: "POST",
      url: "/api/v1/messages",
      payload: bomb,
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTypeOf("string");
  });
});
