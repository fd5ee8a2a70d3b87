import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, group, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";
import type { MemberRow } from "../members/members.schema.js";
import { members } from "../members/members.schema.js";
import { networks } from "../network/network.schema.js";
import { mailboxEntries, messages } from "./messages.schema.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const send = async (from: Client, body: Record<string, unknown>) => {
  const res = await from.post("/api/v1/messages", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

const inbox = async (c: Client, query = "") => (await c.get(`/api/v1/messages${query}`)).json();
const sent = async (c: Client) => (await c.get("/api/v1/messages/sent")).json();
const textFile = (name = "notes.txt", text = "hello") => ({ name, type: "text/plain", data: Buffer.from(text) });

async function three(): Promise<[MemberRow, MemberRow, MemberRow, Client, Client, Client]> {
  const a = await member(app);
  const b = await member(app);
  const c = await member(app);
  return [a, b, c, await as(app, a), await as(app, b), await as(app, c)];
}

describe("messages: access", () => {
  it("requires a signed-in member", async () => {
    const visitor = anonymous(app);
    expect((await visitor.get("/api/v1/messages")).statusCode).toBe(401);
    expect((await visitor.post("/api/v1/messages", { to: [], subject: "x" })).statusCode).toBe(401);
    expect((await visitor.get("/api/v1/unreads")).statusCode).toBe(401);
  });

  it("answers 404 to anyone not a party, for the message, its actions and its attachments", async () => {
    const [, b, , asA, asB, asC] = await three();
    const file = (await upload(asA, "files", textFile())).json();
    const m = await send(asA, { to: [b.id], subject: "Private", content: "<p>secret</p>", attachments: [file.id] });
    expect((await asB.get(`/api/v1/messages/${m.id}`)).statusCode).toBe(200);
    expect((await asB.get(`/api/storage/files/${file.id}`)).statusCode).toBe(200);

    const notFound = { error: "not_found", message: "Not found." };
    const guessed = await asC.get(`/api/v1/messages/${m.id}`);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toEqual(notFound);
    expect((await asC.get("/api/v1/messages/0123456789abcdef01234567")).json()).toEqual(notFound);
    expect((await asC.delete(`/api/v1/messages/${m.id}`)).statusCode).toBe(404);
    expect((await asC.delete(`/api/v1/messages/sent/${m.id}`)).statusCode).toBe(404);
    expect((await asC.post(`/api/v1/messages/${m.id}/read`)).statusCode).toBe(404);
    expect((await asC.delete(`/api/v1/messages/${m.id}/read`)).statusCode).toBe(404);
    expect((await asC.get(`/api/storage/files/${file.id}`)).statusCode).toBe(404);
    // Nor can an outsider reply into the conversation or forward its attachment.
    expect(
      (await asC.post("/api/v1/messages", { to: [b.id], subject: "x", conversation_starter_id: m.id })).statusCode,
    ).toBe(404);
    expect((await asC.post("/api/v1/messages", { to: [b.id], subject: "x", attachments: [file.id] })).statusCode).toBe(
      404,
    );
  });

  it("lets bulk actions with foreign ids change nothing that is not the caller's", async () => {
    const [a, b, , asA, asB, asC] = await three();
    const m = await send(asA, { to: [b.id], subject: "Hello", content: "hi" });
    const own = await send(asC, { to: [a.id], subject: "Mine", content: "x" });
    for (const [method, url] of [
      ["DELETE", "/api/v1/messages/delete"],
      ["DELETE", "/api/v1/messages/sent/delete"],
      ["POST", "/api/v1/messages/read"],
      ["DELETE", "/api/v1/messages/read"],
    ] as const) {
      const res = await asC.request({ method, url, payload: { message_ids: [m.id, own.id] } });
      expect(res.statusCode, url).toBe(204);
    }
    const bInbox = await inbox(asB);
    expect(bInbox.messages.map((x: { id: string }) => x.id)).toEqual([m.id]);
    expect(bInbox.messages[0].i.read).toBe(false);
    expect((await sent(asA)).messages.map((x: { id: string }) => x.id)).toEqual([m.id]);
    expect((await sent(asC)).messages).toEqual([]);
  });

  it("never keeps script in the content; previews are plain text", async () => {
    const [, b, , asA, asB] = await three();
    const evil =
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
      '<a href="javascript:alert(3)">link</a><a href="https://example.com">ok</a><iframe src="https://evil"></iframe>';
    const m = await send(asA, { to: [b.id], subject: "<script>s</script>", content: evil });
    const shown = (await asB.get(`/api/v1/messages/${m.id}`)).json();
    for (const html of [shown.html_content, shown.content]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img/i);
      expect(html).toContain("<b>there</b>");
      expect(html).toContain('href="https://example.com"');
    }
    expect(shown.plain_content).toBe("Hi there\nlinkok");
    // The subject is plain text by contract; the client renders it as text.
    expect(shown.subject).toBe("<script>s</script>");
    // Read applies the write allowlist again: content stored unclean (older rules, a migration) is shown clean.
    await app.ctx.db
      .update(messages)
      .set({ htmlContent: '<p>Again<img src=x onerror="alert(4)"><script>alert(5)</script></p>' })
      .where(eq(messages.id, m.id));
    const again = (await asB.get(`/api/v1/messages/${m.id}`)).json();
    expect(again.html_content).toBe("<p>Again</p>");
    expect(again.content).toBe("<p>Again</p>");
  });
});

