import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { latestAuditEvents } from "../administration/audit.repo.js";
import { outboxMails } from "../mail/mail.schema.js";
import { findMemberById } from "../members/members.repo.js";
import { updateNetworkSettings } from "../network/network.repo.js";
import { getNetwork } from "../network/network.service.js";
import { factorsOf, insertFactor } from "../two-factor/two-factor.repo.js";

let app: App;
let adminClient: Client;
let adminId: string;
const PASSWORD = "a long enough secret";

const newUser = (over: Record<string, unknown> = {}) => ({
  user: {
    email: `new-${Math.random().toString(36).slice(2, 9)}@example.test`,
    first_name: "Nora",
    last_name: "Neu",
    ...over,
  },
});
const mailsTo = (email: string) => app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, email));

beforeAll(async () => {
  app = await createTestApp();
  const a = await admin(app, { firstName: "Ada", lastName: "Admin" });
  adminId = a.id;
  adminClient = await as(app, a);
});

describe("members administration: who reaches it", () => {
  it("answers 403 to members and 401 to visitors on every route", async () => {
    const m = await member(app);
    const client = await as(app, m);
    const id = m.id;
    const calls: [keyof Client, string, unknown?][] = [
      ["get", "/administration/members"],
      ["get", `/administration/members/${id}`],
      ["post", "/administration/members", newUser()],
      ["put", `/administration/members/${id}`, { user: { locked: true } }],
      ["delete", `/administration/members/${id}`],
      ["post", "/administration/members/batch", { member_ids: [id], action: "lock" }],
      ["delete", `/administration/members/${id}/authentication/factors`],
      ["get", `/administration/members/${id}/group-memberships`],
      ["get", "/administration/membership_roles"],
      ["post", "/administration/membership_roles", { membership_role: { name: "A", plural_name: "As" } }],
    ];
    for (const [method, url, body] of calls) {
      const send = client[method] as (u: string, b?: unknown) => Promise<{ statusCode: number }>;
      expect((await send(url, body)).statusCode, `${method} ${url}`).toBe(403);
      const visitor = anonymous(app)[method] as (u: string, b?: unknown) => Promise<{ statusCode: number }>;
      expect((await visitor(url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await findMemberById(app.ctx.db, id))?.lockedAt).toBeNull();
  });
});

describe("members administration", () => {
  it("creates a member without a welcome mail: the password is required and works", async () => {
    const missing = await adminClient.post("/administration/members", newUser({ send_welcome_mail: false }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().codes).toEqual({ password: ["required"] });
    // The password rule of every other way in (sign-up, reset, setup): at least 10 characters.
    const short = await adminClient.post(
      "/administration/members",
      newUser({ send_welcome_mail: false, password: "nine char" }),
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().codes).toEqual({ password: ["too_short"] });
    const body = newUser({ send_welcome_mail: false, password: PASSWORD, profile: { department: "Sales" } });
    const res = await adminClient.post("/administration/members", body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      displayName: "Nora Neu",
      locked: false,
      is_external: false,
      last_sign_in_at: null,
    });
    expect(await mailsTo(body.user.email)).toHaveLength(0);
    const signIn = await anonymous(app).post("/users/sign_in", {
      user: { email: body.user.email, password: PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const shown = (await adminClient.get(`/administration/members/${res.json().id}`)).json();
    expect(shown.profile.department).toBe("Sales");
    expect(shown.last_sign_in_at).not.toBeNull();
    const again = await adminClient.post("/administration/members", { user: { ...body.user } });
    expect(again.json().codes).toEqual({ email: ["taken"] });
  });

  it("says an empty e-mail is required, as the other required fields do, on create and edit", async () => {
    const blank = await adminClient.post("/administration/members", newUser({ email: " ", first_name: "" }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().codes).toEqual({ email: ["required"], first_name: ["required"] });
    const wrong = await adminClient.post("/administration/members", newUser({ email: "not-an-address" }));
    expect(wrong.json().codes).toEqual({ email: ["invalid_email"] });
    const m = await member(app);
    const edit = await adminClient.put(`/administration/members/${m.id}`, { user: { email: "" } });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().codes).toEqual({ email: ["required"] });
  });

  it("saves the profile fields with the rules of the member's own profile edit, and shows them on the profile", async () => {
    const profile = { position: "Editor", department: "News", phone: "+49 30 1234", location: "Berlin", about: "Hi." };
    const tooLong = { phone: "0".repeat(51) };
    const refused = await adminClient.post("/administration/members", newUser({ profile: tooLong }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().codes).toEqual({ "profile.phone": ["too_long"] });
    const nameless = await adminClient.post("/administration/members", newUser({ last_name: " ", profile }));
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().codes).toEqual({ last_name: ["required"] });

    const created = await adminClient.post("/administration/members", newUser({ profile }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const viewer = await as(app, await member(app));
    expect((await viewer.get(`/members/${id}`)).json().profile).toEqual(profile);

    // The member's own profile edit refuses the same value with the same field error.
    const self = await as(
      app,
      (await findMemberById(app.ctx.db, id)) as NonNullable<Awaited<ReturnType<typeof findMemberById>>>,
    );
    const ownEdit = await self.put(`/members/${id}`, { member: { profile: tooLong } });
    expect(ownEdit.statusCode).toBe(422);
    expect(ownEdit.json().codes).toEqual({ "profile.phone": ["too_long"] });

    const edited = await adminClient.put(`/administration/members/${id}`, {
      user: { profile: { ...profile, department: null } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await viewer.get(`/members/${id}`)).json().profile).toEqual({ ...profile, department: null });
    expect((await viewer.put(`/administration/members/${id}`, { user: { profile } })).statusCode).toBe(403);
  });

  it("sends the welcome mail in the member's language with a link to choose a password", async () => {
    const body = newUser({ language: "de" });
    const res = await adminClient.post("/administration/members", body);
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(body.user.email);
    expect(mail?.subject).toBe("Willkommen bei Test Network");
    expect(mail?.html).toContain("Passwort wählen");
    const token = decodeURIComponent(/reset_password_token=([^\s"&]+)/.exec(mail?.text ?? "")?.[1] ?? "");
    expect(token).not.toBe("");
    const chosen = { reset_password_token: token, password: PASSWORD, password_confirmation: PASSWORD };
    expect((await anonymous(app).put("/users/password", { user: chosen })).statusCode).toBe(200);
    const signIn = await anonymous(app).post("/users/sign_in", {
      user: { email: body.user.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("lists, filters, sorts and pages the table", async () => {
    const tag = `zq${Math.random().toString(36).slice(2, 7)}`;
    for (const first of ["Bea", "Abe", "Cid"]) await member(app, { firstName: first, lastName: tag });
    await member(app, { firstName: "Ext", lastName: tag, isExternal: true });
    const page = async (query: string) => {
      const res = await adminClient.get(`/administration/members?q=${tag}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await page("")).members.map((m: { first_name: string }) => m.first_name)).toEqual([
      "Abe",
      "Bea",
      "Cid",
      "Ext",
    ]);
    const desc = await page("sort=name&direction=desc&per_page=2&page=1");
    expect(desc.members.map((m: { first_name: string }) => m.first_name)).toEqual(["Ext", "Cid"]);
    expect(desc.meta).toEqual({ page: 1, per_page: 2, total_count: 4, total_pages: 2 });
    expect((await page("type=external")).members).toHaveLength(1);
    expect((await page("type=normal")).meta.total_count).toBe(3);
    const bad = await adminClient.get("/administration/members?sort=password");
    expect(bad.statusCode).toBe(400);
  });

  it("locks a member: their session ends and their open socket closes; bulk unlock lets them in again", async () => {
    const m = await member(app, { password: PASSWORD });
    const client = await as(app, m);
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const token = (await client.post("/api/v1/chat_token")).json().token as string;
    const ws = new WebSocket(`${url.replace("http", "ws")}/api/chat/socket/websocket?token=${token}&vsn=2.0.0`);
    const replies: unknown[] = [];
    ws.addEventListener("message", (e) => replies.push(e.data));
    const closed = new Promise<number>((resolve) => ws.addEventListener("close", (e) => resolve(e.code)));
    await new Promise((resolve) => ws.addEventListener("open", resolve));
    // The socket has looked its member up once it answers a frame.
    ws.send(JSON.stringify([null, "1", "phoenix", "heartbeat", {}]));
    await expect.poll(() => replies.length, { interval: 50, timeout: 10_000 }).toBe(1);
    const res = await adminClient.put(`/administration/members/${m.id}`, { user: { locked: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().locked).toBe(true);
    expect(await closed).toBe(4001);
    expect((await client.get("/api/v1/network")).json().current_member).toBeNull();
    const refused = await anonymous(app).post("/users/sign_in", { user: { email: m.email, password: PASSWORD } });
    expect(refused.statusCode).toBe(403);
    const batch = await adminClient.post("/administration/members/batch", { member_ids: [m.id], action: "unlock" });
    expect(batch.json()).toEqual({ updated: 1 });
    const back = await anonymous(app).post("/users/sign_in", { user: { email: m.email, password: PASSWORD } });
    expect(back.statusCode).toBe(200);
  });

  it("never locks, deletes or turns external the acting administrator", async () => {
    expect((await adminClient.put(`/administration/members/${adminId}`, { user: { locked: true } })).statusCode).toBe(
      409,
    );
    const batch = await adminClient.post("/administration/members/batch", { member_ids: [adminId], action: "lock" });
    expect(batch.statusCode).toBe(409);
    const del = await adminClient.delete(`/administration/members/${adminId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe("not_yourself");
    const row = (await adminClient.get(`/administration/members/${adminId}`)).json();
    expect(row.can).toMatchObject({ destroy: false, lock: false });
  });

  it("toggles external and edits the name", async () => {
    const m = await member(app);
    const res = await adminClient.put(`/administration/members/${m.id}`, {
      user: { is_external: true, first_name: "Renamed" },
    });
    expect(res.json()).toMatchObject({ is_external: true, first_name: "Renamed" });
  });

  it("offers and allows toggle external only while guest users are allowed", async () => {
    const m = await member(app);
    const guest = await member(app, { isExternal: true });
    expect((await adminClient.get(`/administration/members/${m.id}`)).json().can.toggle_external).toBe(true);
    expect((await adminClient.put("/administration/settings", { guest_users_enabled: false })).statusCode).toBe(200);
    try {
      expect((await adminClient.get(`/administration/members/${m.id}`)).json().can.toggle_external).toBe(false);
      const refused = await adminClient.put(`/administration/members/${m.id}`, { user: { is_external: true } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ is_external: ["guest users are not allowed"] });
      expect((await findMemberById(app.ctx.db, m.id))?.isExternal).toBe(false);
      const created = await adminClient.post("/administration/members", newUser({ is_external: true }));
      expect(created.statusCode).toBe(422);
      // A guest from before may still be made a normal member.
      expect((await adminClient.get(`/administration/members/${guest.id}`)).json().can.toggle_external).toBe(true);
      const normal = await adminClient.put(`/administration/members/${guest.id}`, { user: { is_external: false } });
      expect(normal.json().is_external).toBe(false);
    } finally {
      await adminClient.put("/administration/settings", { guest_users_enabled: true });
    }
  });

  it("resets two-factor only while two-factor is not disabled", async () => {
    const m = await member(app);
    await insertFactor(app.ctx.db, { memberId: m.id, type: "email", secret: "x".repeat(32), lastUsedCounter: 0 });
    const network = await getNetwork(app.ctx.db);
    await updateNetworkSettings(app.ctx.db, network.id, { two_factor: "disabled" });
    const off = await adminClient.delete(`/administration/members/${m.id}/authentication/factors`);
    expect(off.statusCode).toBe(404);
    await updateNetworkSettings(app.ctx.db, network.id, { two_factor: "enabled" });
    const listed = (await adminClient.get(`/administration/members/${m.id}`)).json();
    expect(listed.can.reset_two_factor).toBe(true);
    const res = await adminClient.delete(`/administration/members/${m.id}/authentication/factors`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await factorsOf(app.ctx.db, m.id)).toEqual([]);
  });

  it("deletes a member: content keeps a marker name, personal data and sessions go, audited", async () => {
    const m = await member(app, { password: PASSWORD, profile: { phone: "123" } });
    const client = await as(app, m);
    await group(app, { members: [m] });
    const res = await adminClient.delete(`/administration/members/${m.id}`);
    expect(res.statusCode, res.body).toBe(204);
    const row = await findMemberById(app.ctx.db, m.id);
    expect(row).toMatchObject({ firstName: "Deleted", lastName: "member", passwordHash: null, isNetworkAdmin: false });
    expect(row?.email).not.toBe(m.email);
    expect(row?.profile.phone).toBeNull();
    expect((await client.get("/api/v1/network")).json().current_member).toBeNull();
    expect((await adminClient.get(`/administration/members/${m.id}`)).statusCode).toBe(404);
    expect(
      (await adminClient.get(`/administration/members?q=${encodeURIComponent(m.lastName)}`)).json().members,
    ).toEqual([]);
    const [event] = await latestAuditEvents(app.ctx.db, 1);
    expect(event).toMatchObject({ eventType: "MembershipDestroy", actorId: adminId, membershipId: m.id });
    // The address is free again.
    const reuse = await adminClient.post("/administration/members", newUser({ email: m.email }));
    expect(reuse.statusCode, reuse.body).toBe(201);
  });
});
