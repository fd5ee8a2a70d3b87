import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, member } from "../../../test/factories.js";
import { startOidcProvider, type TestAccount, type TestOidcProvider } from "../../../test/oidc-provider.js";
import type { App } from "../../app.js";
import { updateMemberRow } from "../members/members.repo.js";
import { insertFactor } from "../two-factor/two-factor.repo.js";

const PUBLIC_URL = "http://localhost:3000";

type Cookies = { name: string; value: string }[];
const cookie = (cookies: Cookies, name: string) => cookies.find((c) => c.name === name)?.value ?? "";

/**
 * The whole code flow as a browser goes through it: the app's start sends it to the real provider, which answers
 * over HTTP (its cookies kept here) until it redirects back to the app's callback, which the app then answers.
 */
async function signOn(app: App, opts: { redirectTo?: string; stateCookie?: string } = {}) {
  const query = opts.redirectTo ? `?redirect_to=${encodeURIComponent(opts.redirectTo)}` : "";
  const start = await app.inject({ url: `/api/v1/auth/oidc${query}`, headers: { accept: "application/json" } });
  expect(start.statusCode).toBe(302);
  const jar = new Map<string, string>();
  let url = new URL(String(start.headers.location));
  for (let hops = 0; url.origin !== PUBLIC_URL; hops++) {
    if (hops > 10) throw new Error(`the provider never sent the browser back (at ${url.href})`);
    const res = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      jar.set(name.trim(), value.join("="));
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
    url = new URL(location, url);
  }
  const callback = await app.inject({
    url: `${url.pathname}${url.search}`,
    headers: { accept: "text/html" },
    cookies: { intranet_sso: opts.stateCookie ?? cookie(start.cookies, "intranet_sso") },
  });
  return { callback, callbackPath: `${url.pathname}${url.search}`, stateCookie: cookie(start.cookies, "intranet_sso") };
}

