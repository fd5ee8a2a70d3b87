import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, type Client, group, member, upload } from "../../../test/factories.js";
import { startWopiStandin, type WopiStandin } from "../../../test/wopi-standin.js";
import type { App } from "../../app.js";
import { files, folders } from "../files/files.schema.js";
import type { GroupRow } from "../groups/groups.schema.js";
import type { MemberRow } from "../members/members.schema.js";
import { members } from "../members/members.schema.js";
import { parseDiscovery } from "./discovery.js";

// Office documents through a real WOPI exchange (issue 16): the app listens on a port, a local stand-in of the
// office server (server/test/wopi-standin.ts) serves the discovery and calls the WOPI endpoints with proofs.
// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
type Json = Record<string, any>;

let app: App;
let standin: WopiStandin;
let hostUrl: string;
let author: MemberRow;
let insider: MemberRow;
let outsider: MemberRow;
let asAuthor: Client;
let asInsider: Client;
let asOutsider: Client;
let closed: GroupRow;
let open: GroupRow;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function newFile(client: Client, slug: string, name: string, text: string): Promise<Json> {
  const up = await upload(client, "files", {
    name,
    type: "application/vnd.oasis.opendocument.text",
    data: Buffer.from(text),
  });
  expect(up.statusCode, up.body).toBe(201);
  const root = await client.get(`/api/storage/folders/root?group_slug=${slug}`);
  expect(root.statusCode, root.body).toBe(200);
  const res = await client.post("/api/v1/files", { files: [up.json().id], folder_ids: [root.json().id] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files[0];
}

async function session(client: Client, fileId: string, action = "edit") {
  const res = await client.post(`/api/v1/files/${fileId}/wopi/host/${action}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { action_url: string; access_token: string; access_token_ttl: number };
}

const wopiSrc = (fileId: string) => `${hostUrl}/api/wopi/files/${fileId}`;

beforeAll(async () => {
  standin = await startWopiStandin();
  const port = await freePort();
  hostUrl = `http://127.0.0.1:${port}`;
  app = await createTestApp({
    wopi: { discoveryUrl: standin.discoveryUrl, hostUrl, proofKeys: null },
    maxUploadBytes: 1024 * 1024,
  });
  await app.listen({ port, host: "127.0.0.1" });
  author = await member(app);
  insider = await member(app);
  outsider = await member(app);
  asAuthor = await as(app, author);
  asInsider = await as(app, insider);
  asOutsider = await as(app, outsider);
  closed = await group(app, { access: "closed", admin: author, members: [insider] });
  open = await group(app, { access: "open", admin: author });
});

afterAll(async () => {
  await standin?.close();
});

describe("document actions", () => {
  it("requires authentication", async () => {
    const file = await newFile(asAuthor, closed.slug, "a.odt", "x");
    expect((await anonymous(app).get(`/files/${file.id}/wopi/actions`)).statusCode).toBe(401);
    expect((await anonymous(app).post(`/api/v1/files/${file.id}/wopi/host/view`)).statusCode).toBe(401);
  });

  it("answers 404 to an outsider for actions and host sessions", async () => {
    const file = await newFile(asAuthor, closed.slug, "secret.odt", "x");
    expect((await asOutsider.get(`/files/${file.id}/wopi/actions`)).statusCode).toBe(404);
    expect((await asOutsider.post(`/api/v1/files/${file.id}/wopi/host/view`)).statusCode).toBe(404);
    expect((await asOutsider.get("/files/0123456789abcdef01234567/wopi/actions")).statusCode).toBe(404);
  });

  it("lists view and edit for an office extension, none for others or for `docs`", async () => {
    const file = await newFile(asAuthor, closed.slug, "plan.odt", "x");
    const res = await asInsider.get(`/files/${file.id}/wopi/actions`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { action: "view", app: "wopi", authorized: true },
      { action: "edit", app: "wopi", authorized: true },
    ]);
    expect((await asInsider.get(`/files/${file.id}/docs/actions`)).json()).toEqual([]);
    const png = await newFile(asAuthor, closed.slug, "photo.bin", "x");
    expect((await asInsider.get(`/files/${png.id}/wopi/actions`)).json()).toEqual([]);
    expect((await asInsider.post(`/api/v1/files/${png.id}/wopi/host/view`)).statusCode).toBe(404);
    // Only `edit` in the discovery: viewing uses its URL, read-only by token.
    const sheet = await newFile(asAuthor, closed.slug, "sheet.ods", "x");
    expect((await asInsider.get(`/files/${sheet.id}/wopi/actions`)).json().map((a: Json) => a.action)).toEqual([
      "view",
      "edit",
    ]);
  });

  it("disables edit (but not view) for readers who may not add versions, locked and finalized files", async () => {
    const inOpen = await newFile(asAuthor, open.slug, "open.odt", "x");
    const reader = await asOutsider.get(`/files/${inOpen.id}/wopi/actions`);
    expect(reader.json()).toEqual([
      { action: "view", app: "wopi", authorized: true },
      { action: "edit", app: "wopi", authorized: false },
    ]);
    expect((await asOutsider.post(`/api/v1/files/${inOpen.id}/wopi/host/edit`)).statusCode).toBe(403);
    await session(asOutsider, inOpen.id, "view");

    const locked = await newFile(asAuthor, closed.slug, "locked.odt", "x");
    const lock = await asAuthor.put(`/api/storage/files/${locked.id}/lock`, {});
    expect(lock.statusCode, lock.body).toBe(200);
    expect((await asInsider.get(`/files/${locked.id}/wopi/actions`)).json()[1]).toMatchObject({ authorized: false });
    expect((await asAuthor.get(`/files/${locked.id}/wopi/actions`)).json()[1]).toMatchObject({ authorized: true });
    expect((await asInsider.post(`/api/v1/files/${locked.id}/wopi/host/edit`)).statusCode).toBe(409);

    const finalized = await newFile(asAuthor, closed.slug, "final.odt", "x");
    await app.ctx.db.update(files).set({ finalizedAt: new Date() }).where(eq(files.id, finalized.id));
    expect((await asAuthor.get(`/files/${finalized.id}/wopi/actions`)).json()).toEqual([
      { action: "view", app: "wopi", authorized: true },
      { action: "edit", app: "wopi", authorized: false },
    ]);
    expect((await asAuthor.post(`/api/v1/files/${finalized.id}/wopi/host/edit`)).statusCode).toBe(403);
  });

  it("opens the office's review view for show_review_changes where it has one, keeping the token's rights", async () => {
    const docx = await newFile(asAuthor, closed.slug, "tracked.docx", "With changes");
    const actions = (await asInsider.get(`/files/${docx.id}/wopi/actions`)).json();
    expect(actions.map((a: Json) => `${a.action}:${a.authorized}`)).toEqual(["view:true", "edit:true", "review:true"]);
    const plain = await session(asInsider, docx.id, "view");
    expect(plain.action_url).not.toContain("view=review");
    const res = await asInsider.post(`/api/v1/files/${docx.id}/wopi/host/view?show_review_changes=true`);
    expect(res.statusCode, res.body).toBe(200);
    const reviewing = res.json();
    expect(reviewing.action_url).toBe(
      `${standin.url}/browser/editor?view=review&WOPISrc=${encodeURIComponent(wopiSrc(docx.id))}`,
    );
    // Asked as a view, it stays read-only.
    const info = await (await standin.call(wopiSrc(docx.id), reviewing.access_token)).json();
    expect(info).toMatchObject({ UserCanWrite: false, ReadOnly: true });
    // An editor's review session may write.
    const edit = await asAuthor.post(`/api/v1/files/${docx.id}/wopi/host/edit?show_review_changes=1`);
    expect(edit.json().action_url).toContain("view=review");
    expect(await (await standin.call(wopiSrc(docx.id), edit.json().access_token)).json()).toMatchObject({
      UserCanWrite: true,
    });
    // Without a review view for the type, the asked action's address.
    const odt = await newFile(asAuthor, closed.slug, "no-review.odt", "x");
    const fallback = await asInsider.post(`/api/v1/files/${odt.id}/wopi/host/view?show_review_changes=true`);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().action_url).not.toContain("view=review");
    // The docs type is not served here: no actions, no session.
    expect((await asInsider.get(`/files/${docx.id}/docs/actions`)).json()).toEqual([]);
    expect((await asInsider.post(`/api/v1/files/${docx.id}/docs/host/view`)).statusCode).toBe(404);
  });

  it("says in the network preload that office documents are on", async () => {
    const preload = await asInsider.get("/api/v1/network");
    expect(preload.json().config.office).toEqual({ wopi: { enabled: true } });
    // The host page may frame the office and post the token to it, and nothing else may.
    const csp = String(preload.headers["content-security-policy"]);
    expect(csp).toContain(`form-action 'self' ${standin.url}`);
    expect(csp).toMatch(new RegExp(`frame-src 'self'[^;]* ${standin.url}`));
  });
});

