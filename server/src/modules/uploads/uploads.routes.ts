import { storageApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { contentDisposition } from "../../http/downloads.js";
import { AppError, notFound, tooLarge, unauthorized } from "../../http/errors.js";
import { route } from "../../http/route.js";
import type { UploadRow } from "./uploads.schema.js";
import {
  deleteUpload,
  malformedUpload,
  presentStoredFile,
  publishUploads,
  requireReadableUpload,
  resizedImage,
  storeUpload,
} from "./uploads.service.js";

/** Types a browser may render inline from our origin; everything else downloads. */
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif", "application/pdf"]);

export const uploadsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const readable = (req: Parameters<typeof currentMember>[0], uploadId: string, directory?: string) =>
    requireReadableUpload(ctx, currentMember(req), uploadId, directory);

  const sendFile = (reply: FastifyReply, row: UploadRow, disposition: "inline" | "attachment") => {
    const inline = disposition === "inline" && INLINE_TYPES.has(row.contentType);
    return reply
      .header("content-type", inline ? row.contentType : "application/octet-stream")
      .header("content-length", row.size)
      .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", row.name))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "sandbox; default-src 'none'")
      .header("cache-control", "private, max-age=3600")
      .send(ctx.blobs.read(row.storageKey));
  };

  route(app, storageApi.upload, { config: { auth: "member" } }, async (req, reply) => {
    const member = currentMember(req);
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > ctx.config.maxUploadBytes + 64 * 1024) throw tooLarge();
    const file = await req.file().catch((err: unknown) => {
      // The plugin's own refusals (wrong content type, limits) carry their status; a parse error does not.
      const status = (err as { statusCode?: unknown } | null)?.statusCode;
      throw typeof status === "number" && status < 500 ? err : malformedUpload();
    });
    if (!file) throw new AppError(400, "file_missing", "No file was sent.");
    const row = await storeUpload(ctx, member, req.params.directory, file);
    return reply.code(201).send(presentStoredFile(row));
  });

  route(app, storageApi.publish, { config: { auth: "member" } }, async (req) =>
    (await publishUploads(ctx, currentMember(req), req.body)).map(presentStoredFile),
  );

  route(app, storageApi.remove, { config: { auth: "member" } }, async (req, reply) => {
    await deleteUpload(ctx, currentMember(req), req.params.directory, req.params.id);
    return reply.code(204).send();
  });

  route(app, storageApi.image, { config: { auth: "member" } }, async (req, reply) => {
    const row = await readable(req, req.params.id);
    if (row.width === null) throw notFound();
    const [w, h] = req.params.size.split("x").map(Number) as [number, number];
    return reply
      .header("content-type", "image/webp")
      .header("cache-control", "private, max-age=86400")
      .header("x-content-type-options", "nosniff")
      .send(await resizedImage(ctx, row, w, h));
  });

  // Public: a visitor reads only what a module's `visitorFileAccess` grants (the network theme's images).
  route(app, storageApi.preview, { config: { auth: "public" } }, async (req, reply) => {
    // A visitor not granted the file gets the sign-in answer (401), as on every member route; nothing leaks.
    const row = await requireReadableUpload(ctx, req.member ?? null, req.params.id, req.params.directory).catch(
      (error: unknown) => {
        throw req.member ? error : unauthorized();
      },
    );
    if (row.width === null) throw notFound("No preview for this file.");
    return reply
      .header("content-type", "image/webp")
      .header("cache-control", "private, max-age=86400")
      .send(await resizedImage(ctx, row, 435, 435));
  });

  route(app, storageApi.file, { config: { auth: "member" } }, async (req, reply) => {
    const row = await readable(req, req.params.id, req.params.directory);
    return sendFile(reply, row, req.query.download ? "attachment" : "inline");
  });
};