describe("messages: sending and folders", () => {
  it("files a message in the recipient's inbox and the author's sent folder, with counts", async () => {
    const [a, b, c, asA, asB, asC] = await three();
    const m = await send(asA, { to: [b.id, c.id, a.id], subject: "Team", content: "<p>Hello team</p>" });
    expect(m.to_count).toBe(2);
    expect(m.conversation_starter_id).toBe(m.id);
    expect(m.i).toEqual({ read: true, inbox: false, sent: true });

    const list = await inbox(asB);
    expect(list.meta).toEqual({ page: 1, per_page: 10, total_count: 1, total_pages: 1 });
    expect(list.can).toEqual({ send_direct_messages: true, send_to_all_network_members: false });
    const row = list.messages[0];
    expect(row).toMatchObject({
      id: m.id,
      subject: "Team",
      plain_content: "Hello team",
      to_count: 2,
      conversation_length: 1,
      has_replies: false,
      has_attachments: false,
      i: { read: false, inbox: true, sent: false },
    });
    expect(row.author.id).toBe(a.id);
    expect(row.to.map((r: { id: string }) => r.id).sort()).toEqual([b.id, c.id].sort());
    expect((await asB.get("/api/v1/unreads")).json()).toEqual({ Messages: 1 });
    expect((await asB.get("/unreads/features")).json()).toEqual({ Messages: 1 });
    expect((await inbox(asC)).messages).toHaveLength(1);
    expect((await sent(asA)).messages[0].id).toBe(m.id);
    expect((await inbox(asA)).messages).toEqual([]);
  });

  it("validates the payload", async () => {
    const [, b, , asA] = await three();
    const none = await asA.post("/api/v1/messages", { to: [], subject: "x" });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.to).toBeDefined();
    const empty = await asA.post("/api/v1/messages", { to: [b.id], subject: " ", content: "<p> </p>" });
    expect(empty.statusCode).toBe(422);
    const unknown = await asA.post("/api/v1/messages", { to: ["0123456789abcdef01234567"], subject: "x" });
    expect(unknown.statusCode).toBe(422);
  });

  it("pages the inbox by page and by limit/offset", async () => {
    const [, b, , asA, asB] = await three();
    for (let i = 0; i < 12; i++) await send(asA, { to: [b.id], subject: `S${i}`, content: "x" });
    const first = await inbox(asB);
    expect(first.messages).toHaveLength(10);
    expect(first.messages[0].subject).toBe("S11");
    expect(first.meta).toMatchObject({ page: 1, total_count: 12, total_pages: 2 });
    const second = await inbox(asB, "?page=2");
    expect(second.messages.map((m: { subject: string }) => m.subject)).toEqual(["S1", "S0"]);
    const offset = await inbox(asB, "?limit=10&offset=10");
    expect(offset.messages.map((m: { subject: string }) => m.subject)).toEqual(["S1", "S0"]);
    expect(offset.meta).toMatchObject({ total_count: 12, total_pages: 2 });
    // A page past the end has no rows, and still says how many there are.
    const past = await inbox(asB, "?page=3");
    expect(past.messages).toEqual([]);
    expect(past.meta).toMatchObject({ page: 3, total_count: 12, total_pages: 2 });
  });

  it("marks read and unread, single and in bulk, for the member's own copy only", async () => {
    const [, b, c, asA, asB, asC] = await three();
    const m1 = await send(asA, { to: [b.id, c.id], subject: "One", content: "x" });
    const m2 = await send(asA, { to: [b.id], subject: "Two", content: "x" });
    expect((await asB.post(`/api/v1/messages/${m1.id}/read`)).statusCode).toBe(204);
    expect((await asB.get("/api/v1/unreads")).json().Messages).toBe(1);
    expect((await asC.get("/api/v1/unreads")).json().Messages).toBe(1);
    expect((await asB.post("/api/v1/messages/read", { message_ids: [m1.id, m2.id] })).statusCode).toBe(204);
    expect((await asB.get("/api/v1/unreads")).json().Messages).toBe(0);
    expect((await asB.delete("/api/v1/messages/read", { message_ids: [m2.id] })).statusCode).toBe(204);
    const rows = (await inbox(asB)).messages;
    expect(rows.map((r: { i: { read: boolean } }) => r.i.read)).toEqual([false, true]);
    expect((await asB.delete(`/api/v1/messages/${m1.id}/read`)).statusCode).toBe(204);
    expect((await asB.get("/api/v1/unreads")).json().Messages).toBe(2);
    expect((await asC.get("/api/v1/unreads")).json().Messages).toBe(1);
  });

  it("deletes independently on both sides, single and in bulk", async () => {
    const [, b, , asA, asB] = await three();
    const m1 = await send(asA, { to: [b.id], subject: "One", content: "x" });
    const m2 = await send(asA, { to: [b.id], subject: "Two", content: "x" });
    expect((await asB.delete(`/api/v1/messages/${m1.id}`)).statusCode).toBe(204);
    expect((await inbox(asB)).messages.map((m: { id: string }) => m.id)).toEqual([m2.id]);
    expect((await sent(asA)).messages).toHaveLength(2);
    expect((await asA.get(`/api/v1/messages/${m1.id}`)).statusCode).toBe(200);
    // Gone from every folder of B: B can no longer open it.
    expect((await asB.get(`/api/v1/messages/${m1.id}`)).statusCode).toBe(404);
    expect((await asB.delete(`/api/v1/messages/${m1.id}`)).statusCode).toBe(404);

    expect((await asA.delete("/api/v1/messages/sent/delete", { message_ids: [m1.id, m2.id] })).statusCode).toBe(204);
    expect((await sent(asA)).messages).toEqual([]);
    expect((await inbox(asB)).messages.map((m: { id: string }) => m.id)).toEqual([m2.id]);
    expect((await asB.get(`/api/v1/messages/${m2.id}`)).statusCode).toBe(200);
    expect((await asB.delete("/api/v1/messages/delete", { message_ids: [m2.id] })).statusCode).toBe(204);
    expect((await inbox(asB)).meta.total_count).toBe(0);
  });
});

