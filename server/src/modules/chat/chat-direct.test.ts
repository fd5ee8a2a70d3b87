import type { ChatMessage } from "@intranet/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { chatTestApp, cid, next } from "../../../test/chat-sockets.js";
import { as, group, member, network } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { updateGroupRow } from "../groups/groups.repo.js";
import { updateMemberRow } from "../members/members.repo.js";

// Direct chats over the socket: delivery, resends, outsiders, who may chat.

const chat = chatTestApp();
const { connect, act, ok, send } = chat;
let app: App;
beforeAll(() => {
  app = chat.app;
});

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
