import { PassThrough, Readable } from "node:stream";
import { type FolderExport, neutraliseCell, safeFileName } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { conflict, forbidden, notFound } from "../../http/errors.js";
import { dayIn, spreadsheetDateTimeFormat, wallClockDate } from "../../lib/dates.js";
import { newId } from "../../lib/ids.js";
import { mailLanguage, mailTranslator } from "../../mail/render.js";
import { displayName } from "../members/member.presenter.js";
import { findMemberById, findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { zipStream } from "../uploads/archive.js";
import { deleteUploadRow, findUploads, insertUpload } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import {
  deleteExports,
  findExport,
  insertExportUnlessRunning,
  latestExport,
  olderExports,
  setExportStatus,
} from "./exports.repo.js";
import { findReadableFolder, type ReadableFolder } from "./files.access.js";
import { archiveContents } from "./files.archive.js";
import type { FolderExportRow } from "./files.schema.js";
import { folderNamer } from "./folder-names.js";

export const EXPORT_JOB = "files.export";
/** A running export not touched for this long is a job that died; a new one may then start. */
const STALE_EXPORT_MS = 3600 * 1000;
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The folder, if the member may read it (404 otherwise) and export it (403 otherwise). */
async function exportableFolder(ctx: AppContext, member: MemberRow, folderId: string): Promise<ReadableFolder> {
  const found = await findReadableFolder(ctx.db, member, folderId);
  if (!found) throw notFound();
  if (!(found.update || found.manage)) throw forbidden("You may not export this folder.");
  return found;
}

export async function presentExport(ctx: AppContext, row: FolderExportRow | null): Promise<FolderExport | null> {
  if (!row) return null;
  const uploads = row.status === "finished" ? await findUploads(ctx.db, row.uploadIds) : [];
  const byId = new Map(uploads.map((u) => [u.id, u]));
  return {
    id: row.id,
    folder_id: row.folderId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    files: row.uploadIds.flatMap((id) => {
      const u = byId.get(id);
      return u
        ? [
            {
              id: u.id,
              name: u.name,
              size: u.size,
              extension: u.extension,
              fileUrl: `/api/storage/files/${u.id}`,
              downloadUrl: `/api/storage/files/${u.id}?download=1`,
            },
          ]
        : [];
    }),
  };
}

/** GET …/export: the member's latest export of the folder, or null. */
export async function latestFolderExport(ctx: AppContext, member: MemberRow, folderId: string) {
  await exportableFolder(ctx, member, folderId);
  return presentExport(ctx, await latestExport(ctx.db, folderId, member.id));
}

/** POST …/export: starts a new export built by a job; 409 while the member has one of this folder running. */
export async function startFolderExport(ctx: AppContext, member: MemberRow, folderId: string) {
  await exportableFolder(ctx, member, folderId);
  const row = await insertExportUnlessRunning(
    ctx.db,
    { id: newId(), folderId, memberId: member.id },
    new Date(Date.now() - STALE_EXPORT_MS),
  );
  if (!row) throw conflict("export_running", "An export of this folder is already being generated.");
  await ctx.jobs.send(EXPORT_JOB, { exportId: row.id });
  return presentExport(ctx, row);
}

/** Streams `source` into the store as a published upload of the member (its bytes first, then the row). */
async function storeGenerated(
  ctx: AppContext,
  member: MemberRow,
  source: Readable,
  file: { name: string; extension: string; contentType: string },
): Promise<UploadRow> {
  const id = newId();
  const key = `files/${id.slice(0, 2)}/${id}`;
  let size = 0;
  // Counted by iteration, not by a piped Transform: a failing source (a missing object in the zip) then fails
  // this one stream once, and the store's write rejects with it.
  const counted = Readable.from(
    (async function* () {
      for await (const chunk of source) {
        size += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    })(),
  );
  await ctx.blobs.write(key, counted);
  const now = new Date();
  return insertUpload(ctx.db, {
    id,
    directory: "files",
    ownerId: member.id,
    name: file.name,
    extension: file.extension,
    contentType: file.contentType,
    size,
    state: "published",
    publishedAt: now,
    storageKey: key,
  }).catch(async (err: unknown) => {
    await ctx.blobs.remove(key).catch(() => undefined);
    throw err;
  });
}

type InventoryRow = { path: string; name: string; size: number; version: number; author: string; updatedAt: Date };

/** The inventory as an XLSX stream (exceljs's streaming writer); text cells neutralised against formulas. */
async function inventoryXlsx(
  rows: InventoryRow[],
  language: string,
): Promise<{ stream: Readable; done: Promise<void> }> {
  // Loaded on the first export: importing exceljs costs every server start about half a second of CPU.
  const { default: ExcelJS } = await import("exceljs");
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const t = mailTranslator(mailLanguage(language, "en"));
  const sheet = book.addWorksheet(t("exports.inventory.sheet"));
  sheet.columns = [
    { header: t("exports.inventory.path"), width: 60 },
    { header: t("exports.inventory.name"), width: 40 },
    { header: t("exports.inventory.size"), width: 14 },
    { header: t("exports.inventory.version"), width: 10 },
    { header: t("exports.inventory.author"), width: 28 },
    {
      header: t("exports.inventory.updatedAt"),
      width: 20,
      style: { numFmt: spreadsheetDateTimeFormat(language) },
    },
  ];
  sheet.getRow(1).font = { bold: true };
  const done = (async () => {
    for (const r of rows) {
      sheet
        .addRow([
          neutraliseCell(r.path),
          neutraliseCell(r.name),
          r.size,
          r.version,
          neutraliseCell(r.author),
          r.updatedAt,
        ])
        .commit();
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => {
    out.destroy(err as Error);
  });
  return { stream: out, done };
}

/** Removes stored uploads (rows, then bytes) that a failed or replaced export made. */
async function removeUploads(ctx: AppContext, ids: string[]) {
  for (const u of await findUploads(ctx.db, ids)) {
    await deleteUploadRow(ctx.db, u.id);
    await ctx.blobs.remove(u.storageKey);
  }
}

/**
 * The export job: a zip of what the requester may read in the folder now, and an inventory spreadsheet,
 * both stored as the requester's uploads; then `finished` with their ids (earlier exports of the folder by
 * the member and their files go), or `failed`. A second run of the same job finds it no longer pending.
 */
export async function buildFolderExport(ctx: AppContext, exportId: string): Promise<void> {
  const row = await findExport(ctx.db, exportId);
  if (!row || !(await setExportStatus(ctx.db, row.id, ["initialized", "in_progress"], { status: "in_progress" }))) {
    return;
  }
  const made: string[] = [];
  try {
    const member = await findMemberById(ctx.db, row.memberId);
    if (!member || member.lockedAt) throw notFound();
    const { folder } = await exportableFolder(ctx, member, row.folderId);
    const { entries, emptyFolders, placed } = await archiveContents(ctx.db, member, [], [folder.id]);
    // The requester's day and wall clock: spreadsheet cells have no zone.
    const date = dayIn(new Date(), member.timeZone);
    const name = (await folderNamer(ctx.db, member.language, [folder]))(folder);
    const base = safeFileName(`${name} ${date}`) || `export ${date}`;

    const zip = await storeGenerated(ctx, member, zipStream(ctx, entries, emptyFolders), {
      name: `${base}.zip`,
      extension: "zip",
      contentType: "application/zip",
    });
    made.push(zip.id);

    const authors = new Map(
      (
        await findMembersByIds(ctx.db, [...new Set(placed.flatMap((p) => (p.file.authorId ? [p.file.authorId] : [])))])
      ).map((m) => [m.id, displayName(m)]),
    );
    const inventory = await inventoryXlsx(
      placed.map(({ file, path }) => ({
        path,
        name: file.name,
        size: file.size,
        version: file.versionMajor,
        author: file.authorId ? (authors.get(file.authorId) ?? "") : "",
        updatedAt: wallClockDate(file.updatedAt, member.timeZone),
      })),
      member.language,
    );
    const xlsx = await storeGenerated(ctx, member, inventory.stream, {
      name: `${base}.xlsx`,
      extension: "xlsx",
      contentType: XLSX_TYPE,
    });
    await inventory.done;
    made.push(xlsx.id);

    if (!(await setExportStatus(ctx.db, row.id, ["in_progress"], { status: "finished", uploadIds: made }))) {
      await removeUploads(ctx, made);
      return;
    }
    const older = await olderExports(ctx.db, row);
    await deleteExports(
      ctx.db,
      older.map((o) => o.id),
    );
    await removeUploads(
      ctx,
      older.flatMap((o) => o.uploadIds),
    );
  } catch (err) {
    ctx.log.warn({ err, exportId }, "folder export failed");
    await removeUploads(ctx, made).catch(() => undefined);
    await setExportStatus(ctx.db, row.id, ["in_progress"], { status: "failed" });
  }
}