describe("WOPI editing cycle", () => {
  it("gives a host session whose action URL carries WOPISrc and opens in the office", async () => {
    const file = await newFile(asAuthor, closed.slug, "minutes.odt", "Original text");
    const s = await session(asInsider, file.id);
    const url = new URL(s.action_url);
    expect(url.origin).toBe(standin.url);
    expect(url.searchParams.get("WOPISrc")).toBe(wopiSrc(file.id));
    expect(s.action_url).not.toContain("<");
    expect(s.access_token_ttl).toBeGreaterThan(Date.now() + 9 * 3600_000);
    const info = await standin.call(wopiSrc(file.id), s.access_token);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({
      BaseFileName: "minutes.odt",
      Size: 13,
      OwnerId: author.id,
      UserId: insider.id,
      UserCanWrite: true,
      ReadOnly: false,
      SupportsLocks: true,
      SupportsUpdate: true,
      Version: "1",
    });
  });

  it("saves an edit as version 2 through CheckFileInfo, GetFile, LOCK, PutFile and UNLOCK", async () => {
    const file = await newFile(asAuthor, closed.slug, "report.odt", "Version one");
    const s = await session(asInsider, file.id);
    const { statuses, before } = await standin.edit(wopiSrc(file.id), s.access_token, "Version two");
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(before).toBe("Version one");
    const detail = (await asAuthor.get(`/api/v1/files/${file.id}`)).json();
    expect(detail.version.major).toBe(2);
    expect(detail.versions.map((v: Json) => v.major)).toEqual([2, 1]);
    expect(detail.current_version_authors.map((a: Json) => a.id)).toEqual([insider.id]);
    const bytes = await asAuthor.get(`/api/storage/files/${file.id}/get/report.odt?download`);
    expect(bytes.body).toBe("Version two");
    const old = await asAuthor.get(`/api/storage/files/${file.id}/get/report.odt?download&version=1`);
    expect(old.body).toBe("Version one");
  });

  it("saves into a folder that requires approval as a pending version, the current one unchanged", async () => {
    const file = await newFile(asAuthor, closed.slug, "approve.odt", "Approved text");
    await app.ctx.db.update(folders).set({ requiresApproval: true }).where(eq(folders.id, file.folder_id));
    try {
      const s = await session(asInsider, file.id);
      const { statuses } = await standin.edit(wopiSrc(file.id), s.access_token, "Proposed text");
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const detail = (await asAuthor.get(`/api/v1/files/${file.id}`)).json();
      expect(detail.version.major).toBe(1);
      expect((await asAuthor.get(`/api/storage/files/${file.id}/get/approve.odt?download`)).body).toBe("Approved text");
    } finally {
      await app.ctx.db.update(folders).set({ requiresApproval: false }).where(eq(folders.id, file.folder_id));
    }
  });

  it("runs the stand-in's editor page: text shown, Save makes the next version", async () => {
    const file = await newFile(asAuthor, closed.slug, "page.odt", "Page text");
    const s = await session(asInsider, file.id);
    const opened = await fetch(s.action_url, {
      method: "POST",
      body: new URLSearchParams({ access_token: s.access_token, access_token_ttl: String(s.access_token_ttl) }),
    });
    const html = await opened.text();
    expect(html).toContain("Page text");
    expect(html).toContain(">Save</button>");
    const sessionId = /name="session" value="([0-9a-f]+)"/.exec(html)?.[1] ?? "";
    const saved = await fetch(`${standin.url}/browser/save`, {
      method: "POST",
      body: new URLSearchParams({ session: sessionId, content: "Edited on the page" }),
    });
    expect(await saved.text()).toContain("Saved as version 2");
    expect((await asAuthor.get(`/api/v1/files/${file.id}`)).json().version.major).toBe(2);
  });

  it("lets a view token read but never write", async () => {
    const file = await newFile(asAuthor, closed.slug, "view.odt", "Read me");
    const s = await session(asInsider, file.id, "view");
    const info = await (await standin.call(wopiSrc(file.id), s.access_token)).json();
    expect(info).toMatchObject({ UserCanWrite: false, ReadOnly: true });
    const lock = await standin.call(wopiSrc(file.id), s.access_token, {
      method: "POST",
      headers: { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "L" },
    });
    expect(lock.status).toBe(401);
    const put = await standin.call(`${wopiSrc(file.id)}/contents`, s.access_token, {
      method: "POST",
      headers: { "X-WOPI-Override": "PUT" },
      body: "x",
    });
    expect(put.status).toBe(401);
  });
});

