import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member } from "../../../test/factories.js";
import { newestMailTo, tokenIn } from "../../../test/outbox.js";
import { rateLimitConfig } from "../../../test/rate-limits.js";
import type { App } from "../../app.js";
import { findMemberByEmail } from "../members/members.repo.js";
import { joinRequests } from "./registrations.schema.js";

let app: App;
let adminClient: Client;
let adminEmail: string;
let seq = 0;

beforeAll(async () => {
  // Many sign-ups from one test client: the per-address limit is raised here, and tested on its own below.
  app = await createTestApp(rateLimitConfig({ sign_up_address: { points: 1000 } }));
  const a = await admin(app);
  adminEmail = a.email;
  adminClient = await as(app, a);
});

const setJoin = async (settings: Record<string, unknown>) => {
  const res = await adminClient.put("/administration/settings", settings);
  expect(res.statusCode, res.body).toBe(200);
};

/** The widget's payload: the challenge solved the way the browser does, base64 JSON. */
async function solvedCaptcha(client = anonymous(app)) {
  const res = await client.get("/api/v1/registrations/captcha");
  expect(res.statusCode, res.body).toBe(200);
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const applicant = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    email: `applicant${seq}@example.test`,
    first_name: "Ada",
    last_name: `Applicant${seq}`,
    password: "a long enough secret",
    password_confirmation: "a long enough secret",
    profile: { department: "Research", position: null },
    ...overrides,
  };
};

const confirmationToken = async (email: string) => tokenIn(await newestMailTo(app, email), "confirmation_token");

