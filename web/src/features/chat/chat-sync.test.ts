import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatKeys, chatQueries } from "./chat-cache";
import { contiguousSeq, mergeMessages, newCid, RESEND_DELAY_MS, RESYNC_RETRY_MS } from "./chat-state";
import { chatSync } from "./client";
import { setChatTransport } from "./socket";
import { chat, chatMessage, config, FakeTransport, ME, PARTNER, profile } from "./test-support";

const CHAT = `member/${PARTNER}` as const;
let fake: FakeTransport;
let queryClient: QueryClient;
let release = () => {};

beforeEach(() => {
  fake = new FakeTransport();
  fake.handlers.network_info = () => ({ config, profile });
  fake.handlers.my_chats = () => ({ chats: [chat()] });
  setChatTransport(fake);
  queryClient = new QueryClient();
});
afterEach(() => {
  vi.useRealTimers();
  release();
  queryClient.clear();
  setChatTransport(null);
});

/** The sync of this test's query client, listening as while a chat screen is shown. */
function started() {
  const sync = chatSync(queryClient);
  release = sync.retain();
  return sync;
}
const chats = () => queryClient.getQueryData(chatKeys.chats) ?? [];
const pending = () => queryClient.getQueryData(chatKeys.pending) ?? [];
const held = () => queryClient.getQueryData(chatKeys.room(CHAT))?.messages ?? [];
/** What the room page does on opening a room the first time. */
const openRoom = () => queryClient.fetchQuery(chatQueries.room(queryClient, CHAT));

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe("message merging", () => {
  it("merges by id and orders by seq without doubles", () => {
    const held = [chatMessage(1), chatMessage(2), chatMessage(3)];
    const merged = mergeMessages(held, [chatMessage(3, { text: "edited" }), chatMessage(2), chatMessage(4)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(merged[2]?.text).toBe("edited");
  });

  it("finds the last seq before a hole", () => {
    expect(contiguousSeq([chatMessage(3), chatMessage(4), chatMessage(6)])).toBe(4);
    expect(contiguousSeq([])).toBe(0);
  });

  it("makes cids the contract accepts", () => {
    expect(newCid()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newCid()).not.toBe(newCid());
  });
});

describe("sending", () => {
  it("shows a message at once as pushed, then persisted with the server's id", async () => {
    let answer: (value: unknown) => void = () => {};
    fake.handlers.send_message = () => new Promise((resolve) => (answer = resolve));
    const sync = started();
    await flush();
    const cid = sync.send(CHAT, { text: "Hello" });
    expect(pending().map((p) => p.cid)).toEqual([cid]);
    answer({ message: chatMessage(1, { cid, text: "Hello", from: { id: ME, name: "Me" } }) });
    await flush();
    expect(pending()).toEqual([]);
    expect(chats()[0]?.last_message?.cid).toBe(cid);
  });

  it("resends a timed-out message with the same cid and keeps one copy", async () => {
    vi.useFakeTimers();
    let calls = 0;
    fake.handlers.send_message = (payload) => {
      calls += 1;
      if (calls === 1) throw { reason: "timeout", message: "timeout" };
      return { message: chatMessage(1, { cid: String(payload.cid), text: "Hi", from: { id: ME, name: "Me" } }) };
    };
    fake.handlers.chat_details = () => ({ chat: chat(), messages: [] });
    const sync = started();
    await openRoom();
    sync.send(CHAT, { text: "Hi" });
    await flush();
    expect(pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RESEND_DELAY_MS);
    await flush();
    const sends = fake.pushed("send_message");
    expect(sends).toHaveLength(2);
    expect(sends[0]?.payload.cid).toBe(sends[1]?.payload.cid);
    expect(pending()).toEqual([]);
    // The same message arriving as an event too stays one.
    fake.emit("message", {
      message: chatMessage(1, { cid: String(sends[0]?.payload.cid), from: { id: ME, name: "Me" } }),
    });
    expect(held()).toHaveLength(1);
  });

  it("resends unacknowledged messages after a reconnect", async () => {
    fake.handlers.send_message = () => {
      throw { reason: "not_connected", message: "not connected" };
    };
    const sync = started();
    await flush();
    sync.send(CHAT, { text: "while offline" });
    await flush();
    fake.handlers.send_message = (p) => ({
      message: chatMessage(1, { cid: String(p.cid), from: { id: ME, name: "Me" } }),
    });
    fake.setState({ state: "connected", opens: 2, ready: true });
    await flush();
    const sends = fake.pushed("send_message");
    expect(sends).toHaveLength(2);
    expect(sends[1]?.payload.cid).toBe(sends[0]?.payload.cid);
    expect(pending()).toEqual([]);
  });
});

describe("resync after a reconnect", () => {
  it("asks for what follows the last seq held and merges without doubles or holes", async () => {
    fake.handlers.chat_details = () => ({ chat: chat(), messages: [chatMessage(1), chatMessage(2)] });
    started();
    await openRoom();
    const answers = [
      // The first answer repeats seq 2 and skips 4: the client asks again from 3.
      { messages: [chatMessage(2), chatMessage(3), chatMessage(5)], has_more: false },
      { messages: [chatMessage(4), chatMessage(5), chatMessage(6)], has_more: false },
    ];
    fake.handlers.more_messages = () => answers.shift() ?? { messages: [], has_more: false };
    fake.setState({ state: "disconnected", opens: 1, ready: false });
    fake.setState({ state: "connected", opens: 2, ready: true });
    await flush();
    await flush();
    const asks = fake.pushed("more_messages").map((p) => p.payload.after_seq);
    expect(asks).toEqual([2, 3]);
    expect(held().map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a live message that skips a seq triggers a resync", async () => {
    fake.handlers.chat_details = () => ({ chat: chat(), messages: [chatMessage(1)] });
    fake.handlers.more_messages = () => ({ messages: [chatMessage(2), chatMessage(3)], has_more: false });
    started();
    await openRoom();
    fake.emit("message", { message: chatMessage(3) });
    await flush();
    expect(fake.pushed("more_messages")[0]?.payload.after_seq).toBe(1);
    expect(held().map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it("keeps a live message that arrives while the room's history is on its way, read before it was written", async () => {
    let answer: (value: unknown) => void = () => {};
    fake.handlers.chat_details = () => new Promise((resolve) => (answer = resolve));
    started();
    const opening = openRoom();
    await flush();
    fake.emit("message", { message: chatMessage(2) });
    await flush();
    answer({ chat: chat(), messages: [chatMessage(1)] });
    await opening;
    await flush();
    expect(held().map((m) => m.seq)).toEqual([1, 2]);
    expect(fake.pushed("chat_details")).toHaveLength(1);
  });

  it("resyncs after a reconnect even while a resync of the previous connection still waits for its reply", async () => {
    fake.handlers.chat_details = () => ({ chat: chat(), messages: [chatMessage(1)] });
    // The first resync's reply never comes (its socket died with the server).
    fake.handlers.more_messages = () => new Promise(() => {});
    started();
    await openRoom();
    fake.emit("message", { message: chatMessage(3) });
    await flush();
    expect(fake.pushed("more_messages")).toHaveLength(1);
    fake.handlers.more_messages = () => ({
      messages: [chatMessage(2), chatMessage(3), chatMessage(4)],
      has_more: false,
    });
    fake.setState({ state: "disconnected", opens: 1, ready: false });
    fake.setState({ state: "connected", opens: 2, ready: true });
    await flush();
    expect(fake.pushed("more_messages").map((p) => p.payload.after_seq)).toEqual([1, 1]);
    expect(held().map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it("asks again while connected when a resync's reply is lost, not only at the next reconnect", async () => {
    vi.useFakeTimers();
    fake.handlers.chat_details = () => ({ chat: chat(), messages: [chatMessage(1)] });
    let asks = 0;
    fake.handlers.more_messages = () => {
      asks += 1;
      if (asks <= 2) throw { reason: "timeout", message: "timeout" };
      return { messages: [chatMessage(2), chatMessage(3)], has_more: false };
    };
    started();
    await openRoom();
    fake.emit("message", { message: chatMessage(3) });
    await vi.advanceTimersByTimeAsync(RESYNC_RETRY_MS);
    expect(asks).toBe(2);
    // Then twice as long.
    await vi.advanceTimersByTimeAsync(RESYNC_RETRY_MS);
    expect(asks).toBe(2);
    await vi.advanceTimersByTimeAsync(RESYNC_RETRY_MS);
    expect(asks).toBe(3);
    expect(held().map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it("a new message after a hole not yet filled resyncs, though it follows the last message held", async () => {
    fake.handlers.chat_details = () => ({ chat: chat(), messages: [chatMessage(1)] });
    // The resync that seq 3 starts fails with the socket; seq 4 then follows 3 but the hole at 2 is still there.
    fake.handlers.more_messages = () => {
      throw { reason: "not_connected", message: "not connected" };
    };
    started();
    await openRoom();
    fake.emit("message", { message: chatMessage(3) });
    await flush();
    fake.handlers.more_messages = () => ({
      messages: [chatMessage(2), chatMessage(3), chatMessage(4)],
      has_more: false,
    });
    fake.emit("message", { message: chatMessage(4) });
    await flush();
    expect(fake.pushed("more_messages").map((p) => p.payload.after_seq)).toEqual([1, 1]);
    expect(held().map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it("counts others' new messages as unread", async () => {
    started();
    await flush();
    fake.emit("message", { message: chatMessage(1) });
    fake.emit("message", { message: chatMessage(1) });
    expect(chats()[0]?.state.unread_count).toBe(1);
  });

  it("applies the network's chat settings pushed after an administrator changed them", async () => {
    started();
    await flush();
    expect(queryClient.getQueryData(chatKeys.config)?.chat_message_allow_update).toBe(config.chat_message_allow_update);
    fake.emit("network_info", { config: { ...config, chat_message_allow_update: 0 } });
    expect(queryClient.getQueryData(chatKeys.config)?.chat_message_allow_update).toBe(0);
  });
});

describe("notices", () => {
  it("ends a member's typing notice when their message arrives", async () => {
    started();
    await flush();
    fake.emit("composing", { chat_id: CHAT, member: { id: PARTNER, name: "Partner" } });
    expect(queryClient.getQueryData(chatKeys.typing(CHAT))?.map((t) => t.id)).toEqual([PARTNER]);
    fake.emit("message", { message: chatMessage(1, { from: { id: PARTNER, name: "Partner" } }) });
    expect(queryClient.getQueryData(chatKeys.typing(CHAT))).toEqual([]);
  });

  it("sends the typing notice at most every 1.6 s per chat", async () => {
    vi.useFakeTimers();
    const sync = started();
    await flush();
    sync.composing(CHAT);
    sync.composing(CHAT);
    await vi.advanceTimersByTimeAsync(1_000);
    sync.composing(CHAT);
    expect(fake.pushed("composing")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(700);
    sync.composing(CHAT);
    expect(fake.pushed("composing")).toHaveLength(2);
  });

  it("marks chats received one at a time, 200 ms apart", async () => {
    vi.useFakeTimers();
    const other = `group/${"c".repeat(24)}` as const;
    fake.handlers.my_chats = () => ({
      chats: [
        chat({ last_message: chatMessage(1) }),
        chat({
          id: other,
          name: "Group",
          partner: null,
          last_message: chatMessage(1, { chat_id: other, id: "d".repeat(24) }),
        }),
      ],
    });
    started();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.pushed("mark_as_received")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(150);
    expect(fake.pushed("mark_as_received")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60);
    expect(
      fake
        .pushed("mark_as_received")
        .map((p) => p.payload.chat_id)
        .sort(),
    ).toEqual([CHAT, other].sort());
  });
});