describe("WOPI access tokens", () => {
  it("refuses a missing, unknown or expired token and a token of another file", async () => {
    const a = await newFile(asAuthor, closed.slug, "a1.odt", "A");
    const b = await newFile(asAuthor, closed.slug, "b1.odt", "B");
    const s = await session(asInsider, a.id);
    expect((await fetch(wopiSrc(a.id))).status).toBe(401);
    expect((await standin.call(wopiSrc(a.id), "not-a-token")).status).toBe(401);
    expect((await standin.call(wopiSrc(b.id), s.access_token)).status).toBe(401);
    expect((await standin.call(`${wopiSrc(b.id)}/contents`, s.access_token)).status).toBe(401);
    const expired = await session(asInsider, a.id);
    await app.ctx.database.executeSql(
      `update office_access_tokens set expires_at = now() - interval '1 minute' where member_id = '${insider.id}'`,
    );
    expect((await standin.call(wopiSrc(a.id), expired.access_token)).status).toBe(401);
  });

  it("re-checks the member on every call: one who left the group gets 404, a locked member 401", async () => {
    const leaver = await member(app);
    const g = await group(app, { access: "closed", admin: author, members: [leaver] });
    const file = await newFile(asAuthor, g.slug, "c.odt", "C");
    const asLeaver = await as(app, leaver);
    const s = await session(asLeaver, file.id);
    expect((await standin.call(wopiSrc(file.id), s.access_token)).status).toBe(200);
    expect((await asLeaver.delete(`/api/v1/groups/${g.slug}/join`)).statusCode).toBeLessThan(300);
    expect((await standin.call(wopiSrc(file.id), s.access_token)).status).toBe(404);
    expect((await standin.call(`${wopiSrc(file.id)}/contents`, s.access_token)).status).toBe(404);

    const locked = await member(app);
    const g2 = await group(app, { access: "closed", admin: author, members: [locked] });
    const file2 = await newFile(asAuthor, g2.slug, "d.odt", "D");
    const s2 = await session(await as(app, locked), file2.id);
    await app.ctx.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, locked.id));
    expect((await standin.call(wopiSrc(file2.id), s2.access_token)).status).toBe(401);
  });
});

