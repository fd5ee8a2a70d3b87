import { z } from "zod";
import { errorResponse } from "../common.js";
import { defineRoutes, redirectNoContent } from "../route.js";
import { authProviders, setupBody, setupInfo, setupResult } from "../setup.js";

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * The first start of a production network (DEMO=false): a one-time link `/setup/{token}` (the page) whose token
 * these calls take. Both answer 404 once the link is used or expired, or when an administrator exists.
 */
export const setupApi = defineRoutes("setup", {
  show: {
    method: "GET",
    path: "/api/v1/setup/:token",
    params: tokenParams,
    response: { 200: setupInfo, 404: errorResponse },
  },
  complete: {
    method: "POST",
    path: "/api/v1/setup/:token",
    params: tokenParams,
    body: setupBody,
    response: { 200: setupResult, 404: errorResponse, 422: errorResponse },
  },
});

/** Single sign-on through an OpenID Connect provider (OIDC_ISSUER …); the sign-in routes answer 404 when it is off. */
export const ssoApi = defineRoutes("auth", {
  providers: { method: "GET", path: "/api/v1/auth/providers", response: { 200: authProviders } },
  /** Sends the browser to the provider (authorization code with PKCE, state and nonce). */
  oidcStart: {
    method: "GET",
    path: "/api/v1/auth/oidc",
    query: z.object({ redirect_to: z.string().max(2000).optional() }),
    produces: "redirect",
    response: { 302: redirectNoContent, 404: errorResponse },
  },
  /** Where the provider sends the browser back; on to the page asked for, or the sign-in page with ?error=. */
  oidcCallback: {
    method: "GET",
    path: "/api/v1/auth/oidc/callback",
    produces: "redirect",
    response: { 303: redirectNoContent, 404: errorResponse },
  },
});