describe("sign-up without an invitation", () => {
  it("is not there while the network does not allow it", async () => {
    await setJoin({ join_user_can_initiate: false });
    expect((await anonymous(app).post("/users", { user: applicant() })).statusCode).toBe(404);
    expect((await anonymous(app).get("/api/v1/registrations/captcha")).statusCode).toBe(404);
    expect((await anonymous(app).get("/api/v1/network")).json().config.join.user_can_initiate).toBe(false);
  });

  it("needs a solved captcha, used once", async () => {
    await setJoin({ join_user_can_initiate: true, join_moderated: false, altcha_captcha: true });
    const without = await anonymous(app).post("/users", { user: applicant() });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.altcha).toBeDefined();
    // An empty address is required, as the other required fields say, not an invalid one.
    const blank = await anonymous(app).post("/users", { user: applicant({ email: "" }) });
    expect(blank.json().codes.email).toEqual(["required"]);
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: { nonce: "x" } }, solution: {} })).toString(
      "base64",
    );
    expect((await anonymous(app).post("/users", { user: applicant(), altcha: forged })).statusCode).toBe(422);
    const altcha = await solvedCaptcha();
    expect((await anonymous(app).post("/users", { user: applicant(), altcha })).statusCode).toBe(200);
    const replay = await anonymous(app).post("/users", { user: applicant(), altcha });
    expect(replay.statusCode).toBe(422);
  });

  it("refuses a wrong solution, a challenge it did not sign and a changed challenge", async () => {
    await setJoin({ join_user_can_initiate: true, join_moderated: false, altcha_captcha: true });
    const decode = (payload: string) => JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const refused = async (altcha: string) => {
      const res = await anonymous(app).post("/users", { user: applicant(), altcha });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.altcha).toEqual(["is invalid"]);
    };
    // A wrong counter and key for a real challenge.
    const real = decode(await solvedCaptcha());
    await refused(encode({ ...real, solution: { ...real.solution, counter: real.solution.counter + 1 } }));
    await refused(encode({ ...real, solution: { ...real.solution, derivedKey: "00".repeat(32) } }));
    // A challenge signed with another secret, solved correctly.
    const foreign = await createChallenge({
      algorithm: "SHA-256",
      cost: 1,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: "not the server's",
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    });
    await refused(encode({ challenge: foreign, solution: await solveChallenge({ challenge: foreign, deriveKey }) }));
    // The server's challenge made easier (a shorter key prefix) keeps its signature: refused.
    const changed = { ...real.challenge, parameters: { ...real.challenge.parameters, keyPrefix: "0" } };
    await refused(encode({ challenge: changed, solution: real.solution }));
    // The real solution still works once after these attempts, then not again.
    expect((await anonymous(app).post("/users", { user: applicant(), altcha: encode(real) })).statusCode).toBe(200);
    await refused(encode(real));
  });

  it("makes the member only when the mailed link is opened, once; signs in afterwards", async () => {
    await setJoin({
      join_user_can_initiate: true,
      join_moderated: false,
      altcha_captcha: false,
      join_ask_for_profile_data: true,
      join_as_external: true,
    });
    const user = applicant({ language: "de" });
    const res = await anonymous(app).post("/users", { user });
    expect(res.statusCode, res.body).toBe(200);
    expect(await findMemberByEmail(app.ctx.db, user.email)).toBeNull();
    const mail = await newestMailTo(app, user.email);
    // The recipient's language, HTML and text.
    expect(mail?.subject).toContain("Bestätigen");
    expect(mail?.html).toContain("/users/confirmation?confirmation_token=");
    const token = await confirmationToken(user.email);
    expect(token).not.toBe("");
    const confirmed = await anonymous(app).post("/users/confirmation", { confirmation_token: token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: "confirmed" });
    const created = await findMemberByEmail(app.ctx.db, user.email);
    expect(created).toMatchObject({ isExternal: true, language: "de", firstName: "Ada" });
    expect(created?.profile.department).toBe("Research");
    const again = await anonymous(app).post("/users/confirmation", { confirmation_token: token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.confirmation_token).toEqual(["is invalid or has expired"]);
    const signIn = await anonymous(app).post("/users/sign_in", {
      user: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    await setJoin({ join_as_external: false, join_ask_for_profile_data: false });
  });

  it("makes a normal member of someone joining as a guest while guests are turned off", async () => {
    await setJoin({
      join_user_can_initiate: true,
      join_moderated: false,
      altcha_captcha: false,
      join_as_external: true,
      guest_users_enabled: false,
    });
    const user = applicant({ email: "no-guests@example.com" });
    expect((await anonymous(app).post("/users", { user })).statusCode).toBe(200);
    const token = await confirmationToken(user.email);
    expect((await anonymous(app).post("/users/confirmation", { confirmation_token: token })).statusCode).toBe(200);
    expect(await findMemberByEmail(app.ctx.db, user.email)).toMatchObject({ isExternal: false });
    await setJoin({ join_as_external: false, guest_users_enabled: true });
  });

  it("refuses an expired link, a wrong confirmation and says nothing about a taken address", async () => {
    await setJoin({ join_user_can_initiate: true, join_moderated: false, altcha_captcha: false });
    const user = applicant();
    await anonymous(app).post("/users", { user });
    const token = await confirmationToken(user.email);
    await app.ctx.db
      .update(joinRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(joinRequests.email, user.email));
    expect((await anonymous(app).post("/users/confirmation", { confirmation_token: token })).statusCode).toBe(422);
    expect(await findMemberByEmail(app.ctx.db, user.email)).toBeNull();
    const mismatch = await anonymous(app).post("/users", {
      user: applicant({ password_confirmation: "something else entirely" }),
    });
    expect(mismatch.json().errors.password_confirmation).toEqual(["does not match"]);
    const existing = await member(app);
    const taken = await anonymous(app).post("/users", { user: applicant({ email: existing.email }) });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual((await anonymous(app).post("/users", { user: applicant() })).json());
    expect(await newestMailTo(app, existing.email)).toBeUndefined();
  });
});

describe("moderated join", () => {
  it("waits for an administrator, who accepts or declines; the applicant is told by mail", async () => {
    await setJoin({ join_user_can_initiate: true, join_moderated: true, altcha_captcha: false });
    const accepted = applicant();
    const declined = applicant();
    for (const user of [accepted, declined]) {
      await anonymous(app).post("/users", { user });
      const res = await anonymous(app).post("/users/confirmation", {
        confirmation_token: await confirmationToken(user.email),
      });
      expect(res.json()).toEqual({ status: "pending" });
      expect(await findMemberByEmail(app.ctx.db, user.email)).toBeNull();
    }
    expect((await newestMailTo(app, adminEmail))?.subject).toContain("asks to join");
    const list = (await adminClient.get("/administration/join_requests")).json().join_requests as {
      id: string;
      email: string;
      status: string;
    }[];
    const idOf = (email: string) => list.find((r) => r.email === email)?.id ?? "";
    expect(list.filter((r) => r.status === "pending").map((r) => r.email)).toEqual(
      expect.arrayContaining([accepted.email, declined.email]),
    );

    expect((await adminClient.post(`/administration/join_requests/${idOf(accepted.email)}/accept`)).statusCode).toBe(
      204,
    );
    expect(await findMemberByEmail(app.ctx.db, accepted.email)).not.toBeNull();
    expect((await newestMailTo(app, accepted.email))?.subject).toContain("Welcome");
    const twice = await adminClient.post(`/administration/join_requests/${idOf(accepted.email)}/accept`);
    expect(twice.statusCode).toBe(409);

    const decline = await adminClient.post(`/administration/join_requests/${idOf(declined.email)}/decline`, {
      rejection_message: "Members only from our staff.",
    });
    expect(decline.statusCode, decline.body).toBe(204);
    expect(await findMemberByEmail(app.ctx.db, declined.email)).toBeNull();
    const mail = await newestMailTo(app, declined.email);
    expect(mail?.subject).toContain("Your application");
    expect(mail?.text).toContain("Members only from our staff.");
    const [row] = await app.ctx.db
      .select()
      .from(joinRequests)
      .where(and(eq(joinRequests.email, declined.email), eq(joinRequests.status, "declined")));
    expect(row?.decidedBy).toBe(adminClient.member?.id);
  });

  it("is for administrators only", async () => {
    const client = await as(app, await member(app));
    expect((await client.get("/administration/join_requests")).statusCode).toBe(403);
    expect((await client.post("/administration/join_requests/0123456789abcdef01234567/accept")).statusCode).toBe(403);
    expect((await client.post("/administration/join_requests/0123456789abcdef01234567/decline", {})).statusCode).toBe(
      403,
    );
    expect((await anonymous(app).get("/administration/join_requests")).statusCode).toBe(401);
    expect((await adminClient.post("/administration/join_requests/0123456789abcdef01234567/accept")).statusCode).toBe(
      404,
    );
  });
});

describe("limits", () => {
  it("counts sign-ups per e-mail address", async () => {
    await setJoin({ join_user_can_initiate: true, altcha_captcha: false });
    const user = applicant();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await anonymous(app).post("/users", { user })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it("counts sign-ups per client address", async () => {
    const limited = await createTestApp(rateLimitConfig({ sign_up_address: { points: 2 } }));
    const limitedAdmin = await as(limited, await admin(limited));
    await limitedAdmin.put("/administration/settings", { join_user_can_initiate: true, altcha_captcha: false });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await anonymous(limited).post("/users", { user: applicant() })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});