describe("WOPI locks", () => {
  const post = (fileId: string, token: string, headers: Record<string, string>) =>
    standin.call(wopiSrc(fileId), token, { method: "POST", headers });

  it("locks, refuses another lock with the current one in X-WOPI-Lock, refreshes, relocks and unlocks", async () => {
    const file = await newFile(asAuthor, closed.slug, "locks.odt", "L");
    const { access_token: t } = await session(asInsider, file.id);
    expect((await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "A" })).status).toBe(200);
    // Locking again with the same lock refreshes it.
    expect((await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "A" })).status).toBe(200);
    const other = await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "B" });
    expect(other.status).toBe(409);
    expect(other.headers.get("x-wopi-lock")).toBe("A");
    const got = await post(file.id, t, { "X-WOPI-Override": "GET_LOCK" });
    expect(got.status).toBe(200);
    expect(got.headers.get("x-wopi-lock")).toBe("A");
    expect((await post(file.id, t, { "X-WOPI-Override": "REFRESH_LOCK", "X-WOPI-Lock": "A" })).status).toBe(200);
    const badRefresh = await post(file.id, t, { "X-WOPI-Override": "REFRESH_LOCK", "X-WOPI-Lock": "B" });
    expect(badRefresh.status).toBe(409);
    expect(badRefresh.headers.get("x-wopi-lock")).toBe("A");
    const put = await standin.call(`${wopiSrc(file.id)}/contents`, t, {
      method: "POST",
      headers: { "X-WOPI-Override": "PUT", "X-WOPI-Lock": "B" },
      body: "nope",
    });
    expect(put.status).toBe(409);
    expect(put.headers.get("x-wopi-lock")).toBe("A");
    const relock = await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "C", "X-WOPI-OldLock": "A" });
    expect(relock.status).toBe(200);
    expect((await post(file.id, t, { "X-WOPI-Override": "GET_LOCK" })).headers.get("x-wopi-lock")).toBe("C");
    const wrongUnlock = await post(file.id, t, { "X-WOPI-Override": "UNLOCK", "X-WOPI-Lock": "A" });
    expect(wrongUnlock.status).toBe(409);
    expect(wrongUnlock.headers.get("x-wopi-lock")).toBe("C");
    expect((await post(file.id, t, { "X-WOPI-Override": "UNLOCK", "X-WOPI-Lock": "C" })).status).toBe(200);
    expect((await post(file.id, t, { "X-WOPI-Override": "GET_LOCK" })).headers.get("x-wopi-lock")).toBe("");
    // Nothing of this changed the file.
    expect((await asAuthor.get(`/api/v1/files/${file.id}`)).json().version.major).toBe(1);
  });

  it("refuses a save of an unlocked, non-empty file, an unknown override and a missing lock", async () => {
    const file = await newFile(asAuthor, closed.slug, "unlocked.odt", "U");
    const { access_token: t } = await session(asInsider, file.id);
    const put = await standin.call(`${wopiSrc(file.id)}/contents`, t, {
      method: "POST",
      headers: { "X-WOPI-Override": "PUT" },
      body: "x",
    });
    expect(put.status).toBe(409);
    expect(put.headers.get("x-wopi-lock")).toBe("");
    expect((await post(file.id, t, { "X-WOPI-Override": "PUT_RELATIVE" })).status).toBe(501);
    expect((await post(file.id, t, { "X-WOPI-Override": "LOCK" })).status).toBe(400);
  });

  it("refuses a save larger than the upload limit with 413 and keeps the version", async () => {
    const file = await newFile(asAuthor, closed.slug, "big.odt", "B");
    const { access_token: t } = await session(asInsider, file.id);
    expect((await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "A" })).status).toBe(200);
    const big = Buffer.alloc(app.ctx.config.maxUploadBytes + 1, 0x61);
    const put = await standin.call(`${wopiSrc(file.id)}/contents`, t, {
      method: "POST",
      headers: { "X-WOPI-Override": "PUT", "X-WOPI-Lock": "A" },
      body: big,
    });
    expect(put.status).toBe(413);
    // Streamed without Content-Length: cut off at the limit while it arrives.
    const chunk = new Uint8Array(64 * 1024).fill(0x62);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > app.ctx.config.maxUploadBytes) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const chunked = await standin.call(`${wopiSrc(file.id)}/contents`, t, {
      method: "POST",
      headers: { "X-WOPI-Override": "PUT", "X-WOPI-Lock": "A" },
      body: stream,
    });
    expect(chunked.status).toBe(413);
    expect((await asAuthor.get(`/api/v1/files/${file.id}`)).json().version.major).toBe(1);
  });

  it("answers 409 to writes on a file finalized or locked by another member since the session began", async () => {
    const file = await newFile(asAuthor, closed.slug, "later.odt", "L");
    const { access_token: t } = await session(asInsider, file.id);
    expect((await asAuthor.put(`/api/storage/files/${file.id}/lock`, {})).statusCode).toBe(200);
    expect((await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "A" })).status).toBe(409);
    expect((await standin.call(wopiSrc(file.id), t)).status).toBe(200);
  });
});

