import { Readable, Transform } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import { fileExtensionOf, type StorageDirectory, type StoredFile, safeFileName } from "@intranet/contracts";
import sharp from "sharp";
import type { AppContext } from "../../context.js";
import { AppError, conflict, notFound, tooLarge } from "../../http/errors.js";
import { newId } from "../../lib/ids.js";
import type { MemberRow } from "../members/members.schema.js";
import { extensionAllowed, getNetwork } from "../network/network.service.js";
import {
  deleteUploadRow,
  findUpload,
  insertUpload,
  publishOwnUploads,
  volatileUploadsOlderThan,
} from "./storage.repo.js";
import type { UploadRow } from "./storage.schema.js";

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

/**
 * Streams one upload to disk, checking size and the extension filter while it streams;
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
  const name = safeFileName(incoming.name);
  const extension = fileExtensionOf(name);
  const network = await getNetwork(ctx.db);
  if (!extensionAllowed(network.settings, extension)) {
    incoming.stream.resume();
    throw new AppError(422, "extension_refused", `Files of type .${extension || "?"} are not accepted.`);
  }
  const claimed = incoming.claimedType;
  const claimedType = MIME_TYPE.test(claimed) ? claimed.toLowerCase() : "";
  if (directory !== "files" && !claimedType.startsWith("image/")) {
    incoming.stream.resume();
    throw new AppError(422, "not_an_image", "Only images can be uploaded here.");
  }

  const id = newId();
  const key = `${directory}/${id.slice(0, 2)}/${id}`;
  if (broken) throw malformedUpload();
  await ctx.files.write(key, incoming.stream.pipe(counter)).catch((err: unknown) => {
    throw broken ? malformedUpload() : err;
  });
  if (incoming.stream.truncated) {
    await ctx.files.remove(key);
    throw tooLarge(`The file is larger than ${Math.round(ctx.config.maxUploadBytes / 1024 / 1024)} MB.`);
  }

  let width: number | null = null;
  let height: number | null = null;
  let contentType = claimedType || "application/octet-stream";
  const image = await verifiedImage(ctx.files.localPath(key));
  if (image) {
    ({ width, height } = image);
    contentType = `image/${image.format}`;
  } else if (directory !== "files") {
    await ctx.files.remove(key);
    throw new AppError(
      422,
      "not_an_image",
      "Only images can be uploaded here (JPEG, PNG, WebP, GIF, AVIF or TIFF), and this file is not one or is damaged.",
    );
  }

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
  await ctx.files.remove(row.storageKey);
}

/** Copies a stored file for a new owner (forwarded attachments must survive the original's deletion). */
export async function copyUpload(ctx: AppContext, source: UploadRow, ownerId: string): Promise<UploadRow> {
  const id = newId();
  const key = `${source.directory}/${id.slice(0, 2)}/${id}`;
  await ctx.files.write(key, ctx.files.read(source.storageKey));
  return insertUpload(ctx.db, {
    ...source,
    id,
    ownerId,
    storageKey: key,
    createdAt: new Date(),
    publishedAt: source.publishedAt,
  });
}

/**
 * Resized image, cached on disk next to the original. Uploads are verified, but an image stored before
 * that (or damaged on disk since) answers 404 rather than an error.
 */
export async function resizedImage(ctx: AppContext, upload: UploadRow, width: number, height: number) {
  const key = `cache/${upload.id}-${width}x${height}.webp`;
  if (!(await ctx.files.exists(key))) {
    const fit = width === height ? "cover" : "inside";
    const buffer = await sharp(ctx.files.localPath(upload.storageKey))
      .rotate()
      .resize(width, height, { fit, withoutEnlargement: fit === "inside" })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => null);
    if (!buffer) throw notFound("This image cannot be read.");
    await ctx.files.write(key, Readable.from(buffer));
  }
  return ctx.files.read(key);
}

/** Volatile files never published within a day are abandoned form uploads. */
export async function removeAbandonedUploads(ctx: AppContext): Promise<number> {
  const stale = await volatileUploadsOlderThan(ctx.db, new Date(Date.now() - VOLATILE_TTL_MS));
  for (const row of stale) {
    await deleteUploadRow(ctx.db, row.id);
    await ctx.files.remove(row.storageKey);
  }
  return stale.length;
}
