import { type MessageFolder, type messageIdsBody, type messageListQuery, messagesApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { folderPage, ignoring, presentedSent, setIgnored, showMessage } from "./message-pages.service.js";
import { requireOwnMessage, sendMessage, updateCopies } from "./messages.service.js";

export const messagesRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const listRoute =
    (folder: MessageFolder) => async (req: FastifyRequest<{ Querystring: typeof messageListQuery._output }>) =>
      folderPage(ctx.db, currentMember(req), folder, req.query);

  const member = { config: { auth: "member" as const } };
  route(app, messagesApi.inbox, member, listRoute("inbox"));
  route(app, messagesApi.sent, member, listRoute("sent"));

  route(app, messagesApi.show, member, (req) => showMessage(ctx, currentMember(req), req.params.id));

  route(app, messagesApi.create, member, async (req, reply) => {
    const member = currentMember(req);
    const sent = await sendMessage(ctx, member, req.body);
    return reply.code(201).send(await presentedSent(ctx.db, member, sent));
  });

  const bulk =
    (folder: MessageFolder, set: { read?: boolean; deleted?: boolean }) =>
    async (req: FastifyRequest<{ Body: typeof messageIdsBody._output }>, reply: FastifyReply) => {
      const member = currentMember(req);
      await updateCopies(ctx, member, folder, req.body.message_ids, set);
      return reply.code(204).send();
    };
  route(app, messagesApi.deleteInbox, member, bulk("inbox", { deleted: true }));
  route(app, messagesApi.deleteSent, member, bulk("sent", { deleted: true }));
  route(app, messagesApi.markRead, member, bulk("inbox", { read: true }));
  route(app, messagesApi.markUnread, member, bulk("inbox", { read: false }));

  const single =
    (folder: MessageFolder, set: { read?: boolean; deleted?: boolean }) =>
    async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const member = currentMember(req);
      await requireOwnMessage(ctx, member, req.params.id);
      const changed = await updateCopies(ctx, member, folder, [req.params.id], set);
      // Deleting what is not (or no longer) in that folder is "not found"; read flags are idempotent.
      if (set.deleted && changed === 0) throw notFound();
      return reply.code(204).send();
    };
  route(app, messagesApi.deleteOne, member, single("inbox", { deleted: true }));
  route(app, messagesApi.deleteOneSent, member, single("sent", { deleted: true }));
  route(app, messagesApi.markOneRead, member, single("inbox", { read: true }));
  route(app, messagesApi.markOneUnread, member, single("inbox", { read: false }));

  // Ignoring a member: they can no longer send you direct messages.
  route(app, messagesApi.ignored, member, (req) => ignoring(ctx.db, currentMember(req), req.params.id));
  route(app, messagesApi.ignore, member, (req) => setIgnored(ctx.db, currentMember(req), req.params.id, true));
  route(app, messagesApi.unignore, member, (req) => setIgnored(ctx.db, currentMember(req), req.params.id, false));
};
