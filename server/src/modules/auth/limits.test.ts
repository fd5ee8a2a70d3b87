import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, member } from "../../../test/factories.js";
import { rateLimitConfig } from "../../../test/rate-limits.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";

const PASSWORD = "correct horse battery";

/** Small numbers, so each limit is reached in a few attempts; the same code counts them. */
const overrides = {
  sign_in_address: { points: 4 },
  sign_in_account: { points: 3 },
  password_reset_address: { points: 4 },
  password_reset_account: { points: 2 },
};

let seq = 0;
/** A documentation address (TEST-NET-2) of its own for each test, so their counts never meet. */
const freshAddress = () => `198.51.100.${++seq}`;

const signIn = (app: App, email: string, password: string, extra: Partial<InjectOptions> = {}) =>
  app.inject({
    method: "POST",
    url: "/users/sign_in",
    ...extra,
    headers: { accept: "application/json", ...extra.headers },
    payload: { user: { email, password } },
  });

describe("sign-in and password-reset limits", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(rateLimitConfig(overrides));
  });

  it("counts a client by its own address: X-Forwarded-For is ignored unless TRUST_PROXY names the proxy", async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 4; i++) {
      const res = await signIn(app, `nobody-${i}-${remoteAddress}@example.test`, "guess", {
        remoteAddress,
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const m = await member(app, { password: PASSWORD });
    const res = await signIn(app, m.email, PASSWORD, {
      remoteAddress,
      headers: { "x-forwarded-for": "203.0.113.200" },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    // Another client is not affected, and a success does not count against its address.
    const other = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await signIn(app, m.email, PASSWORD, { remoteAddress: other })).statusCode).toBe(200);
  });

  it("lets parallel guesses at one account no further than its limit", async () => {
    const m = await member(app, { password: PASSWORD });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(app, m.email, `parallel-${i}`, { remoteAddress: freshAddress() })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    expect((await signIn(app, m.email, PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(429);
  });

  it("counts guesses at the current password when editing the registration against the same account lock", async () => {
    const m = await member(app, { password: PASSWORD });
    const client = await as(app, m);
    for (let i = 0; i < 3; i++) {
      const res = await client.put("/users", { user: { current_password: `nope-${i}`, email: "x@example.test" } });
      expect(res.statusCode).toBe(422);
    }
    const locked = await client.put("/users", { user: { current_password: PASSWORD, email: "x@example.test" } });
    expect(locked.statusCode).toBe(429);
    expect((await signIn(app, m.email, PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(429);
  });

  it("mails password-reset links to one address only so often, and answers an unknown address the same", async () => {
    const m = await member(app, { password: PASSWORD });
    const ask = (email: string) =>
      app.inject({
        method: "POST",
        url: "/users/password",
        remoteAddress: freshAddress(),
        payload: { user: { email } },
      });
    for (let i = 0; i < 2; i++) expect((await ask(m.email.toUpperCase())).statusCode).toBe(200);
    const limited = await ask(m.email);
    expect(limited.statusCode).toBe(429);
    await vi.waitFor(async () =>
      expect(await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, m.email))).toHaveLength(2),
    );
    const ghost = `ghost-${Date.now()}@example.test`;
    for (let i = 0; i < 2; i++) expect((await ask(ghost)).statusCode).toBe(200);
    const ghostLimited = await ask(ghost);
    expect(ghostLimited.statusCode).toBe(429);
    expect(ghostLimited.json()).toEqual(limited.json());
  });

  it("limits password-reset requests per client address", async () => {
    const remoteAddress = freshAddress();
    const ask = (i: number) =>
      app.inject({
        method: "POST",
        url: "/users/password",
        remoteAddress,
        headers: { "x-forwarded-for": `203.0.113.${i}` },
        payload: { user: { email: `someone-${i}-${remoteAddress}@example.test` } },
      });
    for (let i = 0; i < 4; i++) expect((await ask(i)).statusCode).toBe(200);
    expect((await ask(4)).statusCode).toBe(429);
  });
});

describe("behind a configured reverse proxy (TRUST_PROXY)", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ ...rateLimitConfig(overrides), trustProxy: "127.0.0.1" });
  });

  it("counts the client the proxy names, and ignores the header from any other peer", async () => {
    const failAs = (forwardedFor: string, remoteAddress = "127.0.0.1") =>
      signIn(app, `nobody-${++seq}@example.test`, "guess", {
        remoteAddress,
        headers: { "x-forwarded-for": forwardedFor },
      });
    for (let i = 0; i < 4; i++) expect((await failAs("203.0.113.50")).statusCode).toBe(401);
    expect((await failAs("203.0.113.50")).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await failAs("203.0.113.51")).statusCode).toBe(401);
    // A peer that is not the proxy cannot choose its address.
    const direct = freshAddress();
    for (let i = 0; i < 4; i++) expect((await failAs(`203.0.113.${60 + i}`, direct)).statusCode).toBe(401);
    expect((await failAs("203.0.113.99", direct)).statusCode).toBe(429);
  });
});
