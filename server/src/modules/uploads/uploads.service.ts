import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import { fileExtensionOf, type StorageDirectory, type StoredFile, safeFileName } from "@intranet/contracts";
import sharp from "sharp";
import { removeStaleTempFiles, tempFilePath, withLocalCopy } from "../../blobs/temp-files.js";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, conflict, notFound, tooLarge } from "../../http/errors.js";
import { newId } from "../../lib/ids.js";
import type { MemberRow } from "../members/members.schema.js";
import { extensionAllowed, getNetwork } from "../network/network.service.js";
import { canReadUpload } from "./file-access.js";
import {
  deleteUploadRow,
  existingUploadIds,
  findUpload,
  insertUpload,
  publishOwnUploads,
  referencedStorageKeys,
  volatileUploadsOlderThan,
} from "./uploads.repo.js";
import type { UploadRow } from "./uploads.schema.js";

/** Raster formats sharp can resize; SVG is refused for images because it can carry script. */
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "tiff"]);
const VOLATILE_TTL_MS = 24 * 3600 * 1000;

export function presentStoredFile(u: UploadRow): StoredFile {
  const isImage = u.width !== null;
  return {
    id: u.id,
    name: u.name,
    type: u.contentType,
    extension: u.extension,
    size: u.size,
    state: u.state,
    external_id: u.externalId,
    url: `/api/storage/${u.directory}/${u.id}`,
    preview_url: isImage ? `/api/storage/${u.directory}/${u.id}/preview` : null,
  };
}

/**
 * The format and size of a raster image sharp can read to its end, or null. The header alone is not
 * enough (a truncated or corrupt PNG has a valid one): the pixels are decoded through the same pipeline
 * as a resized view, into a small thumbnail, so an accepted image can always be resized. Images over
 * sharp's pixel limit (decompression bombs) fail here too.
 */
async function verifiedImage(path: string) {
  const meta = await sharp(path)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !IMAGE_FORMATS.has(meta.format) || !meta.width || !meta.height) return null;
  const decoded = await sharp(path, { failOn: "error" })
    .rotate()
    .resize(32, 32, { fit: "inside" })
    .webp()
    .toBuffer()
    .then(
      () => true,
      () => false,
    );
  return decoded ? { format: meta.format, width: meta.width, height: meta.height } : null;
}

const fieldValue = (file: MultipartFile, name: string): string | undefined => {
  const field = file.fields[name];
  const single = Array.isArray(field) ? field[0] : field;
  return single && single.type === "field" && typeof single.value === "string" ? single.value : undefined;
};

/** A MIME type as `type/subtype` (RFC 6838 characters); anything else the client claims is ignored. */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i;

/** The client's `external_id` without control characters or lone surrogates (the database refuses NUL). */
const cleanExternalId = (value: string | undefined) => {
  const cleaned = value?.replace(/[\p{Cc}\p{Cs}]/gu, "").slice(0, 200);
  return cleaned ? cleaned : null;
};

/** A multipart body that is malformed or breaks off is the client's fault: 400, not a server error. */
export function malformedUpload(): AppError {
  return new AppError(400, "invalid_multipart", "The upload is not a complete multipart form.");
}

/** One incoming file: its bytes as a stream (`truncated` once it passed the size limit), and what its sender says of it. */
export type IncomingFile = {
  stream: Readable & { truncated?: boolean };
  name: string;
  claimedType: string;
  externalId: string | null;
};

/** Stores one part of a multipart upload (`storeFile`). */
export function storeUpload(ctx: AppContext, member: MemberRow, directory: StorageDirectory, file: MultipartFile) {
  return storeFile(ctx, member, directory, {
    stream: file.file,
    name: fieldValue(file, "name") ?? file.filename,
    claimedType: fieldValue(file, "type") ?? file.mimetype ?? "",
    externalId: cleanExternalId(fieldValue(file, "external_id")),
  });
}

/** The network's extension filter, for an upload or a copy of a file: a refused type is a 422 naming it. */
export async function refuseUnacceptedExtension(db: DbOrTx, extension: string): Promise<void> {
  const network = await getNetwork(db);
  if (!extensionAllowed(network.settings, extension)) {
    throw new AppError(422, "extension_refused", `Files of type .${extension || "?"} are not accepted.`);
  }
}

/**
 * Streams one upload into the store, checking size and the extension filter while it streams;
 * the row is written only after the bytes are safe. The file starts volatile.
 */
