import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../context.js";
import { markRoutesPublic } from "./auth.js";
import { isNavigation } from "./navigation.js";
import { hasSession, loadPrerendered } from "./prerendered.js";

/** `/directory/x.json` is the JSON of `/directory/x`: the suffix becomes an Accept header. */
export function rewriteJsonSuffix(req: { url?: string; headers: Record<string, unknown> }): string {
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  if (pathname.endsWith(".json") && !pathname.startsWith("/api/storage/")) {
    req.headers.accept = "application/json";
    return pathname.slice(0, -5) + (q === -1 ? "" : url.slice(q));
  }
  return url;
}

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".js": "text/javascript; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";

/**
 * The service worker and the manifest are asked for again on every check for a new version, so they are never kept
 * (a cached sw.js would hold the old version back), nor are boot.js and before-hydration.js, which the pages name
 * without a hash and whose protocol with the app's scripts may change with a deploy; the offline page and the icons
 * are precached by the worker.
 * Other unhashed files (favicon) may change with a deploy, so they are revalidated after an hour.
 */
const cacheControlOf = (file: string) =>
  ["sw.js", "boot.js", "before-hydration.js"].includes(file) || file.endsWith(".webmanifest") || file.endsWith(".html")
    ? "no-cache"
    : "public, max-age=3600";

/** The build's files outside assets/ and index.html: the favicon, sw.js, the manifest, the offline page, icons/. */
function publicFiles(dist: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dist, { withFileTypes: true })) {
    if (entry.name === "index.html" || entry.name === "assets" || entry.name.endsWith(".map")) continue;
    if (entry.isFile()) files.push(entry.name);
    else if (entry.isDirectory() && entry.name === "icons")
      for (const icon of fs.readdirSync(path.join(dist, "icons"))) files.push(`icons/${icon}`);
  }
  return files;
}

/**
 * The same path is a screen and a call: navigations get the SPA's index.html,
 * everything else goes on to the API route.
 */
export const negotiationPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  const indexPath = path.join(ctx.config.webDist, "index.html");
  const hasWeb = fs.existsSync(indexPath);
  let indexHtml: string | null = null;
  let visitorHtml: string | null = null;
  /**
   * The shell; for a navigation without a session, without the files of the member's first screens (web/public/boot.js
   * would ask for the start page's code although the app goes on to the sign-in screen).
   */
  const sendSpa = (reply: FastifyReply, forVisitor = false) => {
    indexHtml ??= hasWeb ? fs.readFileSync(indexPath, "utf8") : null;
    if (!indexHtml) return reply.code(503).type("text/plain").send("The web client is not built. Run `npm run build`.");
    visitorHtml ??= indexHtml.replace(/<script type="application\/json" id="first-screens">[^<]*<\/script>\s*/, "");
    return reply
      .code(200)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "Cookie")
      .send(forVisitor ? visitorHtml : indexHtml);
  };
  app.decorateReply("sendSpa", function (this: FastifyReply) {
    return sendSpa(this);
  });

  // The build's own pages (the offline page, the newsletter designer) are files, even when a browser navigates there.
  const servedFiles = hasWeb ? publicFiles(ctx.config.webDist) : [];
  const filePaths = new Set(servedFiles.map((file) => `/${file}`));
  if (hasWeb) {
    await app.register(async (assets) => {
      markRoutesPublic(assets);
      // Hashed file names: cached for a year. The build writes a .br and a .gz beside each text asset,
      // sent to clients that accept them (Vary: Accept-Encoding). Source maps are never served.
      await assets.register(fastifyStatic, {
        root: path.join(ctx.config.webDist, "assets"),
        prefix: "/assets/",
        immutable: true,
        maxAge: "365d",
        preCompressed: true,
        allowedPath: (pathname) => !pathname.endsWith(".map"),
      });
    });
    // The service worker precaches the shell by its file name.
    app.get("/index.html", { config: { auth: "public" }, schema: { hide: true } }, (_req, reply) => sendSpa(reply));
    for (const file of servedFiles) {
      const full = path.join(ctx.config.webDist, file);
      app.get(`/${file}`, { config: { auth: "public" }, schema: { hide: true } }, (_req, reply) =>
        reply.type(contentTypeOf(file)).header("cache-control", cacheControlOf(file)).send(fs.createReadStream(full)),
      );
    }
  }

  // The signed-out screens drawn at build time (http/prerendered.ts); every other navigation gets the SPA's shell.
  const prerendered = hasWeb ? loadPrerendered(app, ctx.config.webDist) : null;
  app.addHook("onRequest", async (req, reply) => {
    if (!isNavigation(req) || filePaths.has(req.url.split("?")[0] ?? "")) return;
    const html = await prerendered?.send(req);
    if (html)
      return reply
        .code(200)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .header("vary", "Accept-Language, Cookie")
        .send(html);
    return sendSpa(reply, !hasSession(req));
  });
});

declare module "fastify" {
  interface FastifyReply {
    sendSpa(): FastifyReply;
  }
}
