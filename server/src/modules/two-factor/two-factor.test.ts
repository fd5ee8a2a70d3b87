import { eq } from "drizzle-orm";
import { Secret, TOTP, URI } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";
import type { MemberRow } from "../members/members.schema.js";

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

const secondStep = (app: App, challenge: string, code: string) =>
  anonymous(app).request({
    method: "PUT",
    url: "/users/two_factor_authentication.json",
    cookies: { intranet_2fa: challenge },
    payload: { code },
  });

describe("two-factor authentication", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("lists both factor types, none set up, and requires sign-in", async () => {
    expect((await anonymous(app).get("/api/v1/authentication/factors")).statusCode).toBe(401);
    const res = await (await as(app, await member(app))).get("/api/v1/authentication/factors");
    expect(res.json()).toEqual([
      { id: null, type: "totp", last_used_at: null },
      { id: null, type: "email", last_used_at: null },
    ]);
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
});
