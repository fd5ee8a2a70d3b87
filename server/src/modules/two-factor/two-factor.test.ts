import { eq } from "drizzle-orm";
import { Secret, TOTP, URI } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, type Client, member } from "../../../test/factories.js";
import { rateLimitConfig } from "../../../test/rate-limits.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";
import type { MemberRow } from "../members/members.schema.js";
import { CODE_ACCOUNT, CODE_SLOWDOWN, slowdownSeconds } from "./two-factor.service.js";

const PASSWORD = "correct horse battery";

/** A code of the next time step, so it differs from the one used to activate the factor. */
const codeAt = (uri: string, offsetSteps = 0) => {
  const totp = URI.parse(uri) as TOTP;
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
};

async function withAuthenticator(app: App, m: MemberRow): Promise<{ client: Client; uri: string; backup: string[] }> {
  const client = await as(app, m);
  const { provisioning_uri: uri } = (await client.get("/api/v1/authentication/factors/new?type=totp")).json();
  const res = await client.post("/api/v1/authentication/factors", {
    type: "totp",
    code: codeAt(uri),
    provisioning_uri: uri,
  });
  expect(res.statusCode).toBe(201);
  return { client, uri, backup: res.json().backup_codes };
}

/** Signs in with the password and returns the challenge cookie of the second step. */
async function passwordStep(app: App, m: MemberRow) {
  const res = await anonymous(app).post("/users/sign_in", { user: { email: m.email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return { body: res.json(), challenge: res.cookies.find((c) => c.name === "intranet_2fa")?.value ?? "" };
}

const secondStep = (app: App, challenge: string, code: string, remoteAddress?: string) =>
  anonymous(app).request({
    method: "PUT",
    url: "/users/two_factor_authentication.json",
    cookies: { intranet_2fa: challenge },
    payload: { code },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** Smaller numbers than in production, so the limits are reached in a few attempts. */
const overrides = {
  two_factor_account: { points: 5 },
  two_factor_address: { points: 3 },
  two_factor_mail: { points: 2 },
};

describe("two-factor authentication", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(rateLimitConfig(overrides));
  });

  it("lists both factor types, none set up, and requires sign-in", async () => {
    expect((await anonymous(app).get("/api/v1/authentication/factors")).statusCode).toBe(401);
    const res = await (await as(app, await member(app))).get("/api/v1/authentication/factors");
    expect(res.json()).toEqual([
      { id: null, type: "totp", last_used_at: null },
      { id: null, type: "email", last_used_at: null },
    ]);
  });

  it("sets up no new factor while two-factor is turned off; one set up before still asks for its code", async () => {
    const m = await member(app, { password: PASSWORD });
    const { uri } = await withAuthenticator(app, m);
    const admin = await as(app, await member(app, { isNetworkAdmin: true }));
    expect((await admin.put("/administration/settings", { two_factor: "disabled" })).statusCode).toBe(200);
    try {
      const other = await as(app, await member(app));
      const refused = await other.get("/api/v1/authentication/factors/new?type=totp");
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe("factor_unavailable");
      const signIn = await anonymous(app).post("/users/sign_in", { user: { email: m.email, password: PASSWORD } });
      expect(signIn.json().status).toBe("two_factor_required");
      expect(uri).toContain("otpauth://");
    } finally {
      await admin.put("/administration/settings", { two_factor: "enabled" });
    }
  });

  it("activates an authenticator only with a valid code and answers ten backup codes", async () => {
    const client = await as(app, await member(app));
    const { provisioning_uri: uri } = (await client.get("/api/v1/authentication/factors/new?type=totp")).json();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await client.post("/api/v1/authentication/factors", {
      type: "totp",
      code: "000000",
      provisioning_uri: uri,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("invalid_code");
    const ok = await client.post("/api/v1/authentication/factors", {
      type: "totp",
      code: codeAt(uri),
      provisioning_uri: uri,
    });
    expect(ok.json().backup_codes).toHaveLength(10);
    const again = await client.post("/api/v1/authentication/factors", {
      type: "totp",
      code: codeAt(uri),
      provisioning_uri: uri,
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers sign-in with a challenge and starts the session only after the code; a code works once", async () => {
    const m = await member(app, { password: PASSWORD });
    const { uri } = await withAuthenticator(app, m);
    const { body, challenge } = await passwordStep(app, m);
    expect(body).toEqual({ status: "two_factor_required", factor_types: ["totp"] });
    expect(challenge).not.toBe("");
    expect((await secondStep(app, challenge, "123456")).statusCode).toBe(400);
    const code = codeAt(uri, 1);
    const ok = await secondStep(app, challenge, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ redirect_to: "/" });
    const session = ok.cookies.find((c) => c.name === "intranet_session")?.value ?? "";
    const me = await app.inject({ url: "/api/v1/network", cookies: { intranet_session: session } });
    expect(me.json().current_member.id).toBe(m.id);
    // The same code again, even with a fresh challenge, is refused.
    const second = await passwordStep(app, m);
    expect((await secondStep(app, second.challenge, code)).statusCode).toBe(400);
  });

  it("accepts each backup code once and gives up a challenge after five wrong codes", async () => {
    const m = await member(app, { password: PASSWORD });
    const { backup } = await withAuthenticator(app, m);
    const first = await passwordStep(app, m);
    expect((await secondStep(app, first.challenge, backup[0] ?? "")).statusCode).toBe(200);
    const second = await passwordStep(app, m);
    expect((await secondStep(app, second.challenge, backup[0] ?? "")).statusCode).toBe(400);
    for (let i = 0; i < 4; i++) await secondStep(app, second.challenge, "999999");
    const exhausted = await secondStep(app, second.challenge, backup[1] ?? "");
    expect(exhausted.statusCode).toBe(401);
    expect(exhausted.json().error).toBe("challenge_expired");
  });

  it("mails codes for the e-mail factor, deletes it without a code, the authenticator only with one", async () => {
    const m = await member(app, { password: PASSWORD });
    const client = await as(app, m);
    const { secret_key } = (await client.get("/api/v1/authentication/factors/new?type=email")).json();
    const [mail] = await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, m.email));
    const mailed = /your code is (\d{6})/.exec(mail?.text ?? "")?.[1] ?? "";
    const expected = new TOTP({ secret: Secret.fromBase32(secret_key), period: 600 }).generate();
    expect(mailed).toBe(expected);
    expect(
      (await client.post("/api/v1/authentication/factors", { type: "email", code: mailed, secret_key })).statusCode,
    ).toBe(201);
    const factors = (await client.get("/api/v1/authentication/factors")).json();
    const email = factors.find((f: { type: string }) => f.type === "email");
    expect(email.id).toMatch(/^[0-9a-f]{24}$/);
    const other = await as(app, await member(app));
    expect((await other.delete(`/api/v1/authentication/factors/${email.id}`)).statusCode).toBe(404);
    expect((await client.delete(`/api/v1/authentication/factors/${email.id}`)).statusCode).toBe(204);

    const { uri } = await withAuthenticator(app, m);
    const totpId = (await client.get("/api/v1/authentication/factors")).json()[0].id;
    expect((await client.delete(`/api/v1/authentication/factors/${totpId}`, {})).statusCode).toBe(400);
    expect((await client.delete(`/api/v1/authentication/factors/${totpId}`, { code: codeAt(uri, 1) })).statusCode).toBe(
      204,
    );
    const { body } = await passwordStep(app, m);
    expect(body.status).toBe("signed_in");
  });

  it("caps wrong codes per account across challenges, slowing down after the third; a locked account refuses the right code", async () => {
    const m = await member(app, { password: PASSWORD });
    const { uri } = await withAuthenticator(app, m);
    const right = codeAt(uri, 1);
    const slowdown = app.ctx.rateLimits.of(CODE_SLOWDOWN);
    // A fresh challenge for every code, as an attacker with the password would open. Each is opened while
    // the code before it is checked, so no password hash (slow on a busy machine) runs between a wrong code
    // and the next one: the hold the wrong code set is still on when the next arrives.
    // From an address that changes with every code, so only the account's count is at work here.
    let n = 0;
    let nextChallenge = passwordStep(app, m).then((step) => step.challenge);
    const tryCode = async (code: string) => {
      const challenge = await nextChallenge;
      nextChallenge = passwordStep(app, m).then((step) => step.challenge);
      return secondStep(app, challenge, code, `198.51.100.${++n}`);
    };
    // What is left of a hold of `seconds` when the next code arrives: a moment may have passed since.
    const remainingOf = (seconds: number) => [seconds - 1, seconds];
    for (let i = 0; i < 3; i++) expect((await tryCode("000000")).statusCode).toBe(400);
    const slowed = await tryCode(right);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error).toBe("rate_limited");
    expect(remainingOf(slowdownSeconds(3))).toContain(Number(slowed.headers["retry-after"]));
    // The wait passing (the hold gone from the store): the next wrong code waits longer.
    await slowdown.reset(m.id);
    expect((await tryCode("000000")).statusCode).toBe(400);
    expect(remainingOf(slowdownSeconds(4))).toContain(Number((await tryCode(right)).headers["retry-after"]));
    await slowdown.reset(m.id);
    // The fifth wrong code (of five allowed here) locks code entry for a whole window.
    expect((await tryCode("000000")).statusCode).toBe(400);
    await slowdown.reset(m.id);
    const locked = await tryCode(right);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(slowed.json());
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(CODE_ACCOUNT.windowS - 60);
    expect(locked.cookies.find((c) => c.name === "intranet_session")).toBeUndefined();
    // Other places that take a code count against the same lock.
    const client = await as(app, m);
    const totpId = (await client.get("/api/v1/authentication/factors")).json()[0].id;
    expect((await client.delete(`/api/v1/authentication/factors/${totpId}`, { code: right })).statusCode).toBe(429);
    // When the window ends the right code works again.
    await app.ctx.rateLimits.of(CODE_ACCOUNT).reset(m.id);
    expect((await tryCode(right)).statusCode).toBe(200);
    await nextChallenge;
  });

  it("counts wrong sign-in codes per client address across accounts", async () => {
    const a = await member(app, { password: PASSWORD });
    const b = await member(app, { password: PASSWORD });
    await withAuthenticator(app, a);
    const { uri } = await withAuthenticator(app, b);
    const address = "198.51.100.77";
    for (let i = 0; i < 2; i++) {
      expect((await secondStep(app, (await passwordStep(app, a)).challenge, "000000", address)).statusCode).toBe(400);
    }
    expect((await secondStep(app, (await passwordStep(app, b)).challenge, "000000", address)).statusCode).toBe(400);
    const challenge = (await passwordStep(app, b)).challenge;
    expect((await secondStep(app, challenge, codeAt(uri, 1), address)).statusCode).toBe(429);
    expect((await secondStep(app, challenge, codeAt(uri, 1), "198.51.100.78")).statusCode).toBe(200);
  });

  it("mails sign-in codes to an account only so often", async () => {
    const m = await member(app, { password: PASSWORD });
    const client = await as(app, m);
    const { secret_key } = (await client.get("/api/v1/authentication/factors/new?type=email")).json();
    const code = new TOTP({ secret: Secret.fromBase32(secret_key), period: 600 }).generate();
    expect((await client.post("/api/v1/authentication/factors", { type: "email", code, secret_key })).statusCode).toBe(
      201,
    );
    const mailsBefore = (await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, m.email))).length;
    for (let i = 0; i < 4; i++) expect((await passwordStep(app, m)).body.status).toBe("two_factor_required");
    const mails = await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, m.email));
    expect(mails.length - mailsBefore).toBe(2);
  });
});
