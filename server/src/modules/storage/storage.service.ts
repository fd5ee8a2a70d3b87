import { Transform } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import type { StorageDirectory, StoredFile } from "@intranet/contracts";
import sharp from "sharp";
import type { AppContext } from "../../context.js";
import { AppError, notFound, tooLarge } from "../../http/errors.js";
import { newId } from "../../lib/ids.js";
import type { MemberRow } from "../members/members.schema.js";
import { extensionAllowed, getNetwork } from "../network/network.service.js";
import { extensionOf, safeFileName } from "./file-names.js";
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

const fieldValue = (file: MultipartFile, name: string): string | undefined => {
  const field = file.fields[name];
  const single = Array.isArray(field) ? field[0] : field;
  return single && single.type === "field" && typeof single.value === "string" ? single.value : undefined;
};

/**
 * Streams one upload to disk, checking size and the extension filter while it streams;
 * the row is written only after the bytes are safe. The file starts volatile.
 */
export async function storeUpload(
  ctx: AppContext,
  member: MemberRow,
  directory: StorageDirectory,
  file: MultipartFile,
): Promise<UploadRow> {
  const name = safeFileName(fieldValue(file, "name") ?? file.filename);
  const extension = extensionOf(name);
  const network = await getNetwork(ctx.db);
  if (!extensionAllowed(network.settings, extension)) {
    file.file.resume();
    throw new AppError(422, "extension_refused", `Files of type .${extension || "?"} are not accepted.`);
  }
  const claimedType = (fieldValue(file, "type") ?? file.mimetype ?? "").slice(0, 100);
  if (directory !== "files" && !claimedType.startsWith("image/")) {
    file.file.resume();
    throw new AppError(422, "not_an_image", "Only images can be uploaded here.");
  }

  const id = newId();
  const key = `${directory}/${id.slice(0, 2)}/${id}`;
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  await ctx.files.write(key, file.file.pipe(counter));
  if (file.file.truncated) {
    await ctx.files.remove(key);
    throw tooLarge(`The file is larger than ${Math.round(ctx.config.maxUploadBytes / 1024 / 1024)} MB.`);
  }

  let width: number | null = null;
  let height: number | null = null;
  let contentType = claimedType || "application/octet-stream";
  const meta = await sharp(ctx.files.localPath(key))
    .metadata()
    .catch(() => null);
  if (meta?.format && IMAGE_FORMATS.has(meta.format) && meta.width && meta.height) {
    width = meta.width;
    height = meta.height;
    contentType = `image/${meta.format}`;
  } else if (directory !== "files") {
    await ctx.files.remove(key);
    throw new AppError(422, "not_an_image", "Only images can be uploaded here.");
  }

  return insertUpload(ctx.db, {
    id,
    directory,
    ownerId: member.id,
    name,
    extension,
    contentType,
    size,
    externalId: fieldValue(file, "external_id")?.slice(0, 200) ?? null,
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
  await deleteUploadRow(ctx.db, id);
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

/** Resized image, cached on disk next to the original. */
export async function resizedImage(ctx: AppContext, upload: UploadRow, width: number, height: number) {
  const key = `cache/${upload.id}-${width}x${height}.webp`;
  if (!(await ctx.files.exists(key))) {
    const fit = width === height ? "cover" : "inside";
    const buffer = await sharp(ctx.files.localPath(upload.storageKey))
      .rotate()
      .resize(width, height, { fit, withoutEnlargement: fit === "inside" })
      .webp({ quality: 82 })
      .toBuffer();
    const { Readable } = await import("node:stream");
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
