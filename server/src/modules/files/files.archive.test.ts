import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, type Client, group, member } from "../../../test/factories.js";
import { newFolder, newTextFile, rootFolder, zipNames } from "../../../test/files-helpers.js";
import type { App } from "../../app.js";
import { createSession } from "../auth/sessions.repo.js";
import { deleteMembership } from "../groups/memberships.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { ARCHIVE_MAX_BYTES, safeSegment } from "../uploads/archive.js";
import { files } from "./files.schema.js";

// Zips of files and folders (POST /api/v1/file_token with file_ids / folder_ids, then the form POST to
// /api/storage/v2/archive) and one-file download tokens (GET /api/storage/files/{id}/token), over HTTP.
let app: App;
let insider: MemberRow;
let asAdmin: Client;
let asInsider: Client;
let asOutsider: Client;
let groupSlug: string;
let groupId: string;
let leaver: MemberRow;
let asLeaver: Client;

/** The form post as a browser sends it: the token, and the session cookie (`cookie`) but no CSRF header. */
const archive = (token: string, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/storage/v2/archive",
    payload: `token=${encodeURIComponent(token)}`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });

beforeAll(async () => {
  app = await createTestApp();
  const groupAdmin = await member(app);
  insider = await member(app);
  asAdmin = await as(app, groupAdmin);
  asInsider = await as(app, insider);
  asOutsider = await as(app, await member(app));
  leaver = await member(app);
  asLeaver = await as(app, leaver);
  const closed = await group(app, { access: "closed", admin: groupAdmin, members: [insider, leaver] });
  groupSlug = closed.slug;
  groupId = closed.id;
});

describe("archives of files and folders", () => {
  it("answers the browser's form post, which carries the session cookie but cannot send the CSRF header", async () => {
    const top = await rootFolder(asAdmin, groupSlug);
    const file = await newTextFile(asAdmin, top.id, "with-cookie.txt");
    const res = await asInsider.post("/api/v1/file_token", { file_ids: [file.id] });
    const { token: session } = await createSession(app.ctx.db, insider.id, "vitest");
    const zip = await archive(res.json().token, `intranet_session=${session}`);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zipNames(zip.rawPayload)).toEqual(["with-cookie.txt"]);
  });

  it("offers archives to members through the discovery call", async () => {
    expect((await asInsider.get("/api/storage/v2/discover")).json()).toEqual({ ok: true });
    expect((await anonymous(app).get("/api/storage/v2/discover")).statusCode).toBe(401);
  });

  it("zips folders recursively with their structure, sanitized and unique names", async () => {
    const top = await rootFolder(asAdmin, groupSlug);
    const reports = await newFolder(asAdmin, top.id, "Reports");
    const year = await newFolder(asAdmin, reports.id, "2026");
    await newFolder(asAdmin, reports.id, "Empty");
    const inside = await newTextFile(asAdmin, reports.id, "a.txt");
    await newTextFile(asAdmin, reports.id, "A.txt");
    await newTextFile(asAdmin, year.id, ".."); // stored as "file" by the upload
    const loose = await newTextFile(asAdmin, top.id, "loose.txt");

    const res = await asInsider.post("/api/v1/file_token", {
      folder_ids: [reports.id],
      // A file inside a selected folder is zipped once, in its folder.
      file_ids: [loose.id, inside.id],
      current_folder_id: top.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const zip = await archive(res.json().token);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zipNames(zip.rawPayload)).toEqual([
      "Reports/2026/file",
      "Reports/A (2).txt",
      "Reports/Empty/",
      "Reports/a.txt",
      "loose.txt",
    ]);
  });

  it("re-checks access at download time and gives nothing to outsiders", async () => {
    const top = await rootFolder(asAdmin, groupSlug);
    const file = await newTextFile(asAdmin, top.id, "secret.txt");
    expect((await asOutsider.post("/api/v1/file_token", { file_ids: [file.id] })).statusCode).toBe(404);
    expect((await asOutsider.post("/api/v1/file_token", { folder_ids: [top.id] })).statusCode).toBe(404);

    const res = await asLeaver.post("/api/v1/file_token", { file_ids: [file.id] });
    expect(res.statusCode, res.body).toBe(200);
    // Removed from the group after the token was made: the archive has nothing left for them.
    await deleteMembership(app.ctx.db, groupId, leaver.id);
    expect((await archive(res.json().token)).statusCode).toBe(404);
    expect((await archive("nope")).statusCode).toBe(404);
  });

  it("validates the token body", async () => {
    expect((await asInsider.post("/api/v1/file_token", {})).statusCode).toBe(422);
    expect((await asInsider.post("/api/v1/file_token", { file_ids: [] })).statusCode).toBe(422);
    expect((await asInsider.post("/api/v1/file_token", { file_ids: ["x"] })).statusCode).toBe(422);
    expect((await anonymous(app).post("/api/v1/file_token", { file_ids: ["a".repeat(24)] })).statusCode).toBe(401);
  });

  it("refuses an archive beyond the size cap with a 422", async () => {
    const top = await rootFolder(asInsider);
    const big = await newTextFile(asInsider, top.id, "huge.bin");
    await app.ctx.db
      .update(files)
      .set({ size: ARCHIVE_MAX_BYTES + 1 })
      .where(eq(files.id, big.id));
    const res = await asInsider.post("/api/v1/file_token", { file_ids: [big.id] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: "archive_too_large" });
    expect(res.json().message).toContain("5 GB");
  });

  it("makes path tricks harmless", () => {
    expect(safeSegment("..")).toBe("_");
    expect(safeSegment("../../etc/passwd")).toBe(".._.._etc_passwd");
    expect(safeSegment("a\\b\u0000c\nd")).toBe("a_b_c_d");
    expect(safeSegment("   ")).toBe("_");
  });
});