export async function storeFile(
  ctx: AppContext,
  member: MemberRow,
  directory: StorageDirectory,
  incoming: IncomingFile,
): Promise<UploadRow> {
  // Watched from the start: a malformed or cut-off body fails the file stream, perhaps while the
  // checks below wait on the database, and a stream piped after that would never end.
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  let broken = false;
  incoming.stream.on("error", (err) => {
    broken = true;
    counter.destroy(err);
  });
  let width: number | null = null;
  let height: number | null = null;
  const name = safeFileName(incoming.name);
  const extension = fileExtensionOf(name);
  await refuseUnacceptedExtension(ctx.db, extension).catch((err: unknown) => {
    incoming.stream.resume();
    throw err;
  });
  const claimed = incoming.claimedType;
  const claimedType = MIME_TYPE.test(claimed) ? claimed.toLowerCase() : "";
  let contentType = claimedType || "application/octet-stream";
  if (directory !== "files" && !claimedType.startsWith("image/")) {
    incoming.stream.resume();
    throw new AppError(422, "not_an_image", "Only images can be uploaded here.");
  }

  const id = newId();
  const key = `${directory}/${id.slice(0, 2)}/${id}`;
  if (broken) throw malformedUpload();
  // Into a temporary file first (see temp-files.ts); the store gets only a complete, checked file.
  const tmp = await tempFilePath(ctx.config.dataDir);
  try {
    await pipeline(incoming.stream.pipe(counter), createWriteStream(tmp)).catch((err: unknown) => {
      throw broken ? malformedUpload() : err;
    });
    if (incoming.stream.truncated) {
      throw tooLarge(`The file is larger than ${Math.round(ctx.config.maxUploadBytes / 1024 / 1024)} MB.`);
    }
    const image = await verifiedImage(tmp);
    if (image) {
      ({ width, height } = image);
      contentType = `image/${image.format}`;
    } else if (directory !== "files") {
      throw new AppError(
        422,
        "not_an_image",
        "Only images can be uploaded here (JPEG, PNG, WebP, GIF, AVIF or TIFF), and this file is not one or is damaged.",
      );
    }
    await ctx.blobs.writeFile(key, tmp);
  } finally {
    await fs.rm(tmp, { force: true });
  }

  // The row only now that the bytes are safe; should it fail, the bytes go too (else the sweeper takes them).
  return insertUpload(ctx.db, {
    id,
    directory,
    ownerId: member.id,
    name,
    extension,
    contentType,
    size,
    externalId: incoming.externalId,
    storageKey: key,
    width,
    height,
  }).catch(async (err: unknown) => {
    await ctx.blobs.remove(key).catch(() => undefined);
    throw err;
  });
}

/** Publishes the member's own volatile files; all or nothing, unknown or foreign ids are 404. */
export async function publishUploads(
  ctx: AppContext,
  member: MemberRow,
  byDirectory: Partial<Record<StorageDirectory, string[]>>,
): Promise<UploadRow[]> {
  return ctx.db.transaction(async (tx) => {
    const published: UploadRow[] = [];
    for (const [directory, ids] of Object.entries(byDirectory) as [StorageDirectory, string[]][]) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) continue;
      const rows = await publishOwnUploads(tx, member.id, directory, unique);
      if (rows.length !== unique.length) throw notFound("One of the files does not exist.");
      published.push(...rows);
    }
    return published;
  });
}

export async function deleteUpload(ctx: AppContext, member: MemberRow, directory: StorageDirectory, id: string) {
  const row = await findUpload(ctx.db, id);
  if (!row || row.directory !== directory || (row.ownerId !== member.id && !member.isNetworkAdmin)) throw notFound();
  // A file that another row still needs (a version of a file in a folder) goes only with that row.
  await deleteUploadRow(ctx.db, id).catch((err: unknown) => {
    const e = err as { code?: string; cause?: { code?: string } } | null;
    if (e?.code === "23503" || e?.cause?.code === "23503") throw conflict("upload_in_use", "The file is in use.");
    throw err;
  });
  await ctx.blobs.remove(row.storageKey);
}

/**
 * The bytes of a stored file copied under a new id and key, for an upload row the caller writes later (in its own
 * transaction, with `copiedUploadRow`); bytes whose row never comes are the orphan sweeper's.
 */