describe("WOPI proofs", () => {
  it("refuses calls without a proof, with a forged one or a stale one; accepts the old key's", async () => {
    const file = await newFile(asAuthor, closed.slug, "proof.odt", "P");
    const { access_token: t } = await session(asInsider, file.id);
    expect((await standin.call(wopiSrc(file.id), t, {}, { key: "none" })).status).toBe(401);
    expect((await standin.call(wopiSrc(file.id), t, {}, { key: "forged" })).status).toBe(401);
    expect((await standin.call(wopiSrc(file.id), t, {}, { at: Date.now() - 21 * 60_000 })).status).toBe(401);
    expect((await standin.call(wopiSrc(file.id), t, {}, { at: Date.now() + 60 * 60_000 })).status).toBe(401);
    expect((await standin.call(wopiSrc(file.id), t, {}, { key: "old" })).status).toBe(200);
    expect((await standin.call(wopiSrc(file.id), t, {}, { at: Date.now() - 10 * 60_000 })).status).toBe(200);
  });

  it("reads a proof key published only as a CryptoAPI blob", async () => {
    const blobOnly = await startWopiStandin({ keyFormat: "value" });
    try {
      const xml = await (await fetch(blobOnly.discoveryUrl)).text();
      const discovery = parseDiscovery(xml);
      expect(discovery.proofKeys.current?.asymmetricKeyType).toBe("rsa");
      expect(discovery.proofKeys.old?.asymmetricKeyType).toBe("rsa");
      expect(discovery.actions.some((a) => a.ext === "docx" && a.name === "edit")).toBe(true);
    } finally {
      await blobOnly.close();
    }
  });
});

describe("unconfigured", () => {
  it("is off: no actions, no sessions, WOPI endpoints 404, the preload says so", async () => {
    const off = await createTestApp();
    const owner = await member(off);
    const asOwner = await as(off, owner);
    const g = await group(off, { access: "closed", admin: owner });
    const file = await newFile(asOwner, g.slug, "off.odt", "x");
    expect((await asOwner.get(`/files/${file.id}/wopi/actions`)).json()).toEqual([]);
    expect((await asOwner.post(`/api/v1/files/${file.id}/wopi/host/view`)).statusCode).toBe(404);
    expect((await anonymous(off).get(`/api/wopi/files/${file.id}?access_token=x`)).statusCode).toBe(404);
    expect((await asOwner.get("/api/v1/network")).json().config.office).toEqual({ wopi: { enabled: false } });
  });
});
