import type { ChatMessage } from "@intranet/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChatSocket } from "../../../test/chat-client.js";
import { chatTestApp, cid, next } from "../../../test/chat-sockets.js";
import { as, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

// Group chats over the socket: gap-free sequence, resync, leaving, and who hears the group's chat.

const chat = chatTestApp();
const { connect, act, ok, send } = chat;
let app: App;
beforeAll(() => {
  app = chat.app;
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

describe("who hears a group's chat", () => {
  it("hands an external member whom the chat refuses no event of the group's chat, while the group topic stays theirs", async () => {
    const admin = await as(app, await member(app, { isNetworkAdmin: true }));
    const allowGuests = async (on: boolean) =>
      expect((await admin.put("/administration/settings", { guest_users_allow_chat: on })).statusCode).toBe(200);
    await allowGuests(false);
    const a = await member(app);
    const guest = await member(app, { isExternal: true });
    const g = await group(app, { members: [a, guest] });
    const topic = `group:${g.id}`;
    const sa = await connect(a, [topic]);
    // The guest is an active member: the group's topic is theirs (its other events), the group's chat is not.
    const sg = await connect(guest, [topic]);
    const heard: { event: string; topic: string }[] = [];
    sg.ws.on("message", (raw) => {
      const [, , on, event] = JSON.parse(raw.toString()) as [unknown, unknown, string, string];
      if (!event.startsWith("phx_")) heard.push({ event, topic: on });
    });
    const chatEvents = () => heard.filter((h) => h.event !== "unreads_changed");
    const sent = await send(sa, a, `group/${g.id}`, "members only");
    await ok(sa, a, "composing", { chat_id: `group/${g.id}` });
    await ok(sa, a, "update_message", { message_id: sent.id, text: "members only, edited" });
    await ok(sa, a, "delete_message", { message_id: sent.id });
    // Their actions are refused as well: history, sending, the file of a message.
    expect((await act(sg, guest, "chat_details", { chat_id: `group/${g.id}` })).error?.reason).toBe("forbidden");
    expect(
      (await act(sg, guest, "send_message", { chat_id: `group/${g.id}`, cid: cid(), text: "x" })).error?.reason,
    ).toBe("forbidden");
    // What other modules publish on the group's topic (a new activity's notice) reaches them: the topic is live.
    const announced = next(sg, "unreads_changed");
    await app.ctx.realtime.publish(topic, "unreads_changed", { feature: "Activitystreams" });
    await announced;
    // A heartbeat asks the rules again: still nothing of the chat.
    await sg.push("phoenix", "heartbeat", {});
    await send(sa, a, `group/${g.id}`, "still members only");
    await new Promise((r) => setTimeout(r, 200));
    expect(chatEvents()).toEqual([]);

    // Once the network lets guests chat, the next heartbeat lets the group's chat through to them, and back.
    await allowGuests(true);
    await sg.push("phoenix", "heartbeat", {});
    const delivered = next<{ message: ChatMessage }>(sg, "message");
    const welcome = await send(sa, a, `group/${g.id}`, "guests welcome");
    expect((await delivered).message).toMatchObject({ id: welcome.id, chat_id: `group/${g.id}` });
    expect(chatEvents()).toEqual([{ event: "message", topic }]);
    await allowGuests(false);
    await sg.push("phoenix", "heartbeat", {});
    await send(sa, a, `group/${g.id}`, "members only again");
    await new Promise((r) => setTimeout(r, 200));
    expect(chatEvents()).toEqual([{ event: "message", topic }]);
  });
});
