import { chatApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { contentDisposition } from "../../http/downloads.js";
import { route } from "../../http/route.js";
import { archiveToken, openArchive } from "./archives.js";

/** The one token route and the one archive route for every module's zip (communication §7; `archives` hooks). */
export const archivesRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, chatApi.fileToken, { config: { auth: "member" } }, async (req) =>
    archiveToken(ctx, currentMember(req), req.body),
  );

  // Archives stream from whichever file store is configured, so every server offers them to its members.
  route(app, chatApi.discover, { config: { auth: "member" } }, async () => ({ ok: true }));

  // A browser form post: the token is the credential (a form cannot send the CSRF header, and the session cookie it
  // carries must not make one required; a cross-site page cannot know the token, and the origin is still checked).
  route(app, chatApi.archive, { config: { auth: "token", csrf: false } }, async (req, reply) => {
    const { stream, filename } = await openArchive(ctx, req.body.token);
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", contentDisposition("attachment", filename))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(stream);
  });
};