export async function copyUploadBytes(ctx: AppContext, source: UploadRow): Promise<{ id: string; storageKey: string }> {
  const id = newId();
  const storageKey = `${source.directory}/${id.slice(0, 2)}/${id}`;
  await ctx.blobs.write(storageKey, ctx.blobs.read(source.storageKey));
  return { id, storageKey };
}

/** The upload row of copied bytes: the source's name, type and size, a new owner. */
export function copiedUploadRow(
  db: DbOrTx,
  source: UploadRow,
  copy: { id: string; storageKey: string },
  ownerId: string,
): Promise<UploadRow> {
  return insertUpload(db, {
    ...source,
    ...copy,
    ownerId,
    createdAt: new Date(),
    publishedAt: source.publishedAt,
  });
}

/** Copies a stored file for a new owner (forwarded attachments must survive the original's deletion). */
export async function copyUpload(ctx: AppContext, source: UploadRow, ownerId: string): Promise<UploadRow> {
  return copiedUploadRow(ctx.db, source, await copyUploadBytes(ctx, source), ownerId);
}

/**
 * Resized image, cached on disk next to the original. Uploads are verified, but an image stored before
 * that (or damaged on disk since) answers 404 rather than an error.
 */
/** The upload (in that directory, when given) if the member may read it; 404 otherwise. */
export async function requireReadableUpload(
  ctx: AppContext,
  member: MemberRow | null,
  uploadId: string,
  directory?: string,
) {
  const row = await findUpload(ctx.db, uploadId);
  if (!row || (directory && row.directory !== directory) || !(await canReadUpload(ctx, member, row))) throw notFound();
  return row;
}

export async function resizedImage(ctx: AppContext, upload: UploadRow, width: number, height: number) {
  const key = `cache/${upload.id}-${width}x${height}.webp`;
  if (!(await ctx.blobs.exists(key))) {
    const fit = width === height ? "cover" : "inside";
    const buffer = await withLocalCopy(ctx.blobs, ctx.config.dataDir, upload.storageKey, (original) =>
      sharp(original)
        .rotate()
        .resize(width, height, { fit, withoutEnlargement: fit === "inside" })
        .webp({ quality: 82 })
        .toBuffer(),
    ).catch(() => null);
    if (!buffer) throw notFound("This image cannot be read.");
    await ctx.blobs.write(key, Readable.from(buffer));
  }
  return ctx.blobs.read(key);
}

/** Volatile files never published within a day are abandoned form uploads. */
export async function removeAbandonedUploads(ctx: AppContext): Promise<number> {
  const stale = await volatileUploadsOlderThan(ctx.db, new Date(Date.now() - VOLATILE_TTL_MS));
  for (const row of stale) {
    await deleteUploadRow(ctx.db, row.id);
    await ctx.blobs.remove(row.storageKey);
  }
  return stale.length;
}

/** Stored bytes younger than this are never swept: an upload may be between its bytes and its row. */
export const ORPHAN_GRACE_MS = 3600 * 1000;

/**
 * Removes stored objects that no upload row references (a crash between the bytes and the row, a failed
 * delete), and temporary files a crash left behind; only what is older than the grace period. Lists the
 * store a page at a time, so it works alike on local disk and S3. Answers how many objects went.
 */
export async function sweepOrphans(ctx: AppContext, graceMs = ORPHAN_GRACE_MS): Promise<number> {
  const before = new Date(Date.now() - graceMs);
  await removeStaleTempFiles(ctx.config.dataDir, before);
  let removed = 0;
  for await (const page of ctx.blobs.list()) {
    const old = page.filter((o) => o.modifiedAt < before).map((o) => o.key);
    const cached = old.filter((k) => k.startsWith("cache/"));
    const originals = old.filter((k) => !k.startsWith("cache/"));
    const referenced = await referencedStorageKeys(ctx.db, originals);
    const cacheOwner = (k: string) => k.slice("cache/".length).split("-")[0] ?? "";
    const living = await existingUploadIds(ctx.db, cached.map(cacheOwner));
    const orphans = [
      ...originals.filter((k) => !referenced.has(k)),
      ...cached.filter((k) => !living.has(cacheOwner(k))),
    ];
    for (const key of orphans) await ctx.blobs.remove(key);
    removed += orphans.length;
  }
  if (removed > 0) ctx.log.info({ removed }, "removed stored files without an upload");
  return removed;
}