describe("messages: conversations", () => {
  it("reply joins the conversation; detail shows it newest first with has_replies and lengths", async () => {
    const [a, b, c, asA, asB, asC] = await three();
    const first = await send(asA, { to: [b.id, c.id], subject: "Plan", content: "<p>Plan?</p>" });
    const reply = await send(asB, {
      to: [a.id],
      subject: "Re: Plan",
      content: "Yes",
      conversation_starter_id: first.id,
    });
    expect(reply.conversation_starter_id).toBe(first.id);

    const detail = (await asA.get(`/api/v1/messages/${reply.id}`)).json();
    expect(detail.conversation.map((m: { id: string }) => m.id)).toEqual([reply.id, first.id]);
    expect(detail.conversation_length).toBe(2);
    expect(detail.conversation[1].has_replies).toBe(true);
    expect(detail.conversation[0].has_replies).toBe(false);

    // A's inbox holds the reply; A's sent row (the first message) now has a reply.
    const aInbox = (await inbox(asA)).messages;
    expect(aInbox.map((m: { id: string }) => m.id)).toEqual([reply.id]);
    expect(aInbox[0].conversation_length).toBe(2);
    const aSent = (await sent(asA)).messages[0];
    expect(aSent.id).toBe(first.id);
    expect(aSent.has_replies).toBe(true);
    // B replied: B's inbox row shows the replied state.
    expect((await inbox(asB)).messages[0]).toMatchObject({ id: first.id, has_replies: true, conversation_length: 2 });
    // C was not addressed by the reply: C sees only the first message.
    const cView = (await asC.get(`/api/v1/messages/${first.id}`)).json();
    expect(cView.conversation.map((m: { id: string }) => m.id)).toEqual([first.id]);
    expect(cView.conversation_length).toBe(1);
    expect((await asC.get(`/api/v1/messages/${reply.id}`)).statusCode).toBe(404);
  });

  it("reply-all reaches the other recipients; a new reply brings a deleted conversation back unread", async () => {
    const [, b, c, asA, asB, asC] = await three();
    const first = await send(asA, { to: [b.id, c.id], subject: "All", content: "x" });
    expect(first.can).toMatchObject({ reply: false, reply_all: true, forward: true });
    const shownToB = (await asB.get(`/api/v1/messages/${first.id}`)).json();
    expect(shownToB.can).toEqual({ reply: true, reply_all: true, forward: true, delete: true });
    await asC.delete(`/api/v1/messages/${first.id}`);
    const others = [shownToB.author.id, ...shownToB.to.map((m: { id: string }) => m.id)].filter((id) => id !== b.id);
    const all = await send(asB, { to: others, subject: "Re: All", content: "y", conversation_starter_id: first.id });
    expect(all.to_count).toBe(2);
    const cInbox = (await inbox(asC)).messages;
    expect(cInbox).toHaveLength(1);
    expect(cInbox[0]).toMatchObject({ id: all.id, i: { read: false }, conversation_length: 2 });
    expect((await inbox(asA)).messages[0].id).toBe(all.id);
  });

  it("forward copies attachments for real: deleting the original keeps the forward", async () => {
    const [, b, c, asA, asB, asC] = await three();
    const file = (await upload(asA, "files", textFile("plan.txt", "the plan"))).json();
    const original = await send(asA, { to: [b.id], subject: "Plan", content: "<p>see</p>", attachments: [file.id] });
    expect(original.attachments).toEqual([
      expect.objectContaining({ id: file.id, original_filename: "plan.txt", extension: "txt" }),
    ]);
    const fwd = await send(asB, {
      to: [c.id],
      subject: "Fwd: Plan",
      content: "<blockquote><p>see</p></blockquote>",
      attachments: original.attachments.map((x: { id: string }) => x.id),
    });
    expect(fwd.conversation_starter_id).toBe(fwd.id);
    const copied = fwd.attachments[0];
    expect(copied.id).not.toBe(file.id);
    expect(copied.original_filename).toBe("plan.txt");

    expect((await asA.delete(`/api/storage/files/${file.id}`)).statusCode).toBeLessThan(300);
    const read = await asC.get(`/api/storage/files/${copied.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe("the plan");
    // The forward's recipient sees only the forward, not the original conversation.
    expect((await asC.get(`/api/v1/messages/${original.id}`)).statusCode).toBe(404);
  });
});

describe("messages: permissions", () => {
  it("lets only administrators write to all network members, delivered by a job", async () => {
    const boss = await admin(app);
    const [, , , asA] = await three();
    expect((await asA.post("/api/v1/messages", { to_all_network_members: true, subject: "All" })).statusCode).toBe(403);
    const asBoss = await as(app, boss);
    expect((await inbox(asBoss)).can.send_to_all_network_members).toBe(true);
    const locked = await member(app);
    await app.ctx.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, locked.id));
    const m = await send(asBoss, { to_all_network_members: true, subject: "Announcement", content: "x" });
    const total = (await app.ctx.db.select().from(members)).length;
    const reached = (await asBoss.get(`/api/v1/messages/${m.id}`)).json();
    expect(reached.to_count).toBe(total - 2); // everyone but the author and the locked member
    expect(reached.to_all_network_members).toBe(true);
    expect((await inbox(asA)).messages[0].id).toBe(m.id);
    const lockedCopies = await app.ctx.db.select().from(mailboxEntries).where(eq(mailboxEntries.memberId, locked.id));
    expect(lockedCopies).toEqual([]);
  });

  it("sends to a group's members only when the sender belongs to it", async () => {
    const [a, b, , asA, asB, asC] = await three();
    const g = await group(app, { members: [a, b] });
    const m = await send(asA, { to_group: [g.id], subject: "Group", content: "x" });
    expect((await inbox(asB)).messages[0].id).toBe(m.id);
    expect((await inbox(asC)).messages).toEqual([]);
    expect((await asC.post("/api/v1/messages", { to_group: [g.id], subject: "x" })).statusCode).toBe(422);
  });

  it("refuses external members, locked recipients and members who ignore the sender", async () => {
    const [a, b, , asA, asB] = await three();
    const guest = await member(app, { isExternal: true });
    const asGuest = await as(app, guest);
    expect((await inbox(asGuest)).can.send_direct_messages).toBe(false);
    expect((await asGuest.post("/api/v1/messages", { to: [a.id], subject: "x" })).statusCode).toBe(403);

    const locked = await member(app);
    await app.ctx.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, locked.id));
    expect((await asA.post("/api/v1/messages", { to: [locked.id], subject: "x" })).statusCode).toBe(422);

    expect((await asB.get(`/members/${a.id}/ignored`)).json()).toEqual({ ignored: false });
    expect((await asB.post(`/members/${a.id}/ignored`)).json()).toEqual({ ignored: true });
    expect((await asB.post(`/members/${b.id}/ignored`)).statusCode).toBe(422);
    expect((await asB.get("/members/0123456789abcdef01234567/ignored")).statusCode).toBe(404);
    const refused = await asA.post("/api/v1/messages", { to: [b.id], subject: "x" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.to[0]).toMatch(/does not accept/);
    expect((await asB.delete(`/members/${a.id}/ignored`)).json()).toEqual({ ignored: false });
    await send(asA, { to: [b.id], subject: "x" });
  });
});

describe("messages: notification mail", () => {
  it("mails each recipient, with the body only when the network setting allows it", async () => {
    const [, b, , asA] = await three();
    const [net] = await app.ctx.db.select().from(networks);
    if (!net) throw new Error("no network");
    await send(asA, { to: [b.id], subject: "Quiet", content: "<p>hidden body</p>" });
    const mails = async () => (await app.ctx.db.select().from(outboxMails)).filter((m) => m.to === b.email);
    const [first] = await mails();
    expect(first?.subject).toContain("Quiet");
    expect(first?.text).not.toContain("hidden body");
    expect(first?.html).not.toContain("hidden body");
    await app.ctx.db
      .update(networks)
      .set({ settings: { ...net.settings, notifications_send_direct_message_body: true } })
      .where(eq(networks.id, net.id));
    await send(asA, { to: [b.id], subject: "Loud", content: "<p>visible body</p>" });
    const loud = (await mails()).find((m) => m.subject.includes("Loud"));
    expect(loud?.text).toContain("visible body");
    expect(loud?.text).toContain("/messages/");
    expect(loud?.html).toContain("<p>visible body</p>");
    await app.ctx.db.update(networks).set({ settings: net.settings }).where(eq(networks.id, net.id));
  });
});

/** The folder's live copies counted row by row: what the kept count must equal. */
