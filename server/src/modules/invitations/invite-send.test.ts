import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, member } from "../../../test/factories.js";
import { inviteMail as common, postCsv, storedInvitesOf } from "../../../test/invite-helpers.js";
import { rateLimitConfig } from "../../../test/rate-limits.js";
import type { App } from "../../app.js";

let app: App;
let boss: Client;
let n = 0;
const address = () => `sent-${++n}-${Date.now()}@example.test`;
const csvPost = (data: Buffer, fields: Record<string, string> = {}) => postCsv(boss, "/external_invites", data, fields);
const invitesOf = (email: string) => storedInvitesOf(app, email);

beforeAll(async () => {
  app = await createTestApp(
    rateLimitConfig({ invite_client: { points: 1000 }, invite_link_address: { points: 1000 } }),
  );
  boss = await as(app, await admin(app));
});

describe("a CSV list saved as 'CSV UTF-8'", () => {
  it("is read as UTF-8 when it starts with the byte order mark, under the default ISO-8859-1 too", async () => {
    const [a, b] = [address(), address()];
    const file = Buffer.from(`\uFEFFE-Mail;Vorname;Nachname\n${a};Jürgen;Müller\n`, "utf8");
    const res = await csvPost(file);
    expect(res.statusCode, res.body).toBe(201);
    expect((await invitesOf(a))[0]).toMatchObject({ firstName: "Jürgen", lastName: "Müller" });
    // Without the mark the default stays ISO-8859-1.
    const latin = await csvPost(Buffer.from(`email;first_name\n${b};Zoë\n`, "latin1"));
    expect(latin.statusCode, latin.body).toBe(201);
    expect((await invitesOf(b))[0]).toMatchObject({ firstName: "Zoë" });
  });
});

describe("what a CSV list holds", () => {
  it("is stored and listed as given, a cell a spreadsheet would run as a formula too", async () => {
    const email = address();
    const res = await csvPost(Buffer.from(`${email},@SUM(1),=cmd|calc\n`));
    expect(res.statusCode, res.body).toBe(201);
    expect((await invitesOf(email))[0]).toMatchObject({ firstName: "@SUM(1)", lastName: "=cmd|calc" });
    const listed = (await boss.get("/api/v1/external_invites")).json();
    expect(listed.invites.find((i: { email: string }) => i.email === email)).toMatchObject({
      first_name: "@SUM(1)",
      last_name: "=cmd|calc",
    });
  });
});

describe("a single invitation refused", () => {
  it("names the e-mail field and says whether the address is already invited or already a member's", async () => {
    const invited = address();
    const send = (email: string) => boss.post("/external_invites", { external_invite: { ...common, email } });
    expect((await send(invited)).statusCode).toBe(201);
    const again = await send(invited.toUpperCase());
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      error: "already_invited",
      errors: { email: ["has already been taken"] },
      codes: { email: ["taken"] },
    });
    const existing = await member(app);
    const taken = await send(existing.email);
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ error: "already_member", errors: { email: ["has already been taken"] } });
    const malformed = await boss.post("/external_invites", {
      external_invite: { ...common, email: "ok@example.test", first_name: "x".repeat(101) },
    });
    expect(malformed.json()).toMatchObject({ error: "validation_failed" });
    expect(Object.keys(malformed.json().errors)).toEqual(["first_name"]);
    // A list keeps its rows.
    const list = await csvPost(Buffer.from(`${invited}\n${existing.email}\n`));
    expect(list.json()).toMatchObject({
      error: "invalid_invites",
      errors: { "1.email": ["has already been taken"], "2.email": ["has already been taken"] },
    });
  });
});
