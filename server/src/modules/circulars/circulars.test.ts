import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { addMembership } from "../groups/groups.service.js";
import { members } from "../members/members.schema.js";

const body = (title: string, group_id?: string, html_content = "<p>Please read <script>x</script>this.</p>") => ({
  circular: { title, html_content, ...(group_id ? { group_id } : {}) },
});

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const unreads = async (m: Parameters<typeof as>[1]) => (await (await as(app, m)).get("/api/v1/unreads")).json();

describe("circulars", () => {
  it("requires a signed-in member", async () => {
    const visitor = anonymous(app);
    expect((await visitor.get("/rundschreiben")).statusCode).toBe(401);
    expect((await visitor.post("/rundschreiben", body("X"))).statusCode).toBe(401);
  });

  it("sends a network-wide circular to every member that is not locked but its author, fixed at sending", async () => {
    const boss = await admin(app);
    const reader = await member(app);
    const locked = await member(app);
    await app.ctx.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, locked.id));
    const asBoss = await as(app, boss);
    const bossUnread = (await unreads(boss)).Circulars ?? 0;
    const sent = await asBoss.post("/rundschreiben", body("Holidays"));
    expect(sent.statusCode, sent.body).toBe(201);
    const c = sent.json();
    expect(c).toMatchObject({
      title: "Holidays",
      html_content: "<p>Please read this.</p>",
      excerpt: "Please read this.",
      author: { id: boss.id },
      group: null,
      path: `/rundschreiben/${c.id}`,
      confirmed: false,
      sent_by_me: true,
      confirmed_count: 0,
      can: { confirm: false, view_confirmations: true, destroy: true },
    });
    const later = await member(app);

    const asReader = await as(app, reader);
    const list = (await asReader.get("/rundschreiben")).json();
    expect(list.can).toEqual({ create: false });
    expect(list.circulars.map((x: { id: string }) => x.id)).toContain(c.id);
    const shown = (await asReader.get(`/rundschreiben/${c.id}`)).json();
    expect(shown.confirmed_count).toBeUndefined();
    expect(shown.recipient_count).toBeUndefined();
    expect(shown.sent_by_me).toBe(false);
    expect(shown.can).toEqual({ confirm: true, view_confirmations: false, destroy: false });
    expect((await asReader.get(`/rundschreiben/${c.id}/confirmations`)).statusCode).toBe(403);
    // Someone who joined later did not receive it.
    expect((await (await as(app, later)).get(`/rundschreiben/${c.id}`)).statusCode).toBe(404);
    const pending = (await asBoss.get(`/rundschreiben/${c.id}/confirmations?state=pending`)).json();
    const pendingIds = pending.confirmations.map((x: { member: { id: string } }) => x.member.id);
    expect(pendingIds).toContain(reader.id);
    expect(pendingIds).not.toContain(locked.id);
    expect(pendingIds).not.toContain(later.id);
    expect(pending.pending_count).toBe(c.recipient_count);

    // The author is no recipient: not pending, nothing to confirm, no unread count, yet the circular is in their list.
    const all = [...pendingIds];
    for (let next = pending.next_cursor; next; ) {
      const more = (await asBoss.get(`/rundschreiben/${c.id}/confirmations?state=pending&before=${next}`)).json();
      all.push(...more.confirmations.map((x: { member: { id: string } }) => x.member.id));
      next = more.next_cursor;
    }
    expect(all).not.toContain(boss.id);
    expect((await asBoss.get(`/rundschreiben/${c.id}`)).json().can.confirm).toBe(false);
    expect((await asBoss.post(`/api/v1/rundschreiben/${c.id}/confirm`)).statusCode).toBe(403);
    expect((await unreads(boss)).Circulars ?? 0).toBe(bossUnread);
    const own = (await asBoss.get("/rundschreiben")).json().circulars;
    expect(own.find((x: { id: string }) => x.id === c.id)).toMatchObject({ sent_by_me: true, confirmed: false });
  });

  it("lets only network administrators send to the whole network", async () => {
    const plain = await member(app);
    const res = await (await as(app, plain)).post("/rundschreiben", body("No"));
    expect(res.statusCode).toBe(403);
  });

  it("sends to a group's active members; group administrators may, plain members get 403, others 404", async () => {
    const boss = await member(app);
    const inside = await member(app);
    const outside = await member(app);
    const g = await group(app, { access: "hidden", admin: boss, members: [inside] });
    const asBoss = await as(app, boss);
    expect((await asBoss.get("/rundschreiben")).json().can).toEqual({ create: true });
    expect((await (await as(app, inside)).post("/rundschreiben", body("No", g.id))).statusCode).toBe(403);
    expect((await (await as(app, outside)).post("/rundschreiben", body("No", g.id))).statusCode).toBe(404);
    expect((await asBoss.post("/rundschreiben", body("No"))).statusCode).toBe(403);

    const sent = await asBoss.post("/rundschreiben", body("Meeting", g.id));
    expect(sent.statusCode, sent.body).toBe(201);
    const c = sent.json();
    // Its only recipient is `inside`: the author is not one.
    expect(c).toMatchObject({ group: { id: g.id, slug: g.slug, name: g.name }, recipient_count: 1 });

    const joined = await member(app);
    await addMembership(app.ctx.db, g.id, joined.id, { status: "member" });
    expect((await (await as(app, joined)).get(`/rundschreiben/${c.id}`)).statusCode).toBe(404);
    // A hidden group's circular shows to nobody outside it, not even by the group's list.
    const asOutside = await as(app, outside);
    expect((await asOutside.get(`/rundschreiben/${c.id}`)).statusCode).toBe(404);
    expect((await asOutside.get(`/rundschreiben/${c.id}/confirmations`)).statusCode).toBe(404);
    expect((await asOutside.post(`/api/v1/rundschreiben/${c.id}/confirm`)).statusCode).toBe(404);
    expect((await asOutside.delete(`/rundschreiben/${c.id}`)).statusCode).toBe(404);
    expect((await asOutside.get(`/groups/${g.slug}/rundschreiben`)).statusCode).toBe(404);
    expect((await asOutside.get("/rundschreiben")).json().circulars).toEqual([]);

    const asInside = await as(app, inside);
    const groupList = (await asInside.get(`/groups/${g.slug}/rundschreiben`)).json();
    expect(groupList.can).toEqual({ create: false });
    expect(groupList.circulars.map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect(groupList.circulars[0].sent_by_me).toBe(false);
    const bossGroupList = (await asBoss.get(`/groups/${g.slug}/rundschreiben`)).json();
    expect(bossGroupList.can).toEqual({ create: true });
    expect(bossGroupList.circulars).toEqual([expect.objectContaining({ id: c.id, sent_by_me: true })]);
    // A network administrator keeps it without having received it.
    const asAdmin = await as(app, await admin(app));
    const seen = (await asAdmin.get(`/rundschreiben/${c.id}`)).json();
    expect(seen).toMatchObject({ recipient_count: 1, can: { confirm: false, view_confirmations: true } });
    expect((await asAdmin.post(`/api/v1/rundschreiben/${c.id}/confirm`)).statusCode).toBe(403);
  });

  it("confirms idempotently and counts unconfirmed circulars", async () => {
    const boss = await member(app);
    const reader = await member(app);
    const slow = await member(app);
    const g = await group(app, { admin: boss, members: [reader, slow] });
    const asBoss = await as(app, boss);
    const first = (await asBoss.post("/rundschreiben", body("One", g.id))).json();
    await asBoss.post("/rundschreiben", body("Two", g.id));
    expect((await unreads(reader)).Circulars).toBe(2);
    expect((await unreads(boss)).Circulars ?? 0).toBe(0);

    const asReader = await as(app, reader);
    const confirmed = await asReader.post(`/api/v1/rundschreiben/${first.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ confirmed: true });
    const at = confirmed.json().confirmed_at;
    expect(at).toEqual(expect.any(String));
    const again = (await asReader.post(`/api/v1/rundschreiben/${first.id}/confirm`)).json();
    expect(again.confirmed_at).toBe(at);
    expect((await unreads(reader)).Circulars).toBe(1);

    const list = (await asReader.get("/rundschreiben")).json().circulars;
    expect(list.map((x: { title: string; confirmed: boolean }) => [x.title, x.confirmed])).toEqual([
      ["Two", false],
      ["One", true],
    ]);
    const kept = (await asBoss.get(`/rundschreiben/${first.id}`)).json();
    expect(kept).toMatchObject({ confirmed_count: 1, recipient_count: 2, sent_by_me: true });
    const done = (await asBoss.get(`/rundschreiben/${first.id}/confirmations?state=confirmed`)).json();
    expect(done).toMatchObject({ confirmed_count: 1, pending_count: 1, next_cursor: null });
    expect(done.confirmations).toEqual([{ member: expect.objectContaining({ id: reader.id }), confirmed_at: at }]);
    const open = (await asBoss.get(`/rundschreiben/${first.id}/confirmations?state=pending`)).json();
    expect(open.confirmations).toEqual([{ member: expect.objectContaining({ id: slow.id }), confirmed_at: null }]);
  });

  it("pages circulars and confirmations with a cursor", async () => {
    const boss = await member(app);
    const crowd = await Promise.all(Array.from({ length: 55 }, () => member(app)));
    const g = await group(app, { admin: boss, members: crowd });
    const asBoss = await as(app, boss);
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push((await asBoss.post("/rundschreiben", body(`C${i}`, g.id))).json().id);
    const first = (await asBoss.get("/rundschreiben")).json();
    expect(first.circulars).toHaveLength(20);
    expect(first.circulars[0].id).toBe(ids[21]);
    const second = (await asBoss.get(`/rundschreiben?before=${first.next_cursor}`)).json();
    expect(second.circulars.map((x: { id: string }) => x.id)).toEqual([ids[1], ids[0]]);
    expect(second.next_cursor).toBeNull();

    const c = ids[0] as string;
    const page1 = (await asBoss.get(`/rundschreiben/${c}/confirmations?state=pending`)).json();
    expect(page1.confirmations).toHaveLength(50);
    expect(page1.pending_count).toBe(55);
    const page2 = (
      await asBoss.get(`/rundschreiben/${c}/confirmations?state=pending&before=${page1.next_cursor}`)
    ).json();
    expect(page2.confirmations).toHaveLength(5);
    expect(page2.next_cursor).toBeNull();
    const all = new Set([...page1.confirmations, ...page2.confirmations].map((x) => x.member.id));
    expect(all.size).toBe(55);
    expect(all.has(boss.id)).toBe(false);
  });

  it("lists the circulars a member sent among those they received, newest first, across pages", async () => {
    const boss = await member(app);
    const reader = await member(app);
    const g = await group(app, { admin: boss, members: [reader] });
    const asBoss = await as(app, boss);
    const asAdmin = await as(app, await admin(app));
    const ids: string[] = [];
    const sentByBoss = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const res = await asBoss.post("/rundschreiben", body(`Own ${i}`, g.id));
      ids.push(res.json().id);
      sentByBoss.add(res.json().id);
      ids.push((await asAdmin.post("/rundschreiben", body(`Network ${i}`))).json().id);
    }
    const newest = [...ids].reverse();
    const first = (await asBoss.get("/rundschreiben")).json();
    type Entry = { id: string; sent_by_me: boolean };
    const second = (await asBoss.get(`/rundschreiben?before=${first.next_cursor}`)).json();
    const listed: Entry[] = [...first.circulars, ...second.circulars];
    expect(listed.slice(0, 24).map((x) => x.id)).toEqual(newest);
    for (const x of listed.slice(0, 24)) expect(x.sent_by_me).toBe(sentByBoss.has(x.id));
    // Only the network's circulars count as unread for the author.
    expect((await unreads(boss)).Circulars).toBe(12);
    const groupList = (await asBoss.get(`/groups/${g.slug}/rundschreiben`)).json();
    expect(groupList.next_cursor).toBeNull();
    expect(groupList.circulars.map((x: Entry) => x.id)).toEqual(newest.filter((id) => sentByBoss.has(id)));
  });

  it("lets the author or a network administrator delete it", async () => {
    const boss = await member(app);
    const other = await member(app);
    const reader = await member(app);
    const g = await group(app, { admin: boss, members: [reader] });
    await addMembership(app.ctx.db, g.id, other.id, { status: "member", isAdmin: true });
    const asBoss = await as(app, boss);
    const c = (await asBoss.post("/rundschreiben", body("Gone", g.id))).json();
    expect((await unreads(reader)).Circulars).toBe(1);
    expect((await (await as(app, reader)).delete(`/rundschreiben/${c.id}`)).statusCode).toBe(403);
    expect((await (await as(app, other)).delete(`/rundschreiben/${c.id}`)).statusCode).toBe(403);
    expect((await asBoss.delete(`/rundschreiben/${c.id}`)).statusCode).toBe(204);
    expect((await asBoss.get(`/rundschreiben/${c.id}`)).statusCode).toBe(404);
    expect((await unreads(reader)).Circulars ?? 0).toBe(0);
  });

  it("serves the SPA to a browser navigation and JSON to a fetch", async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
    fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><div id=root></div>");
    const web = await createTestApp({ webDist });
    const boss = await admin(web);
    const asBoss = await as(web, boss);
    const c = (await asBoss.post("/rundschreiben", body("Shown"))).json();
    for (const url of ["/rundschreiben", "/rundschreiben/new", `/rundschreiben/${c.id}`]) {
      const page = await asBoss.get(url, { accept: "text/html,application/xhtml+xml" });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain("id=root");
    }
    expect((await asBoss.get(`/rundschreiben/${c.id}`)).json().title).toBe("Shown");
  });
});