describe("single sign-on through an OpenID Connect provider", () => {
  let app: App;
  let provider: TestOidcProvider;
  const account = (email: string, overrides: Partial<TestAccount> = {}): TestAccount => ({
    sub: email,
    email,
    email_verified: true,
    given_name: "Grace",
    family_name: "Hopper",
    ...overrides,
  });

  beforeAll(async () => {
    provider = await startOidcProvider(PUBLIC_URL);
    app = await createTestApp({
      oidc: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        buttonLabel: "Company login",
        scopes: "email profile",
        createMembers: false,
      },
    });
  });
  afterAll(async () => {
    await provider?.close();
  });

  it("offers the provider's button", async () => {
    expect((await anonymous(app).get("/api/v1/auth/providers")).json()).toEqual({ oidc: { label: "Company login" } });
  });

  it("signs in the member with the provider's verified e-mail and goes on to the page asked for", async () => {
    const m = await member(app, { email: "grace.hopper@example.org" });
    provider.signInAs(account("Grace.Hopper@example.org"));
    const { callback } = await signOn(app, { redirectTo: "/groups" });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe("/groups");
    const preload = await app.inject({
      url: "/api/v1/network",
      cookies: { intranet_session: cookie(callback.cookies, "intranet_session") },
    });
    expect(preload.json().current_member).toMatchObject({ id: m.id });

    // Signing out ends the provider's session too (RP-initiated logout with the ID token as hint).
    const out = await app.inject({
      method: "DELETE",
      url: "/users/sign_out",
      headers: { accept: "application/json", "x-csrf-token": cookie(callback.cookies, "csrf_token") },
      cookies: {
        intranet_session: cookie(callback.cookies, "intranet_session"),
        csrf_token: cookie(callback.cookies, "csrf_token"),
      },
    });
    expect(out.statusCode).toBe(200);
    const logout = new URL(out.json().logout_url);
    expect(logout.origin).toBe(provider.issuer);
    expect(logout.searchParams.get("id_token_hint")).toBeTruthy();
    expect(logout.searchParams.get("post_logout_redirect_uri")).toBe(`${PUBLIC_URL}/users/sign_in`);
    expect((await fetch(logout, { redirect: "manual" })).status).toBe(200);
  });

  it("never follows a redirect_to to another site", async () => {
    await member(app, { email: "offsite@example.org" });
    provider.signInAs(account("offsite@example.org"));
    const { callback } = await signOn(app, { redirectTo: "//evil.example/" });
    expect(callback.headers.location).toBe("/");
  });

  it("refuses an e-mail the provider has not verified, a stranger (unless allowed) and a locked member", async () => {
    await member(app, { email: "unverified@example.org" });
    provider.signInAs(account("unverified@example.org", { email_verified: false }));
    expect((await signOn(app)).callback.headers.location).toBe("/users/sign_in?error=sso_email_unverified");

    provider.signInAs(account("stranger@example.org"));
    expect((await signOn(app)).callback.headers.location).toBe("/users/sign_in?error=sso_no_member");

    const locked = await member(app, { email: "locked@example.org" });
    await updateMemberRow(app.ctx.db, locked.id, { lockedAt: new Date() });
    provider.signInAs(account("locked@example.org"));
    const refused = (await signOn(app)).callback;
    expect(refused.headers.location).toBe("/users/sign_in?error=account_locked");
    expect(cookie(refused.cookies, "intranet_session")).toBe("");
  });

  it("creates the member on a first sign-in when OIDC_CREATE_MEMBERS allows it", async () => {
    const settings = app.ctx.config.oidc;
    if (!settings) throw new Error("no provider configured");
    settings.createMembers = true;
    try {
      provider.signInAs(account("new.person@example.org", { given_name: "Nova", family_name: "Person" }));
      const { callback } = await signOn(app);
      expect(callback.headers.location).toBe("/");
      const preload = await app.inject({
        url: "/api/v1/network",
        cookies: { intranet_session: cookie(callback.cookies, "intranet_session") },
      });
      expect(preload.json().current_member).toMatchObject({
        first_name: "Nova",
        last_name: "Person",
        email: "new.person@example.org",
        is_network_admin: false,
      });
    } finally {
      settings.createMembers = false;
    }
  });

  it("still asks a member with a second factor for it after the provider", async () => {
    const m = await member(app, { email: "careful@example.org" });
    await insertFactor(app.ctx.db, { memberId: m.id, type: "totp", secret: "JBSWY3DPEHPK3PXP", lastUsedCounter: 0 });
    provider.signInAs(account("careful@example.org"));
    const { callback } = await signOn(app);
    expect(callback.headers.location).toBe("/users/sign_in?two_factor=1");
    expect(cookie(callback.cookies, "intranet_2fa")).not.toBe("");
    expect(cookie(callback.cookies, "intranet_session")).toBe("");
  });

  it("finishes only in the browser that began it, and only once", async () => {
    await member(app, { email: "once@example.org" });
    provider.signInAs(account("once@example.org"));
    const other = await signOn(app, { stateCookie: "another-browser" });
    expect(other.callback.headers.location).toBe("/users/sign_in?error=sso_failed");

    const first = await signOn(app);
    expect(first.callback.headers.location).toBe("/");
    const replay = await app.inject({
      url: first.callbackPath,
      headers: { accept: "text/html" },
      cookies: { intranet_sso: first.stateCookie },
    });
    expect(replay.headers.location).toBe("/users/sign_in?error=sso_failed");
  });
});

describe("without a provider", () => {
  it("shows no button and answers 404 to the sign-on routes", async () => {
    const app = await createTestApp();
    expect((await anonymous(app).get("/api/v1/auth/providers")).json()).toEqual({ oidc: null });
    expect((await anonymous(app).get("/api/v1/auth/oidc")).statusCode).toBe(404);
    expect((await anonymous(app).get("/api/v1/auth/oidc/callback?code=x&state=y")).statusCode).toBe(404);
  });
});