describe("download tokens", () => {
  it("downloads one file without the session while the token lasts", async () => {
    const top = await rootFolder(asInsider);
    const file = await newTextFile(asInsider, top.id, "viewer.txt", "for the viewer");
    const other = await newTextFile(asInsider, top.id, "other.txt");
    const res = await asInsider.get(`/api/storage/files/${file.id}/token`);
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token as string;

    const ok = await anonymous(app).get(`/api/storage/files/${file.id}/get/viewer.txt?token=${token}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.body).toBe("for the viewer");
    expect((await anonymous(app).get(`/api/storage/files/${other.id}/get/other.txt?token=${token}`)).statusCode).toBe(
      404,
    );
    expect((await anonymous(app).get(`/api/storage/files/${file.id}/get/viewer.txt?token=nope`)).statusCode).toBe(404);
    expect((await anonymous(app).get(`/api/storage/files/${file.id}/get/viewer.txt`)).statusCode).toBe(401);
    // An archive token is no download token, and the other way round.
    expect((await archive(token)).statusCode).toBe(404);
  });

  it("is given only for a readable file", async () => {
    const top = await rootFolder(asAdmin, groupSlug);
    const file = await newTextFile(asAdmin, top.id, "closed.txt");
    expect((await asOutsider.get(`/api/storage/files/${file.id}/token`)).statusCode).toBe(404);
    expect((await anonymous(app).get(`/api/storage/files/${file.id}/token`)).statusCode).toBe(401);
  });
});

describe("the network preload", () => {
  it("names the network's root folder to internal members only", async () => {
    const preload = await asInsider.get("/api/v1/network");
    expect(preload.statusCode).toBe(200);
    expect(preload.json().root_folder_id).toBe((await rootFolder(asInsider)).id);
    const guest = await as(app, await member(app, { isExternal: true }));
    expect((await guest.get("/api/v1/network")).json().root_folder_id).toBeNull();
    expect((await anonymous(app).get("/api/v1/network")).json().root_folder_id).toBeNull();
  });
});
