import { fileExtensionOf, type PropertyValues } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { conflict, forbidden, invalid, notFound } from "../../http/errors.js";
import type { MemberRow } from "../members/members.schema.js";
import { checkedProfile, recordProfileTags } from "../property-sets/property-sets.service.js";
import { findUploads, publishOwnUploads } from "../uploads/uploads.repo.js";
import { copiedUploadRow, copyUploadBytes } from "../uploads/uploads.service.js";
import { finalizedError, refreshReviewStatus, startPendingVersion } from "./approval.service.js";
import { fileCan } from "./file.policy.js";
import { presentFileEntry } from "./file.presenter.js";
import { recordFileAudit } from "./file-audit.js";
import { presentedFile } from "./file-changes.service.js";
import { queueFileTexts } from "./file-texts.service.js";
import type { ReadableFile, ReadableFolder } from "./files.access.js";
import { insertFile, insertVersion, installVersion } from "./files.repo.js";
import type { FilePendingVersionRow, FileRow } from "./files.schema.js";
import { type AfterCommit, lockedError, requireReadableFile, requireReadableFolder } from "./files.service.js";

/**
 * Only the member's own uploads to `files` that no form has used yet become files or versions (a published
 * upload belongs to something else already); the unique upload per version keeps two requests from sharing one.
 */
async function requireVolatileUploads(db: DbOrTx, member: MemberRow, ids: string[], field: string) {
  const rows = await findUploads(db, ids);
  const usable = rows.filter((u) => u.state === "volatile" && u.ownerId === member.id && u.directory === "files");
  if (usable.length !== ids.length) throw invalid({ [field]: ["required"] }, "One of the files does not exist.");
}

/** A unique index refused the write: a concurrent request took the same upload or version number. */
const onUniqueViolation = (answer: () => Error) => (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  throw e?.code === "23505" || e?.cause?.code === "23505" ? answer() : err;
};

/**
 * New files from the member's own volatile uploads in `files` (published here), each a file with version 1.
 * With `also`, the same files are made in further folders too, each from a copy of the upload (a version's upload
 * is its own); the copies' bytes are written before the one transaction that writes every row, and removed if it
 * fails. With `post_to_stream`, one activity per file in the stream of each context (network or group) the
 * folders are in, once per context; the announcements run after the commit.
 */
export async function createFiles(
  ctx: AppContext,
  member: MemberRow,
  folder: ReadableFolder,
  input: {
    files: string[];
    description: string;
    post_to_stream: boolean;
    file_profile?: PropertyValues;
    also?: ReadableFolder[];
  },
) {
  if (!folder.post) throw forbidden("You may not add files here.");
  const extras = (input.also ?? []).filter(
    (f, i, all) => f.folder.id !== folder.folder.id && all.findIndex((g) => g.folder.id === f.folder.id) === i,
  );
  // A further folder the member may not add to is answered like one they cannot see.
  if (extras.some((f) => !f.post)) throw notFound();
  const ids = [...new Set(input.files)];
  const copies = new Map<string, { id: string; storageKey: string }>();
  const copyKey = (folderId: string, uploadId: string) => `${folderId}:${uploadId}`;
  if (extras.length > 0) {
    await requireVolatileUploads(ctx.db, member, ids, "files");
    const sources = await findUploads(ctx.db, ids);
    try {
      for (const extra of extras)
        for (const source of sources)
          copies.set(copyKey(extra.folder.id, source.id), await copyUploadBytes(ctx, source));
    } catch (err) {
      for (const c of copies.values()) await ctx.blobs.remove(c.storageKey);
      throw err;
    }
  }
  const { rows, after } = await ctx.db
    .transaction(async (tx) => {
      await requireVolatileUploads(tx, member, ids, "files");
      const uploads = await publishOwnUploads(tx, member.id, "files", ids);
      const created: { file: FileRow; manage: boolean }[] = [];
      const announcements: AfterCommit[] = [];
      const announced = new Set<string>();
      for (const target of [folder, ...extras]) {
        const context = target.folder.groupId ?? "network";
        const announce =
          input.post_to_stream && target.folder.type !== "activitystream_folder" && !announced.has(context);
        announced.add(context);
        for (const id of ids) {
          const source = uploads.find((u) => u.id === id);
          if (!source) continue;
          const copy = copies.get(copyKey(target.folder.id, id));
          const upload = copy ? await copiedUploadRow(tx, source, copy, member.id) : source;
          const file = await insertFile(tx, {
            folderId: target.folder.id,
            name: upload.name,
            description: input.description,
            authorId: member.id,
            uploadId: upload.id,
            profile: input.file_profile ?? {},
            size: upload.size,
            contentType: upload.contentType,
            extension: upload.extension || fileExtensionOf(upload.name),
          });
          await insertVersion(tx, { fileId: file.id, major: 1, uploadId: upload.id, authorId: member.id });
          await recordFileAudit(tx, member.id, { type: "FilePublish", file, folder: target.folder });
          created.push({ file, manage: target.manage });
          if (announce) {
            announcements.push(
              await ctx.modules.objectActivities.post(tx, ctx, {
                objectType: "file",
                objectId: file.id,
                authorId: member.id,
                groupId: target.folder.groupId,
              }),
            );
          }
        }
      }
      await recordProfileTags(tx, ctx, "file_profile", folder.folder, input.file_profile);
      return { rows: created, after: announcements };
    })
    .catch(async (err: unknown) => {
      for (const c of copies.values()) await ctx.blobs.remove(c.storageKey);
      return onUniqueViolation(() => invalid({ files: ["required"] }, "One of the files does not exist."))(err);
    });
  for (const announce of after) await announce();
  for (const { file: f } of rows) {
    const review = await refreshReviewStatus(ctx, f);
    if (review !== undefined) f.reviewStatus = review;
  }
  await queueFileTexts(
    ctx,
    rows.map((r) => r.file),
  );
  const members = new Map([[member.id, member]]);
  return rows.map(({ file, manage }) =>
    presentFileEntry(file, { change: true, post: true, lockedByOther: false, manage }, members),
  );
}

