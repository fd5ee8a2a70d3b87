import { filesApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { contentDisposition } from "../../http/downloads.js";
import { notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { loadGroup } from "../groups/group-access.js";
import type { MemberRow } from "../members/members.schema.js";
import { checkedProfile, profileListing } from "../property-sets/property-sets.service.js";
import { findUploads } from "../uploads/uploads.repo.js";
import { presentStoredFile } from "../uploads/uploads.service.js";
import { copyFileForMember } from "./copy.service.js";
import { findReadableFile, findReadableFolder, type ReadableFolder } from "./files.access.js";
import { createDownloadToken, downloadTokenMember } from "./files.archive.js";
import { ensureSpecialFolder, markFileViewed, unreadFolderCounts, versionsOf } from "./files.repo.js";
import {
  addVersion,
  createFiles,
  createFolder,
  deleteFiles,
  deleteFolders,
  lockFile,
  moveFiles,
  moveFolders,
  presentedFile,
  presentedFolder,
  unlockFile,
  updateFile,
  updateFolder,
} from "./files.service.js";

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

  const readableFolder = async (member: MemberRow, id: string) => {
    const found = await findReadableFolder(ctx.db, member, id);
    if (!found) throw notFound();
    return found;
  };
  const readableFile = async (member: MemberRow, id: string) => {
    const found = await findReadableFile(ctx.db, member, id);
    if (!found) throw notFound();
    return found;
  };

  route(app, filesApi.root, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const { group_slug, ...listing } = req.query;
    let groupId: string | null = null;
    if (group_slug) {
      const g = await loadGroup(ctx.db, req, group_slug);
      if (!g.readContent) throw notFound();
      groupId = g.group.id;
    } else if (member.isExternal) {
      throw notFound();
    }
    const root = await readableFolder(member, (await ensureSpecialFolder(ctx.db, groupId, "root_folder")).id);
    const profile = await profileListing(ctx.db, root.folder, listing);
    return presentedFolder(ctx.db, member, root, { ...listing, profile });
  });

  route(app, filesApi.folder, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const folder = await readableFolder(member, req.params.id);
    const profile = await profileListing(ctx.db, folder.folder, req.query);
    return presentedFolder(ctx.db, member, folder, { ...req.query, profile });
  });

  const firstPage = { sort: "name", direction: "asc", page: 1, limit: 1000 } as const;

  route(app, filesApi.createFolder, { config: { auth: "member" } }, async (req, reply) => {
    const member = currentMember(req);
    const { parent_folder_id, ...input } = req.body.folder;
    const parent = await readableFolder(member, parent_folder_id);
    const profile = await checkedProfile(ctx, member, "folder_profile", parent.folder, input.profile, "profile");
    const row = await createFolder(ctx.db, member, parent, { ...input, profile });
    return reply.code(201).send(await presentedFolder(ctx.db, member, await readableFolder(member, row.id), firstPage));
  });

  route(app, filesApi.updateFolder, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const readable = await readableFolder(member, req.params.id);
    const { folder } = req.body;
    const profile = await checkedProfile(ctx, member, "folder_profile", readable.folder, folder.profile, "profile");
    const row = await updateFolder(ctx.db, readable, { ...folder, profile });
    return presentedFolder(ctx.db, member, await readableFolder(member, row.id), firstPage);
  });

  route(app, filesApi.deleteFolders, { config: { auth: "member" } }, async (req) => ({
    ids: await deleteFolders(ctx, currentMember(req), req.body.folder_ids),
  }));

  route(app, filesApi.moveFolders, { config: { auth: "member" } }, async (req) => ({
    ids: await moveFolders(ctx.db, currentMember(req), req.body.folder_ids, req.body.target_folder_id),
  }));

  route(app, filesApi.createFiles, { config: { auth: "member" } }, async (req, reply) => {
    const member = currentMember(req);
    // The first folder is the form's default (the current one); the others receive copies.
    const [folderId, ...otherIds] = [...new Set(req.body.folder_ids)];
    const folder = await readableFolder(member, folderId ?? "");
    const also: ReadableFolder[] = [];
    for (const id of otherIds) also.push(await readableFolder(member, id));
    const { file_profile } = req.body;
    // Checked against the default folder's file profile; the copies carry the same values.
    const profile = await checkedProfile(ctx, member, "file_profile", folder.folder, file_profile, "file_profile");
    const files = await createFiles(ctx, member, folder, { ...req.body, file_profile: profile, also });
    return reply.code(201).send({ files });
  });

  route(app, filesApi.file, { config: { auth: "member" } }, async (req) =>
    presentedFile(ctx.db, currentMember(req), req.params.id),
  );

  route(app, filesApi.updateFile, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const readable = await readableFile(member, req.params.id);
    const { file } = req.body;
    const profile = await checkedProfile(ctx, member, "file_profile", readable.folder, file.profile, "profile");
    await updateFile(ctx.db, readable, { ...file, profile });
    return presentedFile(ctx.db, member, req.params.id);
  });

  route(app, filesApi.newVersion, { config: { auth: "member" } }, async (req, reply) => {
    const member = currentMember(req);
    const readable = await readableFile(member, req.params.id);
    const added = await addVersion(ctx, member, readable, req.body.upload_id, { description: req.body.description });
    const detail = await presentedFile(ctx.db, member, req.params.id);
    return reply.code(201).send({ ...detail, pending: added.pending !== null });
  });

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
    const member = currentMember(req);
    await readableFile(member, req.params.id);
    await markFileViewed(ctx.db, member.id, req.params.id);
    return reply.code(204).send();
  });

  route(app, filesApi.unreadFolders, { config: { auth: "member" } }, async (req) => {
    const rows = await unreadFolderCounts(ctx.db, currentMember(req));
    return { folders: rows.map((r) => ({ id: r.id, unread_count: r.count })) };
  });

  // The bytes of the current version, or of `?version=N`; the name in the path is for the browser only.
  // With `?token=` (GET …/token) the token's member stands in for the session: an external viewer has none.
  route(app, filesApi.downloadToken, { config: { auth: "member" } }, async (req) =>
    createDownloadToken(ctx, currentMember(req), req.params.id),
  );

  route(app, filesApi.download, { config: { auth: "token" } }, async (req, reply) => {
    const { token } = req.query;
    const member = token ? await downloadTokenMember(ctx, token, req.params.id) : currentMember(req);
    if (!member) throw notFound();
    const { file } = await readableFile(member, req.params.id);
    let uploadId = file.uploadId;
    if (req.query.version !== undefined) {
      const version = (await versionsOf(ctx.db, file.id)).find((v) => v.major === req.query.version);
      if (!version) throw notFound();
      uploadId = version.uploadId;
    }
    const [upload] = await findUploads(ctx.db, [uploadId]);
    if (!upload) throw notFound();
    const inline = req.query.download === undefined && INLINE_TYPES.has(upload.contentType);
    const name = req.query.version === undefined ? file.name : upload.name;
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
