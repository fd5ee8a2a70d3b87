import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { deleteMembership } from "../groups/memberships.repo.js";
import { outboxMails } from "../mail/mail.schema.js";
import type { MemberRow } from "../members/members.schema.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

const mention = (m: MemberRow) => `@[${m.id}:${m.firstName} ${m.lastName}]`;

/** Posts an activity (in the stream `all`, or in a group), mentioning `mentions` in its text. */
async function post(
  c: Client,
  content: string,
  opts: { groupId?: string; mentions?: MemberRow[]; question?: boolean } = {},
) {
  const res = await c.post("/api/v1/activities", {
    ...(opts.groupId ? { group_id: opts.groupId } : { stream: "all" }),
    object_type: opts.question ? "question" : "note",
    content,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
}

async function reply(c: Client, activity: Json, type: "replies" | "answers") {
  const res = await c.post(`/api/v1/activities/${activity.id}/${type}`, { content: "<p>Thanks</p>" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
}

async function like(c: Client, liker: MemberRow, activity: Json) {
  expect((await c.post(`/api/v1/activities/${activity.id}/like`)).statusCode, liker.id).toBe(200);
}

async function page(c: Client, query = ""): Promise<Json> {
  const res = await c.get(`/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const kinds = async (c: Client) => (await page(c)).notifications.map((n: Json) => n.kind);

/** A member and a client signed in as them. */
async function person(): Promise<{ m: MemberRow; c: Client }> {
  const m = await member(app);
  return { m, c: await as(app, m) };
}

describe("notifications", () => {
  it("requires a signed-in member", async () => {
    const visitor = anonymous(app);
    expect((await visitor.get("/notifications")).statusCode).toBe(401);
    expect((await visitor.post("/api/v1/notifications/read_all")).statusCode).toBe(401);
    expect((await visitor.get("/unreads/activities")).statusCode).toBe(401);
    expect((await visitor.post("/api/v1/activitystreams/all/seen")).statusCode).toBe(401);
  });

  it("notifies mentioned members, never the author mentioning themself", async () => {
    const anna = await person();
    const ben = await person();
    const activity = await post(anna.c, `<p>Hello ${mention(ben.m)} and ${mention(anna.m)}</p>`, {
      mentions: [ben.m, anna.m],
    });
    const [n] = (await page(ben.c)).notifications;
    expect(n).toMatchObject({
      kind: "mention",
      actor: { id: anna.m.id },
      actor_count: 1,
      activity: { id: activity.id, html_url: `/activities/${activity.id}`, object_type: "note" },
      reply: null,
      read: false,
    });
    expect(n.activity.excerpt).toMatch(/^Hello @/);
    expect(await kinds(anna.c)).toEqual([]);
  });

  it("does not notify a mentioned member who may not read the activity", async () => {
    const anna = await person();
    const ben = await person();
    const cleo = await person();
    const closed = await group(app, { access: "closed", admin: anna.m, members: [ben.m] });
    await post(anna.c, `<p>${mention(ben.m)} ${mention(cleo.m)}</p>`, {
      groupId: closed.id,
      mentions: [ben.m, cleo.m],
    });
    expect(await kinds(ben.c)).toEqual(["mention"]);
    expect(await kinds(cleo.c)).toEqual([]);
  });

  it("notifies members named in a reply once per reply, only readers, and links to the reply", async () => {
    const anna = await person();
    const ben = await person();
    const cleo = await person();
    const dora = await person();
    const closed = await group(app, { access: "closed", admin: anna.m, members: [ben.m, cleo.m] });
    const activity = await post(anna.c, "<p>Plans</p>", { groupId: closed.id });
    const url = `/api/v1/activities/${activity.id}/replies`;
    // Ben names Cleo, Dora (not in the group) and Anna (the author, whom the reply itself notifies).
    const res = await ben.c.post(url, { content: `<p>${mention(cleo.m)} ${mention(dora.m)} ${mention(anna.m)}</p>` });
    expect(res.statusCode, res.body).toBe(201);
    const replyId = res.json().id;
    const [row] = (await page(cleo.c)).notifications;
    expect(row.kind).toBe("mention");
    expect(row.reply.html_url).toBe(`/activities/${activity.id}/replies/${replyId}`);
    expect(await kinds(dora.c)).toEqual([]);
    expect(await kinds(anna.c)).toEqual(["reply"]);
    // An edit naming Cleo again names nobody new: still one notification for her.
    const edited = await ben.c.put(`${url}/${replyId}`, { content: `<p>${mention(cleo.m)} again</p>` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await kinds(cleo.c)).toEqual(["mention"]);
  });

  it("leaves out notifications about activities the member may no longer read", async () => {
    const anna = await person();
    const ben = await person();
    const closed = await group(app, { access: "closed", admin: anna.m, members: [ben.m] });
    await post(anna.c, `<p>${mention(ben.m)}</p>`, { groupId: closed.id, mentions: [ben.m] });
    expect(await kinds(ben.c)).toEqual(["mention"]);
    await deleteMembership(app.ctx.db, closed.id, ben.m.id);
    expect(await kinds(ben.c)).toEqual([]);
  });

  it("notifies the author of a reply and of an answer, and the author of an accepted answer", async () => {
    const anna = await person();
    const ben = await person();
    const note = await post(anna.c, "<p>A note</p>");
    const replied = await reply(ben.c, note, "replies");
    const question = await post(anna.c, "<p>A question?</p>", { question: true });
    const answer = await reply(ben.c, question, "answers");
    // Anna's own reply to her note tells nobody.
    await reply(anna.c, note, "replies");
    const list = (await page(anna.c)).notifications;
    expect(list.map((n: Json) => [n.kind, n.reply?.html_url])).toEqual([
      ["answer", `/activities/${question.id}/answers/${answer.id}`],
      ["reply", `/activities/${note.id}/replies/${replied.id}`],
    ]);
    expect(list[0]?.activity.object_type).toBe("question");

    expect((await anna.c.post(`/api/v1/activities/${question.id}/answers/${answer.id}/accept`)).statusCode).toBe(200);
    const [accepted] = (await page(ben.c)).notifications;
    expect(accepted).toMatchObject({ kind: "accepted_answer", actor: { id: anna.m.id }, reply: { id: answer.id } });
  });

  it("collapses the likes of one activity into one notification that comes back unread", async () => {
    const anna = await person();
    const ben = await person();
    const cleo = await person();
    const dora = await person();
    const note = await post(anna.c, "<p>Like me</p>");
    await like(ben.c, ben.m, note);
    await like(cleo.c, cleo.m, note);
    await like(anna.c, anna.m, note);
    let [n] = (await page(anna.c)).notifications;
    expect(n).toMatchObject({ kind: "like", actor: { id: cleo.m.id }, actor_count: 2, read: false });
    expect((await anna.c.post(`/api/v1/notifications/${n.id}/read`)).statusCode).toBe(204);
    // A like again by someone counted already changes nothing.
    await like(ben.c, ben.m, note);
    [n] = (await page(anna.c)).notifications;
    expect(n).toMatchObject({ actor: { id: cleo.m.id }, actor_count: 2, read: true });
    await like(dora.c, dora.m, note);
    const list = (await page(anna.c)).notifications;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: n.id, actor: { id: dora.m.id }, actor_count: 3, read: false });
  });

  it("marks one or all read; another member's notification is not found", async () => {
    const anna = await person();
    const ben = await person();
    const first = await post(anna.c, "<p>One</p>");
    const second = await post(anna.c, "<p>Two</p>");
    await reply(ben.c, first, "replies");
    await reply(ben.c, second, "replies");
    const counts = async () => (await anna.c.get("/api/v1/unreads")).json().Notifications ?? 0;
    expect(await counts()).toBe(2);
    expect((await anna.c.get("/unreads/activities")).json().Notifications).toBe(2);
    const [newest] = (await page(anna.c)).notifications;
    expect((await ben.c.post(`/api/v1/notifications/${newest.id}/read`)).statusCode).toBe(404);
    expect((await anna.c.post(`/api/v1/notifications/${newest.id}/read`)).statusCode).toBe(204);
    expect(await counts()).toBe(1);
    expect((await page(anna.c)).notifications.map((n: Json) => n.read)).toEqual([true, false]);
    expect((await anna.c.post("/api/v1/notifications/read_all")).statusCode).toBe(204);
    expect(await counts()).toBe(0);
    expect((await page(anna.c)).notifications.map((n: Json) => n.read)).toEqual([true, true]);
  });

  it("pages newest first with a cursor, without gaps or repeats", async () => {
    const anna = await person();
    const ben = await person();
    const note = await post(anna.c, "<p>Many replies</p>");
    for (let i = 0; i < 12; i++) await reply(ben.c, note, "replies");
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: Json = await page(anna.c, `?limit=5${cursor ? `&before=${cursor}` : ""}`);
      seen.push(...p.notifications.map((n: Json) => n.reply.id));
      cursor = p.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect((await anna.c.get("/notifications?before=nope")).statusCode).toBe(400);
  });

  it("counts new activities of the stream `all` since the last visit", async () => {
    const anna = await person();
    const ben = await person();
    await post(ben.c, "<p>Before</p>");
    expect((await anna.c.post("/api/v1/activitystreams/all/seen")).statusCode).toBe(204);
    const count = async () => (await anna.c.get("/unreads/activities")).json().Activitystreams;
    expect(await count()).toBe(0);
    await post(ben.c, "<p>New one</p>");
    await post(ben.c, "<p>New two</p>");
    await post(anna.c, "<p>My own</p>");
    expect(await count()).toBe(2);
    expect((await anna.c.get("/api/v1/unreads")).json().Activitystreams).toBe(2);
    expect((await anna.c.post("/api/v1/activitystreams/all/seen")).statusCode).toBe(204);
    expect(await count()).toBe(0);
    expect((await anna.c.post("/api/v1/activitystreams/other/seen")).statusCode).toBe(404);
  });

  it("mails a mention when the recipient's email_notifications setting is on", async () => {
    const anna = await person();
    const ben = await person();
    const cleo = await person();
    const off = await cleo.c.put(`/members/${cleo.m.id}/settings`, { settings: { email_notifications: false } });
    expect(off.statusCode, off.body).toBe(200);
    await post(anna.c, `<p>Lunch, ${mention(ben.m)} ${mention(cleo.m)}?</p>`, { mentions: [ben.m, cleo.m] });
    const mails = await app.ctx.db.select().from(outboxMails);
    const toBen = mails.filter((m) => m.to === ben.m.email);
    expect(toBen).toHaveLength(1);
    expect(toBen[0]?.subject).toBe(`${anna.m.firstName} ${anna.m.lastName} mentioned you`);
    expect(toBen[0]?.text).toContain("Lunch, @");
    expect(mails.filter((m) => m.to === cleo.m.email)).toEqual([]);
  });

  it("lists one group's notifications at /groups/{slug}/notifications, 404 for a group one may not see", async () => {
    const anna = await person();
    const ben = await person();
    const club = await group(app, { access: "closed", admin: anna.m, members: [ben.m] });
    const hidden = await group(app, { access: "hidden", admin: anna.m });
    const inClub = await post(anna.c, `<p>${mention(ben.m)} club</p>`, { groupId: club.id, mentions: [ben.m] });
    const inNetwork = await post(anna.c, `<p>${mention(ben.m)} all</p>`, { mentions: [ben.m] });
    expect((await page(ben.c)).notifications.map((n: Json) => n.activity.id)).toEqual([inNetwork.id, inClub.id]);
    const res = await ben.c.get(`/groups/${club.slug}/notifications`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notifications.map((n: Json) => n.activity.id)).toEqual([inClub.id]);
    expect((await ben.c.get(`/groups/${hidden.slug}/notifications`)).statusCode).toBe(404);
  });
});
