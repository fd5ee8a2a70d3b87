import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import type { App } from "../app.js";
import { SESSION_COOKIE } from "./auth.js";

/** What the web build lists for public/boot.js (web/vite.first-screens.ts). */
const FIRST_SCREENS = JSON.stringify({ screens: { "/": { js: ["/assets/HomePage-abc.js"], css: [] } }, texts: {} });

describe("the service worker's files", () => {
  let app: App;
  beforeAll(async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
    fs.mkdirSync(path.join(webDist, "assets"));
    fs.mkdirSync(path.join(webDist, "icons"));
    fs.writeFileSync(
      path.join(webDist, "index.html"),
      `<!doctype html><script type="application/json" id="first-screens">${FIRST_SCREENS}</script>\n    ` +
        '<script async src="/boot.js"></script><div id=root></div>',
    );
    fs.writeFileSync(path.join(webDist, "sw.js"), "self.skipWaiting()");
    fs.writeFileSync(path.join(webDist, "manifest.webmanifest"), '{"name":"Intranet"}');
    fs.writeFileSync(path.join(webDist, "offline.html"), "<!doctype html><h1>You are offline</h1>");
    fs.writeFileSync(path.join(webDist, "icons", "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    fs.writeFileSync(path.join(webDist, "newsletter-designer.html"), "<!doctype html><div id=designer></div>");
    fs.writeFileSync(path.join(webDist, "assets", "designer-main-abc123.js"), "export {}");
    app = await createTestApp({ webDist });
  });

  const get = (url: string, accept = "*/*") => app.inject({ method: "GET", url, headers: { accept } });

  it("serves sw.js as JavaScript that is never kept, so a new version is found at once", async () => {
    const res = await get("/sw.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/javascript");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe("self.skipWaiting()");
  });

  it("serves the shell by its file name too (the worker precaches index.html), never kept", async () => {
    const res = await get("/index.html");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("id=root");
  });

  it("serves the manifest with its type, the offline page and the icons", async () => {
    const manifest = await get("/manifest.webmanifest", "application/manifest+json,*/*");
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.json()).toEqual({ name: "Intranet" });
    const offline = await get("/offline.html");
    expect(offline.headers["content-type"]).toContain("text/html");
    expect(offline.body).toContain("You are offline");
    const icon = await get("/icons/icon-192.png", "image/avif,image/webp,image/png,*/*");
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toBe("image/png");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves the newsletter designer's page to a browser's navigation, not the app's shell", async () => {
    const page = await get("/newsletter-designer.html", "text/html,application/xhtml+xml,*/*;q=0.8");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("id=designer");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect((await get("/assets/designer-main-abc123.js")).statusCode).toBe(200);
  });

  it("lists the first screens' files for a member's navigation, not for a visitor's, who goes on to sign in", async () => {
    const navigation = "text/html,application/xhtml+xml,*/*;q=0.8";
    const member = await app.inject({
      method: "GET",
      url: "/",
      headers: { accept: navigation, cookie: `${SESSION_COOKIE}=anything` },
    });
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain(`<script type="application/json" id="first-screens">${FIRST_SCREENS}</script>`);
    expect(String(member.headers.vary)).toMatch(/cookie/i);
    const visitor = await get("/", navigation);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain("first-screens");
    expect(visitor.body).toContain('<script async src="/boot.js"></script><div id=root></div>');
    expect(String(visitor.headers.vary)).toMatch(/cookie/i);
  });
});
