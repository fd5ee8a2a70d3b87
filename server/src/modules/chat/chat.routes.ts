import { chatApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { contentDisposition } from "../../http/downloads.js";
import { route } from "../../http/route.js";
import { archiveFor, createFileToken } from "./chat.files.js";

export const chatRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, chatApi.fileToken, { config: { auth: "member" } }, async (req) =>
    createFileToken(ctx, currentMember(req), req.body.chat_message_id),
  );

  // A browser form post: the single-message token is the credential (a form cannot send the CSRF header).
  route(app, chatApi.archive, { config: { auth: "token" } }, async (req, reply) => {
    const { stream, filename } = await archiveFor(ctx, req.body.token);
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", contentDisposition("attachment", filename))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(stream);
  });
};
