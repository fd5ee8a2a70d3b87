import { eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, type Client, group, member } from "../../../test/factories.js";
import { type Json, newFolder, newTextFile, rootFolder, zipNames } from "../../../test/files-helpers.js";
import type { App } from "../../app.js";
import { newId } from "../../lib/ids.js";
import type { MemberRow } from "../members/members.schema.js";
import { findUpload } from "../uploads/uploads.repo.js";
import { uploads } from "../uploads/uploads.schema.js";
import { files, folderExports } from "./files.schema.js";

// Folder exports over HTTP (issue 16 "Exports"): a zip and an inventory spreadsheet of what the requester
// may read, built by a job, for the folder's managers only, and their files the requester's alone.
let app: App;
let groupAdmin: MemberRow;
let insider: MemberRow;
let asAdmin: Client;
let asInsider: Client;
let asOutsider: Client;
let groupSlug: string;

async function xlsxRows(data: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

beforeAll(async () => {
  app = await createTestApp();
  groupAdmin = await member(app, { firstName: "Gerda", lastName: "Admin" });
  insider = await member(app);
  asAdmin = await as(app, groupAdmin);
  asInsider = await as(app, insider);
  asOutsider = await as(app, await member(app));
  const closed = await group(app, { access: "closed", admin: groupAdmin, members: [insider] });
  groupSlug = closed.slug;
});

describe("folder exports", () => {
  it("requires authentication", async () => {
    const r = await rootFolder(asAdmin, groupSlug);
    expect((await anonymous(app).get(`/api/storage/folders/${r.id}/export`)).statusCode).toBe(401);
    expect((await anonymous(app).post(`/api/storage/folders/${r.id}/export`, {})).statusCode).toBe(401);
  });

  it("is hidden from outsiders (404) and refused to members who do not manage the folder (403)", async () => {
    const r = await rootFolder(asAdmin, groupSlug);
    const folder = await newFolder(asAdmin, r.id, "Board");
    expect(folder.can.export).toBe(true);
    expect((await asOutsider.get(`/api/storage/folders/${folder.id}/export`)).statusCode).toBe(404);
    expect((await asOutsider.post(`/api/storage/folders/${folder.id}/export`, {})).statusCode).toBe(404);
    expect((await asOutsider.get(`/api/storage/folders/${newId()}/export`)).statusCode).toBe(404);
    const seen = await asInsider.get(`/api/storage/folders/${folder.id}`);
    expect(seen.json().can.export).toBe(false);
    expect((await asInsider.get(`/api/storage/folders/${folder.id}/export`)).statusCode).toBe(403);
    expect((await asInsider.post(`/api/storage/folders/${folder.id}/export`, {})).statusCode).toBe(403);
  });

  it("builds a zip and an inventory of the folder for a manager, readable by the requester only", async () => {
    const r = await rootFolder(asAdmin, groupSlug);
    const folder = await newFolder(asAdmin, r.id, "Minutes");
    const sub = await newFolder(asAdmin, folder.id, "2026");
    await newTextFile(asAdmin, folder.id, "agenda.txt", "agenda");
    await newTextFile(asInsider, sub.id, "=1+2.txt");
    await newTextFile(asInsider, sub.id, "@SUM(A1).txt");
    await newTextFile(asAdmin, sub.id, "-3.txt");
    await newFolder(asAdmin, folder.id, "Empty");

    expect((await asAdmin.get(`/api/storage/folders/${folder.id}/export`)).json()).toEqual({ export: null });
    const started = await asAdmin.post(`/api/storage/folders/${folder.id}/export`, {});
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().export).toMatchObject({ folder_id: folder.id, status: "initialized", files: [] });

    const res = await asAdmin.get(`/api/storage/folders/${folder.id}/export`);
    expect(res.statusCode).toBe(200);
    const done = res.json().export;
    expect(done.status).toBe("finished");
    expect(Date.parse(done.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(done.files.map((f: Json) => f.extension)).toEqual(["zip", "xlsx"]);
    const [zip, xlsx] = done.files as Json[];
    expect(zip?.downloadUrl).toBe(`/api/storage/files/${zip?.id}?download=1`);

    const zipRes = await asAdmin.get(zip?.downloadUrl, { accept: "*/*" });
    expect(zipRes.statusCode).toBe(200);
    expect(zipRes.headers["content-disposition"]).toContain("attachment");
    expect(zipNames(zipRes.rawPayload)).toEqual([
      "Minutes/2026/-3.txt",
      "Minutes/2026/=1+2.txt",
      "Minutes/2026/@SUM(A1).txt",
      "Minutes/Empty/",
      "Minutes/agenda.txt",
    ]);

    const sheet = await asAdmin.get(xlsx?.fileUrl, { accept: "*/*" });
    expect(sheet.statusCode).toBe(200);
    const rows = await xlsxRows(sheet.rawPayload);
    expect(rows[0]).toEqual(["Path", "Name", "Size (bytes)", "Version", "Author", "Updated at"]);
    const byName = new Map(rows.slice(1).map((row) => [String(row[1]), row]));
    expect(byName.get("agenda.txt")?.slice(0, 5)).toEqual(["Minutes/agenda.txt", "agenda.txt", 6, 1, "Gerda Admin"]);
    // The requester's wall clock (Europe/Berlin here), written as the cell's own date and time.
    const updated = byName.get("agenda.txt")?.[5] as Date;
    const wall = new Intl.DateTimeFormat("sv", { timeZone: "Europe/Berlin", dateStyle: "short", timeStyle: "short" });
    const wallNow = Date.parse(`${wall.format(Date.now()).replace(" ", "T")}Z`);
    expect(Math.abs(updated.getTime() - wallNow)).toBeLessThan(3 * 60_000);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    // Written the requester's way (an English reader: day first), as the web writes dates.
    expect(book.worksheets[0]?.getCell("F2").numFmt).toBe("dd/mm/yyyy hh:mm");
    // Cells that a spreadsheet would run as formulas are text.
    expect(byName.get("'=1+2.txt")?.[0]).toBe("Minutes/2026/=1+2.txt");
    expect(byName.has("'@SUM(A1).txt")).toBe(true);
    expect(byName.has("'-3.txt")).toBe(true);
    expect(rows.flat().some((c) => typeof c === "object" && c !== null && "formula" in c)).toBe(false);

    // The export's files are the requester's alone.
    expect((await asInsider.get(zip?.fileUrl, { accept: "*/*" })).statusCode).toBe(404);
    expect((await asOutsider.get(xlsx?.fileUrl, { accept: "*/*" })).statusCode).toBe(404);

    // A new export replaces the old one and its files.
    expect((await asAdmin.post(`/api/storage/folders/${folder.id}/export`, {})).statusCode).toBe(202);
    const again = (await asAdmin.get(`/api/storage/folders/${folder.id}/export`)).json().export;
    expect(again.status).toBe("finished");
    expect(again.id).not.toBe(done.id);
    expect((await asAdmin.get(zip?.fileUrl, { accept: "*/*" })).statusCode).toBe(404);
  });

  it("refuses a second export while one is running, unless the running one is stale", async () => {
    const r = await rootFolder(asAdmin, groupSlug);
    const folder = await newFolder(asAdmin, r.id, "Busy");
    const id = newId();
    await app.ctx.db
      .insert(folderExports)
      .values({ id, folderId: folder.id, memberId: groupAdmin.id, status: "in_progress" });
    const refused = await asAdmin.post(`/api/storage/folders/${folder.id}/export`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe("export_running");
    const shown = (await asAdmin.get(`/api/storage/folders/${folder.id}/export`)).json().export;
    expect(shown).toMatchObject({ id, status: "in_progress", files: [] });

    // A job that died an hour ago does not block the folder for ever.
    await app.ctx.db
      .update(folderExports)
      .set({ updatedAt: new Date(Date.now() - 2 * 3600 * 1000) })
      .where(eq(folderExports.id, id));
    expect((await asAdmin.post(`/api/storage/folders/${folder.id}/export`, {})).statusCode).toBe(202);
    expect((await asAdmin.get(`/api/storage/folders/${folder.id}/export`)).json().export.status).toBe("finished");
  });

  it("fails, leaving no files behind, when a stored object cannot be read", async () => {
    const r = await rootFolder(asAdmin, groupSlug);
    const folder = await newFolder(asAdmin, r.id, "Damaged");
    const entry = await newTextFile(asAdmin, folder.id, "lost.txt", "lost");
    const [row] = await app.ctx.db.select().from(files).where(eq(files.id, entry.id));
    const stored = await findUpload(app.ctx.db, row?.uploadId ?? "");
    await app.ctx.blobs.remove(stored?.storageKey ?? "");
    const before = await app.ctx.db.select({ id: uploads.id }).from(uploads);
    expect((await asAdmin.post(`/api/storage/folders/${folder.id}/export`, {})).statusCode).toBe(202);
    const failed = (await asAdmin.get(`/api/storage/folders/${folder.id}/export`)).json().export;
    expect(failed).toMatchObject({ status: "failed", files: [] });
    expect(await app.ctx.db.select({ id: uploads.id }).from(uploads)).toHaveLength(before.length);
    // And a new one may be generated.
    expect((await asAdmin.post(`/api/storage/folders/${folder.id}/export`, {})).statusCode).toBe(202);
  });

  it("deletes a folder's exports, rows and bytes, with the folder and with a folder above it", async () => {
    const r = await rootFolder(asAdmin, groupSlug);
    const parent = await newFolder(asAdmin, r.id, "Going");
    const child = await newFolder(asAdmin, parent.id, "Inner");
    await newTextFile(asAdmin, child.id, "inner.txt", "inner");
    expect((await asAdmin.post(`/api/storage/folders/${child.id}/export`, {})).statusCode).toBe(202);
    const done = (await asAdmin.get(`/api/storage/folders/${child.id}/export`)).json().export;
    expect(done.status).toBe("finished");
    const [row] = await app.ctx.db.select().from(folderExports).where(eq(folderExports.id, done.id));
    const made = await app.ctx.db
      .select()
      .from(uploads)
      .where(inArray(uploads.id, row?.uploadIds ?? []));
    expect(made).toHaveLength(2);
    for (const u of made) expect(await app.ctx.blobs.exists(u.storageKey)).toBe(true);

    expect((await asAdmin.delete("/api/storage/folders", { folder_ids: [parent.id] })).statusCode).toBe(200);
    expect((await asAdmin.get(done.files[0].fileUrl, { accept: "*/*" })).statusCode).toBe(404);
    const left = await app.ctx.db
      .select()
      .from(uploads)
      .where(inArray(uploads.id, row?.uploadIds ?? []));
    expect(left).toEqual([]);
    for (const u of made) expect(await app.ctx.blobs.exists(u.storageKey)).toBe(false);
  });
});
