import { fileExtensionOf } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { notFound, tooLarge } from "../../http/errors.js";
import type { MemberRow } from "../members/members.schema.js";
import { findUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { copiedUploadRow, copyUploadBytes, refuseUnacceptedExtension } from "../uploads/uploads.service.js";
import type { ReadableFile } from "./files.access.js";

/**
 * The file picker's copy: the current version of a file the member may read, as a new volatile upload of their own
 * in `files` under the file's name. A form attaches and publishes it like a fresh upload, so whoever reads the
 * message or activity reads the copy without reading the folder, and a copy never published goes with the other
 * abandoned volatile uploads. It passes the checks an upload of the same file would (size cap, the network's
 * extension filter as it is now). The bytes are written first; the row in one transaction after, and the bytes
 * removed if it fails.
 */
export async function copyFileForMember(
  ctx: AppContext,
  member: MemberRow,
  readable: ReadableFile,
): Promise<UploadRow> {
  const { file } = readable;
  const [current] = await findUploads(ctx.db, [file.uploadId]);
  if (!current) throw notFound();
  const extension = fileExtensionOf(file.name);
  await refuseUnacceptedExtension(ctx.db, extension);
  if (current.size > ctx.config.maxUploadBytes) {
    throw tooLarge(`The file is larger than ${Math.round(ctx.config.maxUploadBytes / 1024 / 1024)} MB.`);
  }
  const source: UploadRow = {
    ...current,
    directory: "files",
    name: file.name,
    extension,
    state: "volatile",
    publishedAt: null,
    externalId: null,
  };
  const copy = await copyUploadBytes(ctx, source);
  return ctx.db
    .transaction((tx) => copiedUploadRow(tx, source, copy, member.id))
    .catch(async (err: unknown) => {
      await ctx.blobs.remove(copy.storageKey).catch(() => undefined);
      throw err;
    });
}
