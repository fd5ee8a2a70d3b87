import { filesApprovalApi, PAGINATION_HEADERS } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { contentDisposition } from "../../http/downloads.js";
import { route } from "../../http/route.js";
import type { MemberRow } from "../members/members.schema.js";
import {
  approvalList,
  approvePending,
  declinePending,
  pendingUpload,
  reviewedFilesIn,
  setFinalized,
} from "./approval.service.js";
import { presentedFile } from "./file-changes.service.js";
import { INLINE_TYPES } from "./files.routes.js";
import { requireReadableFile, requireReadableFolder } from "./files.service.js";

/** Approval of new versions, finalizing and the reviewed files listing (contracts/src/routes/files-approval.ts). */
export const approvalRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const readableFile = (member: MemberRow, id: string) => requireReadableFile(ctx.db, member, id);

  route(app, filesApprovalApi.approvalList, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    return approvalList(ctx.db, member, await requireReadableFolder(ctx.db, member, req.params.id));
  });

  route(app, filesApprovalApi.approve, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    await approvePending(ctx, await readableFile(member, req.params.id), req.params.pid);
    return presentedFile(ctx.db, member, req.params.id);
  });

  route(app, filesApprovalApi.decline, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    await declinePending(ctx, await readableFile(member, req.params.id), req.params.pid);
    return presentedFile(ctx.db, member, req.params.id);
  });

  // A pending version's bytes: the folder's managers and the version's author; 404 for everyone else.
  route(app, filesApprovalApi.pendingDownload, { config: { auth: "member" } }, async (req, reply) => {
    const member = currentMember(req);
    const upload = await pendingUpload(ctx.db, member, await readableFile(member, req.params.id), req.params.pid);
    const inline = req.query.download === undefined && INLINE_TYPES.has(upload.contentType);
    return reply
      .header("content-type", inline ? upload.contentType : "application/octet-stream")
      .header("content-length", upload.size)
      .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", upload.name))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "sandbox; default-src 'none'")
      .header("cache-control", "private, no-cache")
      .send(ctx.blobs.read(upload.storageKey));
  });

  route(app, filesApprovalApi.reviewed, { config: { auth: "member" } }, async (req, reply) => {
    const member = currentMember(req);
    const { context_type, context_id, page } = req.query;
    const result = await reviewedFilesIn(ctx.db, member, { type: context_type, id: context_id }, page);
    return reply
      .header(PAGINATION_HEADERS.total, String(result.total))
      .header(PAGINATION_HEADERS.totalPages, String(Math.ceil(result.total / result.perPage)))
      .header(PAGINATION_HEADERS.perPage, String(result.perPage))
      .header(PAGINATION_HEADERS.page, String(page))
      .send(result.files);
  });

  route(app, filesApprovalApi.finalize, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    await setFinalized(ctx.db, await readableFile(member, req.params.id), true);
    return presentedFile(ctx.db, member, req.params.id);
  });

  route(app, filesApprovalApi.unfinalize, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    await setFinalized(ctx.db, await readableFile(member, req.params.id), false);
    return presentedFile(ctx.db, member, req.params.id);
  });
};
