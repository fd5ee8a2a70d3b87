import { type MessageFolder, type messageIdsBody, type messageListQuery, messagesApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { invalid, notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { findMemberById } from "../members/members.repo.js";
import { messagesCan } from "./message.policy.js";
import { presentMessages } from "./message.presenter.js";
import {
  conversationMessages,
  conversationOfMessage,
  copiesOf,
  isIgnoring,
  listFolderPage,
  setIgnoring,
} from "./messages.repo.js";
import { requireOwnMessage, sendMessage, updateCopies } from "./messages.service.js";

/** Messages shown in a conversation; the newest ones, whatever the conversation's length. */
const CONVERSATION_LIMIT = 100;

export const messagesRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const listRoute =
    (folder: MessageFolder) => async (req: FastifyRequest<{ Querystring: typeof messageListQuery._output }>) => {
      const member = currentMember(req);
      const { page, limit, offset } = req.query;
      const skip = offset ?? (page - 1) * limit;
      const { rows, total } = await listFolderPage(ctx.db, member.id, folder, limit, skip);
      return {
        messages: await presentMessages(ctx.db, member, rows),
        meta: {
          page: Math.floor(skip / limit) + 1,
          per_page: limit,
          total_count: total,
          total_pages: Math.max(1, Math.ceil(total / limit)),
        },
        can: messagesCan(member),
      };
    };

  const member = { config: { auth: "member" as const } };
  route(app, messagesApi.inbox, member, listRoute("inbox"));
  route(app, messagesApi.sent, member, listRoute("sent"));

  route(app, messagesApi.show, member, async (req) => {
    const member = currentMember(req);
    // The message, the member's copies of its conversation and the conversation, in one round trip.
    const conversationId = conversationOfMessage(req.params.id);
    const [row, copies, conversation] = await Promise.all([
      requireOwnMessage(ctx, member, req.params.id),
      copiesOf(ctx.db, member.id, conversationId),
      conversationMessages(ctx.db, member.id, conversationId, CONVERSATION_LIMIT),
    ]);
    const copy = copies.get(row.conversationId);
    const live = (copy?.inbox && !copy.inbox.deleted) || (copy?.sent && !copy.sent.deleted);
    if (!live) throw notFound();
    // A thread shorter than the limit is every message of the conversation the member sees, newest first:
    // its length and newest message need no statement of their own.
    const newest = conversation[0];
    const stats =
      newest && conversation.length < CONVERSATION_LIMIT
        ? new Map([[row.conversationId, { length: conversation.length, newestId: newest.id }]])
        : undefined;
    if (!conversation.some((m) => m.id === row.id)) conversation.push(row);
    const presented = await presentMessages(ctx.db, member, conversation, { copies, stats });
    const self = presented.find((m) => m.id === row.id);
    if (!self) throw notFound();
    return { ...self, conversation: presented };
  });

  route(app, messagesApi.create, member, async (req, reply) => {
    const member = currentMember(req);
    const row = await sendMessage(ctx, member, req.body);
    const [presented] = await presentMessages(ctx.db, member, [row]);
    if (!presented) throw notFound();
    return reply.code(201).send(presented);
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
  const otherMember = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const member = currentMember(req);
    const other = await findMemberById(ctx.db, req.params.id);
    if (!other) throw notFound();
    return { member, other };
  };
  route(app, messagesApi.ignored, member, async (req) => {
    const { member, other } = await otherMember(req);
    return { ignored: await isIgnoring(ctx.db, member.id, other.id) };
  });
  route(app, messagesApi.ignore, member, async (req) => {
    const { member, other } = await otherMember(req);
    if (other.id === member.id) throw invalid({ id: ["You cannot ignore yourself."] });
    await setIgnoring(ctx.db, member.id, other.id, true);
    return { ignored: true };
  });
  route(app, messagesApi.unignore, member, async (req) => {
    const { member, other } = await otherMember(req);
    await setIgnoring(ctx.db, member.id, other.id, false);
    return { ignored: false };
  });
};
