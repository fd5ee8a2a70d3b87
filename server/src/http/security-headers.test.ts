import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import type { App } from "../app.js";

const script = "console.log('the app');".repeat(50);

/** A built web client as the build leaves it: hashed assets with .br/.gz beside them, and a source map. */
function webDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><div id=root></div>");
  fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  fs.writeFileSync(path.join(dir, "assets", "index-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "assets", "index-abc123.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "assets", "index-abc123.js.gz"), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, "assets", "index-abc123.js.map"), '{"version":3}');
  fs.writeFileSync(path.join(dir, "favicon.svg.map"), '{"version":3}');
  return dir;
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers["content-security-policy"]);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
}

describe("security and caching headers", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ webDist: webDist(), publicUrl: "http://intranet.test" });
  });

  it("a page: the security headers, no HSTS over http, index.html revalidated", async () => {
    const res = await app.inject({ method: "GET", url: "/appointments", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(String(res.headers["content-security-policy"])).not.toContain("upgrade-insecure-requests");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("a hashed asset: precompressed for clients that accept it, immutable for a year", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.statusCode).toBe(200);
    expectSecurityHeaders(br.headers);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("never serves a source map", async () => {
    for (const url of ["/assets/index-abc123.js.map", "/favicon.svg.map"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("an unhashed file of the build is revalidated after an hour", async () => {
    const res = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("API answers, errors included, are never stored", async () => {
    const ok = await app.inject({ method: "GET", url: "/api/v1/network" });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok.headers);
    expect(ok.headers["cache-control"]).toBe("no-store");

    const refused = await app.inject({ method: "GET", url: "/api/v1/unreads" });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused.headers);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });
});

describe("security headers when PUBLIC_URL is https", () => {
  it("adds HSTS and upgrades insecure requests", async () => {
    const app = await createTestApp({ webDist: webDist(), publicUrl: "https://intranet.example.org" });
    const res = await app.inject({ method: "GET", url: "/api/v1/network" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });
});