/**
 * A new version from the member's own volatile upload: `version.major` rises, the old ones stay. In a folder that
 * requires approval, a version by a member who does not manage the folder waits as a pending version instead and
 * the file stays as it is (`pending`). Given the app context (not a bare database), the new current version's
 * review status is computed after the commit.
 */
export async function addVersion(
  ctxOrDb: AppContext | DbOrTx,
  member: MemberRow,
  readable: ReadableFile,
  uploadId: string,
  options: { description?: string } = {},
): Promise<{ file: FileRow; pending: FilePendingVersionRow | null }> {
  const ctx = "blobs" in ctxOrDb && "config" in ctxOrDb ? ctxOrDb : null;
  const db = ctx ? ctx.db : (ctxOrDb as DbOrTx);
  if (readable.file.finalizedAt) throw finalizedError();
  if (!fileCan(readable).new_version) {
    if (readable.lockedByOther) throw lockedError();
    throw forbidden("You may not upload versions of this file.");
  }
  const result = await db
    .transaction(async (tx) => {
      await requireVolatileUploads(tx, member, [uploadId], "upload_id");
      const [upload] = await publishOwnUploads(tx, member.id, "files", [uploadId]);
      if (!upload) throw invalid({ upload_id: ["required"] }, "The file does not exist.");
      const pending = await startPendingVersion(tx, member, readable, upload, options.description);
      if (pending) return { file: readable.file, pending };
      const file = await installVersion(tx, readable.file, upload, member.id);
      return { file, pending: null };
    })
    .catch(onUniqueViolation(() => conflict("version_conflict", "Another version was added meanwhile; try again.")));
  if (ctx && !result.pending) {
    await refreshReviewStatus(ctx, result.file);
    await queueFileTexts(ctx, [result.file]);
  }
  return result;
}

/**
 * New files in the first of `folder_ids` (the form's default, the current folder) and copies in the others, every
 * folder readable by the member (404 otherwise); the profile is checked against the default folder's file profile
 * and the copies carry the same values.
 */
export async function addFiles(
  ctx: AppContext,
  member: MemberRow,
  input: Omit<Parameters<typeof createFiles>[3], "also" | "file_profile"> & {
    folder_ids: string[];
    file_profile?: Parameters<typeof checkedProfile>[4];
  },
) {
  const [folderId, ...otherIds] = [...new Set(input.folder_ids)];
  const folder = await requireReadableFolder(ctx.db, member, folderId ?? "");
  const also: ReadableFolder[] = [];
  for (const id of otherIds) also.push(await requireReadableFolder(ctx.db, member, id));
  const profile = await checkedProfile(ctx, member, "file_profile", folder.folder, input.file_profile, "file_profile");
  return createFiles(ctx, member, folder, { ...input, file_profile: profile, also });
}

/** A new version of a file the member may read, and the file page after it (`pending` when it awaits approval). */
export async function addFileVersion(
  ctx: AppContext,
  member: MemberRow,
  id: string,
  input: { upload_id: string; description?: string | undefined },
) {
  const readable = await requireReadableFile(ctx.db, member, id);
  const options = input.description === undefined ? {} : { description: input.description };
  const added = await addVersion(ctx, member, readable, input.upload_id, options);
  const detail = await presentedFile(ctx.db, member, id);
  return { ...detail, pending: added.pending !== null };
}
