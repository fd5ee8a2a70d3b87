import { filesApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { contentDisposition } from "../../http/downloads.js";
import { notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import type { MemberRow } from "../members/members.schema.js";
import { presentStoredFile } from "../uploads/uploads.service.js";
import { copyFileForMember } from "./copy.service.js";
import {
  changeFile,
  deleteFiles,
  fileDownload,
  lockFile,
  moveFiles,
  presentedFile,
  trackFileView,
  unlockFile,
} from "./file-changes.service.js";
import { createDownloadToken, downloadTokenMember } from "./files.archive.js";
import {
  addFolder,
  changeFolder,
  deleteFolders,
  folderPage,
  moveFolders,
  requireReadableFile,
  rootFolderPage,
  unreadFolders,
} from "./files.service.js";
import { addFiles, addFileVersion } from "./new-files.service.js";
/** Types a browser may render inline from our origin (sandboxed); everything else downloads. */
export const INLINE_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "application/pdf",
  "text/plain",
]);

export const filesRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const readableFile = (member: MemberRow, id: string) => requireReadableFile(ctx.db, member, id);

  route(app, filesApi.root, { config: { auth: "member" } }, (req) =>
    rootFolderPage(ctx, req, currentMember(req), req.query),
  );

  route(app, filesApi.folder, { config: { auth: "member" } }, (req) =>
    folderPage(ctx, currentMember(req), req.params.id, req.query),
  );

  route(app, filesApi.createFolder, { config: { auth: "member" } }, async (req, reply) =>
    reply.code(201).send(await addFolder(ctx, currentMember(req), req.body.folder)),
  );

  route(app, filesApi.updateFolder, { config: { auth: "member" } }, (req) =>
    changeFolder(ctx, currentMember(req), req.params.id, req.body.folder),
  );

  route(app, filesApi.deleteFolders, { config: { auth: "member" } }, async (req) => ({
    ids: await deleteFolders(ctx, currentMember(req), req.body.folder_ids),
  }));

  route(app, filesApi.moveFolders, { config: { auth: "member" } }, async (req) => ({
    ids: await moveFolders(ctx.db, currentMember(req), req.body.folder_ids, req.body.target_folder_id),
  }));

  route(app, filesApi.createFiles, { config: { auth: "member" } }, async (req, reply) =>
    reply.code(201).send({ files: await addFiles(ctx, currentMember(req), req.body) }),
  );

  route(app, filesApi.file, { config: { auth: "member" } }, async (req) =>
    presentedFile(ctx.db, currentMember(req), req.params.id),
  );

  route(app, filesApi.updateFile, { config: { auth: "member" } }, (req) =>
    changeFile(ctx, currentMember(req), req.params.id, req.body.file),
  );

  route(app, filesApi.newVersion, { config: { auth: "member" } }, async (req, reply) =>
    reply.code(201).send(await addFileVersion(ctx, currentMember(req), req.params.id, req.body)),
  );

  route(app, filesApi.deleteFiles, { config: { auth: "member" } }, async (req) => ({
    ids: await deleteFiles(ctx, currentMember(req), req.body.file_ids),
  }));

  route(app, filesApi.moveFiles, { config: { auth: "member" } }, async (req) => ({
    ids: await moveFiles(ctx.db, currentMember(req), req.body.file_ids, req.body.target_folder_id),
  }));

  route(app, filesApi.lock, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    await lockFile(ctx.db, member, await readableFile(member, req.params.id), req.body.locked_until);
    return presentedFile(ctx.db, member, req.params.id);
  });

  route(app, filesApi.unlock, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    await unlockFile(ctx.db, await readableFile(member, req.params.id));
    return presentedFile(ctx.db, member, req.params.id);
  });

  route(app, filesApi.copy, { config: { auth: "member" } }, async (req, reply) => {
    const member = currentMember(req);
    const row = await copyFileForMember(ctx, member, await readableFile(member, req.params.id));
    return reply.code(201).send(presentStoredFile(row));
  });

  route(app, filesApi.trackView, { config: { auth: "member" } }, async (req, reply) => {
    await trackFileView(ctx.db, currentMember(req), req.params.id);
    return reply.code(204).send();
  });

  route(app, filesApi.unreadFolders, { config: { auth: "member" } }, (req) =>
    unreadFolders(ctx.db, currentMember(req)),
  );

  // The bytes of the current version, or of `?version=N`; the name in the path is for the browser only.
  // With `?token=` (GET …/token) the token's member stands in for the session: an external viewer has none.
  route(app, filesApi.downloadToken, { config: { auth: "member" } }, async (req) =>
    createDownloadToken(ctx, currentMember(req), req.params.id),
  );

  route(app, filesApi.download, { config: { auth: "token" } }, async (req, reply) => {
    const { token } = req.query;
    const member = token ? await downloadTokenMember(ctx, token, req.params.id) : currentMember(req);
    if (!member) throw notFound();
    const { upload, name } = await fileDownload(ctx.db, member, req.params.id, req.query.version);
    const inline = req.query.download === undefined && INLINE_TYPES.has(upload.contentType);
    return reply
      .header("content-type", inline ? upload.contentType : "application/octet-stream")
      .header("content-length", upload.size)
      .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", name))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "sandbox; default-src 'none'")
      .header("cache-control", "private, no-cache")
      .send(ctx.blobs.read(upload.storageKey));
  });
};
