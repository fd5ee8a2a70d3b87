import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../context.js";
import { safeEqual } from "../lib/tokens.js";
import { AppError, forbidden, unauthorized } from "./errors.js";
import { isNavigation } from "./navigation.js";

export const SESSION_COOKIE = "intranet_session";
export const CSRF_COOKIE = "csrf_token";
/** Holds a sign-in that passed the password and waits for the second factor. */
export const CHALLENGE_COOKIE = "intranet_2fa";
export const CSRF_HEADER = "x-csrf-token";

/**
 * Every route states who may call it; a route without this decision fails at start-up.
 * - public: anyone, signed in or not
 * - member: a signed-in member
 * - admin: a signed-in network administrator
 * - token: authenticated by its own token in the URL (feeds, signed file links); checked by the route
 */
export type AuthRequirement = "public" | "member" | "admin" | "token";

export type RouteAuthEntry = { method: string; url: string; auth: AuthRequirement };

/**
 * The signed-in member and their session. The auth module widens both to its rows by declaration
 * merging (see auth.module.ts) and supplies the lookup through its descriptor, so http/ names no module.
 */
export interface SignedInMember {
  id: string;
  isNetworkAdmin: boolean;
}
export interface SignedInSession {
  csrfToken: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route with its auth decision, for the test that walks them. */
    routeAuthTable: RouteAuthEntry[];
  }
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    /** Writes that start a session (sign-in, password reset) rely on the origin check instead of the token. */
    csrf?: boolean;
  }
  interface FastifyRequest {
    member: SignedInMember | null;
    session: SignedInSession | null;
    /** Per-request memo for policies: each entity's `can` is computed once per request. */
    memo: Map<string, unknown>;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function sessionCookieOptions(ctx: AppContext, httpOnly: boolean) {
  return {
    path: "/",
    httpOnly,
    sameSite: "lax" as const,
    secure: ctx.config.publicUrl.startsWith("https://"),
    maxAge: 14 * 24 * 3600,
  };
}

export function setSessionCookies(ctx: AppContext, reply: FastifyReply, token: string, csrfToken: string) {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(ctx, true));
  reply.setCookie(CSRF_COOKIE, csrfToken, sessionCookieOptions(ctx, false));
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  reply.clearCookie(CSRF_COOKIE, { path: "/" });
}

/** For third-party plugins (static assets, API docs) whose routes cannot carry our config: all public. */
export function markRoutesPublic(scope: FastifyInstance) {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, auth: "public" };
  });
}

/** The signed-in member, or 401. */
export function currentMember(req: FastifyRequest): SignedInMember {
  if (!req.member) throw unauthorized();
  return req.member;
}

const crossSite = () => forbidden("Cross-site requests are not allowed.");

/**
 * A write from another site is refused before anything else looks at it. Browsers tell where a request
 * comes from in Sec-Fetch-Site and Origin. `Origin: null` (a sandboxed frame, a data: or file: page, a
 * redirect across sites) is believed only beside `Sec-Fetch-Site: same-origin`, which browsers also send
 * when a page's Referrer-Policy is no-referrer turns a same-origin form's Origin into null. Clients that
 * send neither header (not a browser) pass; writes with a session still need the CSRF token.
 */
function checkOrigin(req: FastifyRequest) {
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site") throw crossSite();
  const origin = req.headers.origin;
  if (origin === undefined) return;
  if (origin === "null") {
    if (site !== "same-origin") throw crossSite();
    return;
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw crossSite();
  }
  if (originHost !== req.headers.host) throw crossSite();
}

export const authPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  app.decorateRequest("member", null);
  app.decorateRequest("session", null);
  app.decorateRequest("memo", {
    getter() {
      const self = this as unknown as { _memo?: Map<string, unknown> };
      self._memo ??= new Map();
      return self._memo;
    },
  });

  const table: RouteAuthEntry[] = [];
  app.decorate("routeAuthTable", table);
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  // Checked once all plugins have run their own onRoute hooks (markRoutesPublic runs after this one).
  app.addHook("onReady", async () => {
    for (const route of routes) {
      const auth = route.config?.auth;
      if (!auth) throw new Error(`Route ${route.method} ${route.url} declares no auth decision (config.auth)`);
      for (const method of [route.method].flat()) table.push({ method, url: route.url, auth });
    }
  });

  // Headers an error carries (Retry-After of a 429) go out with whichever handler answers it.
  app.addHook("onError", async (_req, reply, err) => {
    if (err instanceof AppError && err.headers) reply.headers(err.headers);
  });

  // onRequest, so a visitor is turned away before the body is even parsed or validated.
  app.addHook("onRequest", async (req) => {
    if (isNavigation(req)) return;
    const auth = req.routeOptions.config.auth;
    const token = req.cookies[SESSION_COOKIE];
    if (token) {
      const found = await ctx.modules.sessions(ctx.db, token);
      if (found) {
        req.session = found.session;
        req.member = found.member;
      }
    }
    if (!SAFE_METHODS.has(req.method)) {
      checkOrigin(req);
      if (req.session && req.routeOptions.config.csrf !== false) {
        const header = req.headers[CSRF_HEADER];
        if (typeof header !== "string" || !safeEqual(header, req.session.csrfToken)) {
          throw new AppError(403, "invalid_csrf_token", "Your session has expired. Please reload the page.");
        }
      }
    }
    if (auth === "member" || auth === "admin") {
      const member = currentMember(req);
      if (auth === "admin" && !member.isNetworkAdmin) throw forbidden();
    }
  });
});
