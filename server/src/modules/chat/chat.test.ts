import type { ChatMessage } from "@intranet/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { ChatSocket, chatSocketUrl } from "../../../test/chat-client.js";
import { as, group, member, network, upload } from "../../../test/factories.js";
import { rateLimitConfig } from "../../../test/rate-limits.js";
import type { App } from "../../app.js";
import { updateGroupRow } from "../groups/groups.repo.js";
import { updateMemberRow } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { muteEnd, normalizeStatusText } from "./chats.service.js";

let app: App;
let url: string;
const open: ChatSocket[] = [];
beforeAll(async () => {
  // With TEST_REDIS_URL the hub fans out through Redis pub/sub, as across instances.
  app = await createTestApp(rateLimitConfig({ chat_send_socket: { points: 30, windowS: 60 } }));
  url = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => {
  for (const s of open) s.close();
});

/** A connected socket of the member, joined to their own topic (and `topics`). */
async function connect(m: MemberRow, topics: string[] = []) {
  const res = await (await as(app, m)).post("/api/v1/chat_token");
  const s = new ChatSocket(chatSocketUrl(url, res.json().token));
  open.push(s);
  await s.opened;
  await s.join(`member:${m.id}`);
  for (const t of topics) await s.join(t);
  return s;
}

/** The action's reply, or its error reply's response (rejections carry it as JSON). */
async function act<T = Record<string, unknown>>(s: ChatSocket, m: MemberRow, event: string, payload: unknown) {
  try {
    return { ok: true as const, reply: await s.push<T>(`member:${m.id}`, event, payload) };
  } catch (err) {
    const text = String((err as Error).message);
    return {
      ok: false as const,
      error: JSON.parse(text.slice(text.indexOf(":") + 1)) as { reason: string; message: string },
    };
  }
}
const ok = async <T = Record<string, unknown>>(s: ChatSocket, m: MemberRow, event: string, payload: unknown) =>
  s.push<T>(`member:${m.id}`, event, payload);

/** Resolves with the next `event` payload the socket receives that satisfies `match`. */
function next<T>(s: ChatSocket, event: string, match: (p: T) => boolean = () => true, ms = 5000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} in ${ms} ms`)), ms);
    s.on<T>(event, (p) => {
      if (match(p)) {
        clearTimeout(timer);
        resolve(p);
      }
    });
  });
}

let cidCounter = 0;
const cid = () => `cid-${Date.now()}-${++cidCounter}`;
const send = (s: ChatSocket, m: MemberRow, chatId: string, text: string, extra: Record<string, unknown> = {}) =>
  ok<{ message: ChatMessage }>(s, m, "send_message", { chat_id: chatId, cid: cid(), text, ...extra }).then(
    (r) => r.message,
  );

describe("direct chats", () => {
  it("delivers a message to both members, each naming the chat by the other", async () => {
    const [a, b] = [await member(app), await member(app)];
    const [sa, sb] = [await connect(a), await connect(b)];
    const created = next<{ chat: { id: string } }>(sb, "create_chat");
    const received = next<{ message: ChatMessage }>(sb, "message");
    const echoed = next<{ message: ChatMessage }>(sa, "message");
    const sent = await send(sa, a, `member/${b.id}`, "  Hello Bob  ");
    expect(sent).toMatchObject({ chat_id: `member/${b.id}`, seq: 1, text: "Hello Bob", from: { id: a.id } });
    expect((await received).message).toMatchObject({ id: sent.id, chat_id: `member/${a.id}`, seq: 1 });
    expect((await echoed).message.id).toBe(sent.id);
    expect((await created).chat.id).toBe(`member/${a.id}`);
    const { chats } = await ok<{ chats: { id: string; state: { unread_count: number } }[] }>(sb, b, "my_chats", {});
    expect(chats).toEqual([
      expect.objectContaining({ id: `member/${a.id}`, state: expect.objectContaining({ unread_count: 1 }) }),
    ]);
    // Reading moves the marker forward only; the partner hears of it.
    const heard = next<{ member_id: string; message_id: string }>(sa, "mark_as_read");
    const read = await ok<{ chat: { state: { unread_count: number; last_read_id: string } } }>(sb, b, "mark_as_read", {
      chat_id: `member/${a.id}`,
      message_id: sent.id,
    });
    expect(read.chat.state).toMatchObject({ unread_count: 0, last_read_id: sent.id });
    expect(await heard).toMatchObject({ member_id: b.id, message_id: sent.id });
  });

  it("stores a resend with the same cid once and answers it with the same message, without pushing again", async () => {
    const [a, b] = [await member(app), await member(app)];
    const [sa, sb] = [await connect(a), await connect(b)];
    const pushed: ChatMessage[] = [];
    sb.on<{ message: ChatMessage }>("message", (p) => pushed.push(p.message));
    const payload = { chat_id: `member/${b.id}`, cid: cid(), text: "once" };
    const first = await ok<{ message: ChatMessage }>(sa, a, "send_message", payload);
    const [again, racing] = await Promise.all([
      ok<{ message: ChatMessage }>(sa, a, "send_message", payload),
      (await connect(a)).push<{ message: ChatMessage }>(`member:${a.id}`, "send_message", payload),
    ]);
    expect(again.message).toEqual(first.message);
    expect(racing.message.id).toBe(first.message.id);
    const { messages } = await ok<{ messages: ChatMessage[] }>(sb, b, "more_messages", {
      chat_id: `member/${a.id}`,
      after_seq: 0,
    });
    expect(messages.map((m) => m.seq)).toEqual([1]);
    await new Promise((r) => setTimeout(r, 200));
    expect(pushed.map((m) => m.id)).toEqual([first.message.id]);
  });

  it("refuses an empty message, a quote from another chat, and outsiders", async () => {
    const [a, b, outsider] = [await member(app), await member(app), await member(app)];
    const sa = await connect(a);
    expect(
      (await act(sa, a, "send_message", { chat_id: `member/${b.id}`, cid: cid(), text: "   " })).error?.reason,
    ).toBe("invalid");
    const msg = await send(sa, a, `member/${b.id}`, "private");
    const other = await send(sa, a, `member/${outsider.id}`, "elsewhere");
    const quoting = await act(sa, a, "send_message", {
      chat_id: `member/${b.id}`,
      cid: cid(),
      text: "quote",
      quoted_message_id: other.id,
    });
    expect(quoting.error?.reason).toBe("invalid");
    const quoted = await send(sa, a, `member/${b.id}`, "quote", { quoted_message_id: msg.id });
    expect(quoted.quoted_message).toMatchObject({ id: msg.id, text: "private" });

    // The outsider names the chat by a member: only their own chat with them, never a's and b's.
    const so = await connect(outsider);
    const history = await ok<{ messages: ChatMessage[] }>(so, outsider, "chat_details", { chat_id: `member/${a.id}` });
    expect(history.messages.map((m) => m.text)).toEqual(["elsewhere"]);
    expect((await act(so, outsider, "update_message", { message_id: msg.id, text: "hack" })).error?.reason).toBe(
      "not_found",
    );
    expect(
      (await act(so, outsider, "mark_as_read", { chat_id: `member/${b.id}`, message_id: msg.id })).error?.reason,
    ).toBe("not_found");
    expect((await act(so, outsider, "chat_details", { chat_id: `member/${outsider.id}` })).error?.reason).toBe(
      "not_found",
    );
    await expect(so.join(`member:${b.id}`)).rejects.toThrow(/unauthorized/);
    // Actions go to the member's own topic only.
    await so.join(`network:${(await network(app)).id}`);
    await expect(so.push(`network:${(await network(app)).id}`, "my_chats", {})).rejects.toThrow(/forbidden/);
    const token = await (await as(app, outsider)).post("/api/v1/file_token", { chat_message_id: msg.id });
    expect(token.statusCode).toBe(404);
  });

  it("has no chat for a group whose chat is disabled", async () => {
    const a = await member(app);
    const g = await group(app, { members: [a] });
    await updateGroupRow(app.ctx.db, g.id, { chatEnabled: false });
    const sa = await connect(a);
    expect((await act(sa, a, "create_chat", { group_id: g.id })).error?.reason).toBe("not_found");
  });

  it("refuses chats with locked members and external members (guests) unless the network allows guests", async () => {
    const a = await member(app);
    const locked = await member(app);
    await updateMemberRow(app.ctx.db, locked.id, { lockedAt: new Date() });
    const guest = await member(app, { isExternal: true });
    const sa = await connect(a);
    expect((await act(sa, a, "create_chat", { member_id: locked.id })).error?.reason).toBe("not_found");
    expect((await act(sa, a, "create_chat", { member_id: guest.id })).error?.reason).toBe("not_found");
    const sg = await connect(guest);
    expect((await act(sg, guest, "my_chats", {})).reply).toEqual({ chats: [] });
    expect(
      (await act(sg, guest, "send_message", { chat_id: `member/${a.id}`, cid: cid(), text: "hi" })).error?.reason,
    ).toBe("forbidden");
  });
});

describe("sequence and resync", () => {
  it("numbers concurrent sends of five clients without a gap and resyncs after a seq", async () => {
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => member(app)));
    const g = await group(app, { members: people });
    const sockets = await Promise.all(people.map((p) => connect(p, [`group:${g.id}`])));
    const chatId = `group/${g.id}`;
    await ok(sockets[0] as ChatSocket, people[0] as MemberRow, "create_chat", { group_id: g.id });
    const sent = await Promise.all(
      people.flatMap((p, i) => [1, 2, 3, 4].map((k) => send(sockets[i] as ChatSocket, p, chatId, `${i}-${k}`))),
    );
    expect(sent.map((m) => m.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const after = await ok<{ messages: ChatMessage[]; has_more: boolean }>(
      sockets[1] as ChatSocket,
      people[1] as MemberRow,
      "more_messages",
      { chat_id: chatId, after_seq: 15 },
    );
    expect(after.messages.map((m) => m.seq)).toEqual([16, 17, 18, 19, 20]);
    expect(after.has_more).toBe(false);
    const before = await ok<{ messages: ChatMessage[] }>(
      sockets[1] as ChatSocket,
      people[1] as MemberRow,
      "more_messages",
      {
        chat_id: chatId,
        before_seq: 3,
      },
    );
    expect(before.messages.map((m) => m.seq)).toEqual([1, 2]);
    // Group members' unread: what others wrote after the member's read marker (sending marks the chat read).
    const lastOwn = Math.max(...sent.filter((m) => m.from?.id === people[1]?.id).map((m) => m.seq));
    const expected = sent.filter((m) => m.seq > lastOwn && m.from?.id !== people[1]?.id).length;
    const { chats } = await ok<{ chats: { id: string; state: { unread_count: number } }[] }>(
      sockets[1] as ChatSocket,
      people[1] as MemberRow,
      "my_chats",
      {},
    );
    expect(chats.find((c) => c.id === chatId)?.state.unread_count).toBe(expected);
  });

  it("shuts a member out of the group chat as soon as they leave the group", async () => {
    const [a, b] = [await member(app), await member(app)];
    const g = await group(app, { members: [a, b] });
    const sb = await connect(b, [`group:${g.id}`]);
    await ok(sb, b, "create_chat", { group_id: g.id });
    const msg = await send(sb, b, `group/${g.id}`, "before leaving");
    const res = await (await as(app, b)).delete(`/api/v1/groups/${g.slug}/join`);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await act(sb, b, "chat_details", { chat_id: `group/${g.id}` })).error?.reason).toBe("not_found");
    expect((await act(sb, b, "more_messages", { chat_id: `group/${g.id}`, after_seq: 0 })).error?.reason).toBe(
      "not_found",
    );
    expect((await act(sb, b, "send_message", { chat_id: `group/${g.id}`, cid: cid(), text: "x" })).error?.reason).toBe(
      "not_found",
    );
    const { chats } = await ok<{ chats: { id: string }[] }>(sb, b, "my_chats", {});
    expect(chats.map((c) => c.id)).not.toContain(`group/${g.id}`);
    expect((await act(sb, b, "delete_message", { message_id: msg.id })).error?.reason).toBe("not_found");
    // The group topic the socket had joined closes at its next heartbeat: no more of the group's messages.
    const closed = next(sb, "phx_close");
    await sb.push("phoenix", "heartbeat", {});
    await closed;
    const pushed: ChatMessage[] = [];
    sb.on<{ message: ChatMessage }>("message", (p) => pushed.push(p.message));
    const sa = await connect(a);
    await send(sa, a, `group/${g.id}`, "after b left");
    await new Promise((r) => setTimeout(r, 200));
    expect(pushed).toEqual([]);
  });
});

describe("editing, deleting, muting", () => {
  it("edits own messages within the update period only, and deletes them", async () => {
    const [a, b] = [await member(app), await member(app)];
    const [sa, sb] = [await connect(a), await connect(b)];
    const msg = await send(sa, a, `member/${b.id}`, "typo");
    expect((await act(sb, b, "update_message", { message_id: msg.id, text: "not mine" })).error?.reason).toBe(
      "forbidden",
    );
    const pushed = next<{ message: ChatMessage }>(sb, "update_message");
    const edited = await ok<{ message: ChatMessage }>(sa, a, "update_message", { message_id: msg.id, text: "fixed" });
    expect(edited.message).toMatchObject({ text: "fixed", updated_at: expect.any(String) });
    expect((await pushed).message.text).toBe("fixed");

    const admin = await as(app, await member(app, { isNetworkAdmin: true }));
    expect((await admin.put("/administration/settings", { chat_message_allow_update: 0 })).statusCode).toBe(200);
    const late = await act(sa, a, "update_message", { message_id: msg.id, text: "again" });
    expect(late.error).toEqual({ reason: "update_period_ended", message: "update period ended (0 minutes)" });
    await admin.put("/administration/settings", { chat_message_allow_update: 15 });

    expect((await act(sb, b, "delete_message", { message_id: msg.id })).error?.reason).toBe("forbidden");
    const gone = next<{ message: ChatMessage }>(sb, "delete_message");
    const deleted = await ok<{ message: ChatMessage }>(sa, a, "delete_message", { message_id: msg.id });
    expect(deleted.message).toMatchObject({ text: "", deleted_at: expect.any(String), files: [], images: [] });
    expect((await gone).message.id).toBe(msg.id);
  });

  it("mutes until an hour, the end of the member's day, a week or forever, and unmutes", async () => {
    const [a, b] = [await member(app), await member(app)];
    const sa = await connect(a);
    const muted = await ok<{ chat: { state: { muted_until: string } } }>(sa, a, "mute", {
      chat_id: `member/${b.id}`,
      until: "forever",
    });
    expect(muted.chat.state.muted_until).toBe("9999-12-31T23:59:59.000Z");
    const app_ = await ok<{ chat: { state: { app_muted_until: string; muted_until: string } } }>(sa, a, "mute", {
      chat_id: `member/${b.id}`,
      until: "hour",
      app: true,
    });
    expect(new Date(app_.chat.state.app_muted_until).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    const unmuted = await ok<{ chat: { state: { muted_until: string | null } } }>(sa, a, "unmute", {
      chat_id: `member/${b.id}`,
    });
    expect(unmuted.chat.state.muted_until).toBeNull();
    const { DateTime } = await import("luxon");
    const now = DateTime.fromISO("2026-03-10T22:30:00Z");
    expect(muteEnd("day", "Europe/Berlin", now).toISOString()).toBe("2026-03-10T22:59:59.999Z");
    expect(muteEnd("week", "UTC", now).toISOString()).toBe("2026-03-17T22:30:00.000Z");
  });
});

describe("status and presence", () => {
  it("keeps the status text to 100 characters on one line and shows presence by status", async () => {
    expect(normalizeStatusText("a\nb\r\n  c")).toBe("a b c");
    expect(normalizeStatusText("x".repeat(150))).toHaveLength(100);
    const net = await network(app);
    const [a, b] = [await member(app), await member(app)];
    const sa = await connect(a, [`network:${net.id}`]);
    const seesB = next<{ online: string[]; busy: string[] }>(sa, "presence", (p) => p.online.includes(b.id));
    const sb = await connect(b);
    await seesB;
    const { profile } = await ok<{ profile: { status: string; status_text: string } }>(sb, b, "set_status", {
      status: "busy",
      status_text: "In a\nmeeting",
    });
    expect(profile).toMatchObject({ status: "busy", status_text: "In a meeting" });
    await next<{ busy: string[] }>(sa, "presence", (p) => p.busy.includes(b.id));
    await ok(sb, b, "set_status", { status: "invisible" });
    await next<{ online: string[]; busy: string[] }>(
      sa,
      "presence",
      (p) => !p.online.includes(b.id) && !p.busy.includes(b.id),
    );
    const info = await ok<{ config: { show_online_status: boolean }; profile: { status: string } }>(
      sb,
      b,
      "network_info",
      {},
    );
    expect(info).toMatchObject({ config: { show_online_status: true }, profile: { status: "invisible" } });
    await ok(sb, b, "set_status", { status: "online" });
    sb.close();
    await next<{ online: string[] }>(sa, "presence", (p) => !p.online.includes(b.id));
  });
});

describe("settings", () => {
  it("saves the chat settings one at a time, keeping the others, for administrators only", async () => {
    const admin = await as(app, await member(app, { isNetworkAdmin: true }));
    const plain = await as(app, await member(app));
    expect((await plain.put("/administration/settings", { guest_users_allow_chat: true })).statusCode).toBe(403);
    await admin.put("/administration/settings", { guest_users_allow_chat: true });
    const res = await admin.put("/administration/settings", { chat_message_allow_update: 5 });
    expect(res.json()).toMatchObject({
      guest_users_allow_chat: true,
      chat_message_allow_update: 5,
      chat_message_allow_destroy: true,
      show_online_status: true,
    });
    expect((await admin.put("/administration/settings", { max_image_attachments: 0 })).statusCode).toBe(422);
    // Connected clients hear of the change on the network's topic.
    const listener = await member(app);
    const s = await connect(listener, [`network:${(await network(app)).id}`]);
    const heard = next<{ config: { chat_message_allow_update: number } }>(s, "network_info");
    await admin.put("/administration/settings", { guest_users_allow_chat: false, chat_message_allow_update: 15 });
    expect((await heard).config).toMatchObject({ chat_message_allow_update: 15, guest_users_allow_chat: false });
  });
});

describe("presence hidden", () => {
  it("pushes empty lists and no presence events while show_online_status is off", async () => {
    const admin = await as(app, await member(app, { isNetworkAdmin: true }));
    expect((await admin.put("/administration/settings", { show_online_status: false })).statusCode).toBe(200);
    try {
      const net = await network(app);
      const a = await member(app);
      const sa = new ChatSocket(chatSocketUrl(url, (await (await as(app, a)).post("/api/v1/chat_token")).json().token));
      open.push(sa);
      const events: unknown[] = [];
      sa.on("presence", (p) => events.push(p));
      await sa.opened;
      await sa.join(`network:${net.id}`);
      await connect(await member(app));
      await new Promise((r) => setTimeout(r, 1500));
      expect(events).toEqual([{ online: [], busy: [] }]);
      const info = await act(await connect(a), a, "network_info", {});
      expect(info.reply).toMatchObject({ config: { show_online_status: false } });
    } finally {
      await admin.put("/administration/settings", { show_online_status: true });
    }
  });
});

describe("frames", () => {
  it("answers invalid payloads, unknown events and oversize frames without breaking the socket", async () => {
    const a = await member(app);
    const sa = await connect(a);
    expect((await act(sa, a, "send_message", { chat_id: "nonsense", cid: "x", text: 5 })).error?.reason).toBe(
      "invalid",
    );
    expect((await act(sa, a, "no_such_action", {})).error?.reason).toBe("unknown_event");
    expect((await act(sa, a, "more_messages", null)).error?.reason).toBe("invalid");
    expect((await act(sa, a, "my_chats", {})).ok).toBe(true);
    // A malformed frame with a ref is answered; the socket goes on.
    const answered = new Promise<unknown>((resolve) =>
      sa.ws.on("message", (raw: Buffer) => {
        const frame = JSON.parse(raw.toString());
        if (frame[1] === "bad-1") resolve(frame[4]);
      }),
    );
    sa.ws.send(JSON.stringify([null, "bad-1", `member:${a.id}`]));
    expect(await answered).toEqual({ status: "error", response: { reason: "invalid", message: "invalid frame" } });
    const big = new ChatSocket(chatSocketUrl(url, (await (await as(app, a)).post("/api/v1/chat_token")).json().token));
    open.push(big);
    await big.opened;
    const code = new Promise<number>((resolve) => big.ws.once("close", (c: number) => resolve(c)));
    big.ws.send(JSON.stringify(["1", "1", `member:${a.id}`, "send_message", { text: "x".repeat(70 * 1024) }]));
    expect(await code).toBe(1009);
    expect((await act(sa, a, "my_chats", {})).ok).toBe(true);
  });

  it("limits how fast one socket sends", async () => {
    const [a, b] = [await member(app), await member(app)];
    const sa = await connect(a);
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        act(sa, a, "send_message", { chat_id: `member/${b.id}`, cid: cid(), text: "flood" }),
      ),
    );
    expect(results.filter((r) => !r.ok).map((r) => r.error?.reason)).toContain("rate_limited");
  });
});

describe("files", () => {
  it("attaches files, caps them, serves them to the chat's members only and zips them", async () => {
    const [a, b, outsider] = [await member(app), await member(app), await member(app)];
    const ca = await as(app, a);
    const ids: string[] = [];
    for (const name of ["one.txt", "two.txt", "one.txt"]) {
      const res = await upload(ca, "files", { name, type: "text/plain", data: Buffer.from(`content of ${name}`) });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const admin = await as(app, await member(app, { isNetworkAdmin: true }));
    await admin.put("/administration/settings", { max_file_attachments: 2 });
    const sa = await connect(a);
    const tooMany = await act(sa, a, "send_message", {
      chat_id: `member/${b.id}`,
      cid: cid(),
      text: "",
      file_ids: ids,
    });
    expect(tooMany.error).toEqual({ reason: "max_files_reached", message: "max files reached (2)" });
    await admin.put("/administration/settings", { max_file_attachments: 10 });
    const msg = await send(sa, a, `member/${b.id}`, "", { file_ids: ids });
    expect(msg.files.map((f) => f.original_filename)).toEqual(["one.txt", "two.txt", "one.txt"]);

    const cb = await as(app, b);
    expect((await cb.get(msg.files[0]?.url as string)).statusCode).toBe(200);
    expect((await (await as(app, outsider)).get(msg.files[0]?.url as string)).statusCode).toBe(404);

    const tokenRes = await cb.post("/api/v1/file_token", { chat_message_id: msg.id });
    expect(tokenRes.statusCode, tokenRes.body).toBe(200);
    const zip = await app.inject({
      method: "POST",
      url: "/api/storage/v2/archive",
      payload: `token=${encodeURIComponent(tokenRes.json().token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const listing = zip.rawPayload.toString("latin1");
    for (const name of ["one.txt", "two.txt", "one (2).txt"]) expect(listing).toContain(name);
    const bad = await app.inject({
      method: "POST",
      url: "/api/storage/v2/archive",
      payload: "token=nope",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(bad.statusCode).toBe(404);
  });

  it("finds the message carrying an attachment for the chat's members only", async () => {
    const [a, b, outsider] = [await member(app), await member(app), await member(app)];
    const res = await upload(await as(app, a), "files", {
      name: "notes.txt",
      type: "text/plain",
      data: Buffer.from("x"),
    });
    const sa = await connect(a);
    const msg = await send(sa, a, `member/${b.id}`, "see notes", { file_ids: [res.json().id] });
    const sb = await connect(b);
    const found = await ok<{ message: ChatMessage }>(sb, b, "file_details", {
      chat_id: `member/${a.id}`,
      file_id: res.json().id,
    });
    expect(found.message).toMatchObject({ id: msg.id, text: "see notes", chat_id: `member/${a.id}` });
    const so = await connect(outsider);
    const refused = await act(so, outsider, "file_details", { chat_id: `member/${a.id}`, file_id: res.json().id });
    expect(refused).toMatchObject({ ok: false, error: { reason: "not_found" } });
    await ok(sa, a, "delete_message", { message_id: msg.id });
    const gone = await act(sb, b, "file_details", { chat_id: `member/${a.id}`, file_id: res.json().id });
    expect(gone).toMatchObject({ ok: false, error: { reason: "not_found" } });
  });
});

describe("link attachments", () => {
  it("crawls a link for a chat the member may write in and refuses the rest", async () => {
    const [a, b] = [await member(app), await member(app)];
    const sa = await connect(a);
    // Loopback addresses are never fetched: the crawl ends in an error (jobs run inline in tests).
    const reply = await ok<{ chat_id: string; crawl: { url: string; status: string } }>(sa, a, "link_attachments", {
      chat_id: `member/${b.id}`,
      url: "http://127.0.0.1:9/secret",
    });
    expect(reply).toMatchObject({
      chat_id: `member/${b.id}`,
      crawl: { url: "http://127.0.0.1:9/secret", status: "error" },
    });
    const bad = await act(sa, a, "link_attachments", { chat_id: `member/${b.id}`, url: "javascript:alert(1)" });
    expect(bad).toMatchObject({ ok: false, error: { reason: "invalid" } });
    const g = await group(app, { members: [a] });
    await updateGroupRow(app.ctx.db, g.id, { chatEnabled: false });
    const noChat = await act(sa, a, "link_attachments", { chat_id: `group/${g.id}`, url: "https://example.org/" });
    expect(noChat).toMatchObject({ ok: false, error: { reason: "not_found" } });
  });
});
