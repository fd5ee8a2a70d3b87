import type { ChatMessage } from "@intranet/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { chatTestApp, cid, next } from "../../../test/chat-sockets.js";
import { as, group, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { updateGroupRow } from "../groups/groups.repo.js";
import { muteEnd } from "./chats.service.js";

// A chat's messages: editing, deleting, muting, files and link previews.

const chat = chatTestApp();
const { connect, act, ok, send } = chat;
let app: App;
beforeAll(() => {
  app = chat.app;
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
