import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, member } from "../../../test/factories.js";
import { newestMailTo, tokenIn } from "../../../test/outbox.js";
import type { App } from "../../app.js";
import { members } from "../members/members.schema.js";
import { SIGN_IN_ACCOUNT } from "./auth.service.js";

const PASSWORD = "correct horse battery";

const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) =>
  res.cookies.find((c) => c.name === name)?.value;

describe("sign-in, sign-out, password reset, registration", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  /** The token of the newest reset link mailed to the address (the mail follows the answer, which does not wait). */
  const resetTokenMailedTo = async (email: string) => {
    const token = tokenIn(await newestMailTo(app, email, { wait: true }), "reset_password_token");
    expect(token).not.toBe("");
    return token;
  };

  it("signs in with JSON and answers with the member, setting the session and CSRF cookies", async () => {
    const m = await member(app, { password: PASSWORD });
    const res = await anonymous(app).post("/users/sign_in", {
      user: { email: m.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "signed_in", member: { id: m.id, email: m.email }, redirect_to: "/" });
    const session = res.cookies.find((c) => c.name === "intranet_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect(cookieOf(res, "csrf_token")).toBeTruthy();
    const me = await app.inject({
      url: "/api/v1/network",
      cookies: { intranet_session: session?.value ?? "" },
    });
    expect(me.json().current_member.id).toBe(m.id);
  });

  it("signs in with a form post and redirects; a failed form post goes back to the page", async () => {
    const m = await member(app, { password: PASSWORD });
    const ok = await anonymous(app).request({
      method: "POST",
      url: "/users/sign_in",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: `user%5Bemail%5D=${encodeURIComponent(m.email)}&user%5Bpassword%5D=${encodeURIComponent(PASSWORD)}`,
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe("/");
    expect(cookieOf(ok, "intranet_session")).toBeTruthy();
    const bad = await anonymous(app).request({
      method: "POST",
      url: "/users/sign_in",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `user%5Bemail%5D=${encodeURIComponent(m.email)}&user%5Bpassword%5D=wrong`,
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe("/users/sign_in?error=invalid_credentials");
  });

  it("never tells whether the e-mail exists", async () => {
    const m = await member(app, { password: PASSWORD });
    const wrongPassword = await anonymous(app).post("/users/sign_in", { user: { email: m.email, password: "nope" } });
    const unknown = await anonymous(app).post("/users/sign_in", {
      user: { email: "nobody@example.test", password: "nope" },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(unknown.json()).toEqual({ error: "invalid_credentials", message: "Invalid e-mail or password." });
  });

  it("validates the body with the error shape", async () => {
    const res = await anonymous(app).post("/users/sign_in", { user: { email: "" } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: "validation_failed", errors: { email: ["required"] } });
    const malformed = await anonymous(app).request({
      method: "POST",
      url: "/users/sign_in",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe("invalid_json");
  });

  it("locks an account after its failed attempts: the right password gets the same 429 until the window ends", async () => {
    const m = await member(app, { password: PASSWORD });
    // From an address of its own, so the other tests' failures from 127.0.0.1 do not count here.
    const attempt = (password: string) =>
      anonymous(app).request({
        method: "POST",
        url: "/users/sign_in",
        remoteAddress: "192.0.2.10",
        payload: { user: { email: m.email, password } },
      });
    for (let i = 0; i < SIGN_IN_ACCOUNT.points; i++) expect((await attempt(`wrong-${i}`)).statusCode).toBe(401);
    const wrong = await attempt("again wrong");
    const right = await attempt(PASSWORD);
    expect(wrong.statusCode).toBe(429);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(wrong.json());
    expect(right.json().error).toBe("rate_limited");
    expect(right.cookies.find((c) => c.name === "intranet_session")).toBeUndefined();
    // Locked for a whole window from the failure that spent the last attempt.
    const retryAfter = Number(right.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(SIGN_IN_ACCOUNT.windowS - 60);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_ACCOUNT.windowS);
    // A password reset through the mailed link lifts the lock: the owner is not kept out by another's guesses.
    expect((await anonymous(app).post("/users/password", { user: { email: m.email } })).statusCode).toBe(200);
    const token = await resetTokenMailedTo(m.email);
    const reset = { reset_password_token: token, password: "the owner's new secret" };
    const put = await anonymous(app).put("/users/password", {
      user: { ...reset, password_confirmation: reset.password },
    });
    expect(put.statusCode).toBe(200);
    expect((await attempt(reset.password)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_ACCOUNT.points; i++) await attempt(`wrong-again-${i}`);
    expect((await attempt(reset.password)).statusCode).toBe(429);
    // The window ending (its counts gone from the store) lets the right password in again.
    await app.ctx.rateLimits.of(SIGN_IN_ACCOUNT).reset(m.email);
    expect((await attempt(reset.password)).statusCode).toBe(200);
  });

  it("refuses a locked member after the right password only", async () => {
    const m = await member(app, { password: PASSWORD });
    await app.ctx.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, m.id));
    const res = await anonymous(app).post("/users/sign_in", { user: { email: m.email, password: PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("account_locked");
  });

  it("tells an applicant waiting for an administrator so after the right password only", async () => {
    const root = await as(app, await admin(app));
    const join = { join_user_can_initiate: true, join_moderated: true, altcha_captcha: false };
    expect((await root.put("/administration/settings", join)).statusCode).toBe(200);
    const email = `waiting-${Date.now()}@example.test`;
    const user = {
      email,
      first_name: "Wanda",
      last_name: "Waiting",
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    expect((await anonymous(app).post("/users", { user })).statusCode).toBe(200);
    const token = tokenIn(await newestMailTo(app, email), "confirmation_token");
    const confirmed = await anonymous(app).post("/users/confirmation", { confirmation_token: token });
    expect(confirmed.json()).toEqual({ status: "pending" });

    const signIn = (password: string) => anonymous(app).post("/users/sign_in", { user: { email, password } });
    const right = await signIn(PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      error: "application_pending",
      message: "Your request to join awaits an administrator's approval.",
    });
    expect(cookieOf(right, "intranet_session")).toBeUndefined();
    const wrong = await signIn("not the password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe("invalid_credentials");
  });

  it("refuses a sign-in from a page without an origin (Origin: null) unless the browser says it is same-origin", async () => {
    const m = await member(app, { password: PASSWORD });
    const form = (headers: Record<string, string>) =>
      anonymous(app).request({
        method: "POST",
        url: "/users/sign_in",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...headers },
        payload: `user%5Bemail%5D=${encodeURIComponent(m.email)}&user%5Bpassword%5D=${encodeURIComponent(PASSWORD)}`,
      });
    const refused: Record<string, string>[] = [{ origin: "null" }, { origin: "null", "sec-fetch-site": "cross-site" }];
    for (const headers of refused) {
      const res = await form(headers);
      expect(cookieOf(res, "intranet_session")).toBeUndefined();
      expect(res.headers.location).toBe("/users/sign_in?error=forbidden");
    }
    const json = await anonymous(app).request({
      method: "POST",
      url: "/users/sign_in",
      headers: { origin: "null" },
      payload: { user: { email: m.email, password: PASSWORD } },
    });
    expect(json.statusCode).toBe(403);
    expect(cookieOf(json, "intranet_session")).toBeUndefined();
    // A same-origin form of a page whose Referrer-Policy is no-referrer: the browser sends Origin: null.
    const sameOrigin = await form({ origin: "null", "sec-fetch-site": "same-origin" });
    expect(sameOrigin.headers.location).toBe("/");
    expect(cookieOf(sameOrigin, "intranet_session")).toBeTruthy();
  });

  it("signs out and the session no longer works", async () => {
    const m = await member(app);
    const client = await as(app, m);
    expect((await client.get("/users/edit")).statusCode).toBe(200);
    expect((await client.delete("/users/sign_out")).statusCode).toBe(204);
    expect((await client.get("/users/edit")).statusCode).toBe(401);
  });

  it("refuses a cookie-authenticated write without the CSRF token or from another site", async () => {
    const m = await member(app, { password: PASSWORD });
    const client = await as(app, m);
    const payload = { user: { current_password: PASSWORD, email: "x@example.test" } };
    const noToken = await client.request({ method: "PUT", url: "/users", payload, headers: { "x-csrf-token": "" } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error).toBe("invalid_csrf_token");
    const wrongToken = await client.request({
      method: "PUT",
      url: "/users",
      payload,
      headers: { "x-csrf-token": "abc" },
    });
    expect(wrongToken.json().error).toBe("invalid_csrf_token");
    const crossSite = await client.request({
      method: "PUT",
      url: "/users",
      payload,
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    const [unchanged] = await app.ctx.db.select().from(members).where(eq(members.id, m.id));
    expect(unchanged?.email).toBe(m.email);
  });

  it("resets a password through a single-use mailed link", async () => {
    const m = await member(app, { password: PASSWORD });
    const res = await anonymous(app).post("/users/password", { user: { email: m.email } });
    expect(res.statusCode).toBe(200);
    const unknown = await anonymous(app).post("/users/password", { user: { email: "ghost@example.test" } });
    expect(unknown.json()).toEqual(res.json());
    const token = await resetTokenMailedTo(m.email);
    const newPassword = "a brand new secret";
    const body = { user: { reset_password_token: token, password: newPassword, password_confirmation: newPassword } };
    expect((await anonymous(app).put("/users/password", body)).statusCode).toBe(200);
    const again = await anonymous(app).put("/users/password", body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.reset_password_token).toBeDefined();
    const signIn = await anonymous(app).post("/users/sign_in", { user: { email: m.email, password: newPassword } });
    expect(signIn.statusCode).toBe(200);
  });

  it("edits the registration only with the current password", async () => {
    const m = await member(app, { password: PASSWORD });
    const client = await as(app, m);
    const wrong = await client.put("/users", { user: { current_password: "nope", email: "new@example.test" } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(["is invalid"]);
    expect(wrong.json().codes.current_password).toEqual(["invalid"]);
    const other = await member(app);
    const taken = await client.put("/users", { user: { current_password: PASSWORD, email: other.email } });
    expect(taken.json().errors.email).toEqual(["has already been taken"]);
    expect(taken.json().codes.email).toEqual(["taken"]);
    const email = `changed-${m.id}@example.test`;
    const ok = await client.put("/users", { user: { current_password: PASSWORD, email } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(email);
  });
});
