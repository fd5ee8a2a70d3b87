import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app.js";
import { authPlugin } from "../src/http/auth.js";
import { createTestApp } from "./app.js";
import { anonymous } from "./factories.js";

/** Routes anyone may call. A new public route must be added here on purpose. */
const PUBLIC_ROUTES = new Set([
  // mailings: the unsubscribe link's confirmation and one-click POST (the signed token is the credential)
  "GET /api/v1/mailings/unsubscribe/:token",
  "POST /api/v1/mailings/unsubscribe/:token",
  "GET /api/v1/network",
  "POST /users/sign_in",
  "DELETE /users/sign_out",
  "POST /users/password",
  "PUT /users/password",
  "PUT /users/two_factor_authentication",
  "GET /healthz",
  "GET /readyz",
  // Legal texts and the imprint: readable without an account.
  "GET /legal",
  "GET /legal/:handle",
  "GET /imprint",
  // Previews: a visitor reads the network's active theme's images only (uploads' visitorFileAccess).
  "GET /api/storage/:directory/:id/preview",
  // The network's navigation: visitors read its public items (navigation.test.ts).
  "GET /api/v1/navigation",
  // Single sign-on: what the sign-in page offers, the start and the provider's callback (404 when not configured).
  "GET /api/v1/auth/providers",
  "GET /api/v1/auth/oidc",
  "GET /api/v1/auth/oidc/callback",
  // An invitation link's sign-up page: the token is the credential (single use, expires).
  "GET /api/v1/invitations/:token",
  "POST /api/v1/invitations/:token",
  // Joining without an invitation (404 while the network's join settings do not allow it).
  "GET /api/v1/registrations/captcha",
  "GET /api/v1/registrations/member_profile",
  "POST /users",
  "POST /users/confirmation",
]);

const sampleUrl = (url: string) =>
  url
    .replace(/:directory/g, "files")
    .replace(/:size/g, "200x200")
    .replace(/:[a-zA-Z_]+/g, "0123456789abcdef01234567")
    .replace(/\*/g, "x");

describe("route table", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("gives every route an auth decision and keeps the public ones to the known list", () => {
    const ours = app.routeAuthTable.filter((r) => !r.url.startsWith("/api/docs") && !r.url.startsWith("/assets/"));
    expect(ours.length).toBeGreaterThan(10);
    const publicOnes = ours
      .filter((r) => r.auth === "public" && r.method !== "HEAD")
      .map((r) => `${r.method} ${r.url}`);
    expect(publicOnes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it("answers 401 to a visitor on every member and admin route", async () => {
    const guarded = app.routeAuthTable.filter(
      (r) => (r.auth === "member" || r.auth === "admin") && r.method !== "HEAD",
    );
    for (const route of guarded) {
      const res = await anonymous(app).request({
        method: route.method as "GET",
        url: sampleUrl(route.url),
        ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error, `${route.method} ${route.url}`).toBe("unauthorized");
    }
  });

  it("refuses to start with a route that has no auth decision", async () => {
    const bare = Fastify();
    await bare.register(authPlugin, app.ctx);
    bare.get("/no-decision", async () => "x");
    await expect(bare.ready()).rejects.toThrow(/declares no auth decision/);
  });
});
