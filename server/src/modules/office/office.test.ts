import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, type Client } from "../../../test/factories.js";
import { type Json, newFile, type OfficeWorld, officeWorld, session } from "../../../test/office-helpers.js";
import type { App } from "../../app.js";
import { files, folders } from "../files/files.schema.js";
import type { GroupRow } from "../groups/groups.schema.js";
import type { MemberRow } from "../members/members.schema.js";

// Office documents through a real WOPI exchange (issue 16): document actions, host sessions and the editing cycle
// (the WOPI endpoints' tokens, locks and proofs: wopi.test.ts).
let app: App;
let standin: OfficeWorld["standin"];
let author: MemberRow;
let insider: MemberRow;
let asAuthor: Client;
let asInsider: Client;
let asOutsider: Client;
let closed: GroupRow;
let open: GroupRow;
let wopiSrc: OfficeWorld["wopiSrc"];

beforeAll(async () => {
  ({ app, standin, author, insider, asAuthor, asInsider, asOutsider, closed, open, wopiSrc } = await officeWorld());
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
