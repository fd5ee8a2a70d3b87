import { beforeAll, describe, expect, it } from "vitest";
import { chatTestApp, cid, next } from "../../../test/chat-sockets.js";
import { as, member, network } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { normalizeStatusText } from "./chats.service.js";

// Status, presence, the network's chat settings, and frames the socket refuses.

const chat = chatTestApp();
const { connect, act, ok } = chat;
let app: App;
beforeAll(() => {
  app = chat.app;
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
      const sa = await chat.bare(a);
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
    const big = await chat.bare(a);
    await big.opened;
    const code = new Promise<number>((resolve) => big.ws.once("close", (c: number) => resolve(c)));
    big.ws.send(JSON.stringify(["1", "1", `member:${a.id}`, "send_message", { text: "x".repeat(70 * 1024) }]));
    expect(await code).toBe(1009);
    expect((await act(sa, a, "my_chats", {})).ok).toBe(true);
  });

  it("answers invalid to a frame nested deeper than any action takes, and the socket goes on", async () => {
    const a = await member(app);
    const sa = await connect(a);
    let deep: unknown = "x";
    for (let i = 0; i < 100; i++) deep = { a: deep };
    const refused = await act(sa, a, "set_status", { status: "online", status_text: deep });
    expect(refused.error).toMatchObject({ reason: "invalid", message: "invalid frame" });
    expect((await act(sa, a, "my_chats", {})).ok).toBe(true);
  });

  it("answers invalid, never server_error, to text with a NUL character or a lone surrogate in any action", async () => {
    const [a, b] = [await member(app), await member(app)];
    const sa = await connect(a);
    const chatId = `member/${b.id}`;
    const sent = await chat.send(sa, a, chatId, "to edit");
    const bad = ["nul \u0000 inside", "half \ud800 a character"];
    for (const text of bad) {
      const refused = [
        await act(sa, a, "send_message", { chat_id: chatId, cid: cid(), text }),
        await act(sa, a, "update_message", { message_id: sent.id, text }),
        await act(sa, a, "set_status", { status: "online", status_text: text }),
        await act(sa, a, "link_attachments", { chat_id: chatId, url: `https://example.com/${text}` }),
      ];
      for (const r of refused) {
        expect(r.error?.reason).toBe("invalid");
        expect(r.error?.message).toMatch(/^(text|status_text|url): text with a NUL character/);
      }
    }
    // Nothing was stored or changed, and the socket goes on.
    const { messages } = await ok<{ messages: { id: string; text: string }[] }>(sa, a, "more_messages", {
      chat_id: chatId,
      after_seq: 0,
    });
    expect(messages.map((m) => m.text)).toEqual(["to edit"]);
    expect((await act(sa, a, "network_info", {})).reply).toMatchObject({ profile: { status_text: "" } });
    // A topic with a NUL character is refused like any topic the member may not join.
    await expect(sa.join("group:\u0000")).rejects.toThrow();
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
