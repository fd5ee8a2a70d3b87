import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import type { Config } from "../config.js";
import type { AppContext } from "../context.js";

/**
 * The Content-Security-Policy the SPA runs under. Scripts only from this origin (the Vite build has no inline
 * script); styles may be inline because Mantine writes its CSS variables and component styles into style
 * attributes and <style> tags; images only from this origin, `data:` (icons) and `blob:` (upload previews):
 * never from another host, so rich text cannot embed a tracking pixel. The video meetings' origin may be
 * framed when the integration is on, and the office server's (WOPI) framed and posted to when it is configured.
 * Map tiles are the one exception to images from this origin: the configured tile server's.
 */
export function contentSecurityPolicy(
  config: Pick<Config, "publicUrl" | "jitsi"> & Partial<Pick<Config, "wopi" | "maps">>,
) {
  const https = config.publicUrl.startsWith("https:");
  const office = config.wopi ? [new URL(config.wopi.discoveryUrl).origin] : [];
  // Map tiles come as images from the configured tile server (its host may carry a {s} subdomain placeholder).
  const tiles = config.maps?.tileUrl ? [tileOrigin(config.maps.tileUrl)] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...tiles],
      fontSrc: ["'self'", "data:"],
      // 'self' covers the WebSocket at /api/chat/socket on the same host.
      connectSrc: ["'self'"],
      frameSrc: [...(config.jitsi ? ["'self'", new URL(config.jitsi.url).origin] : ["'self'"]), ...office],
      frameAncestors: ["'self'"],
      formAction: ["'self'", ...office],
      objectSrc: ["'none'"],
      // Only where the site is served over https: on a plain-http intranet it would break every request.
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** The tile server's origin for the policy; a `{s}` or `{theme}` subdomain placeholder becomes a wildcard. */
function tileOrigin(template: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(template);
  return (match?.[1] ?? template).replace("{s}", "*").replace("{theme}", "*");
}

/**
 * Security headers on every answer (helmet), HSTS only when PUBLIC_URL is https, and a cache policy per kind
 * of answer: whatever does not state its own (hashed assets are immutable, index.html `no-cache`, stored files
 * and feeds `private`) is `no-store`, since API answers carry personal data. Helmet's middleware is made once
 * here (the Fastify plugin built it anew, the policy parsed again, on every request) and set in one hook.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  const { config } = ctx;
  const https = config.publicUrl.startsWith("https:");
  const headers = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Links to meeting rooms and documents open in other tabs; they need not learn our URLs.
    referrerPolicy: { policy: "same-origin" },
  });
  app.addHook("onRequest", (req, reply, done) => {
    headers(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  app.addHook("onSend", async (_req, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
});
