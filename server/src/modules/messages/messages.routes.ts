import {
  errorResponse,
  idParams,
  ignoredResponse,
  type MessageFolder,
  message,
  messageDetail,
  messageIdsBody,
  messageList,
  messageListQuery,
  newMessage,
} from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { invalid, notFound } from "../../http/errors.js";
import { findMemberById } from "../members/members.repo.js";
import { messagesCan } from "./message.policy.js";
import { presentMessages } from "./message.presenter.js";
import {
  conversationMessages,
  copiesOf,
  countFolder,
  isIgnoring,
  listFolder,
  messagesByIds,
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
      const [entries, total] = await Promise.all([
        listFolder(ctx.db, member.id, folder, limit, skip),
        countFolder(ctx.db, member.id, folder),
      ]);
      const rows = await messagesByIds(
        ctx.db,
        entries.map((e) => e.messageId),
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = entries.flatMap((e) => {
        const row = byId.get(e.messageId);
        return row ? [row] : [];
      });
      return {
        messages: await presentMessages(ctx.db, member, ordered),
        meta: {
          page: Math.floor(skip / limit) + 1,
          per_page: limit,
          total_count: total,
          total_pages: Math.max(1, Math.ceil(total / limit)),
        },
        can: messagesCan(member),
      };
    };

  const listSchema = (tag: string) => ({
    tags: ["messages"],
    description: tag,
    querystring: messageListQuery,
    response: { 200: messageList },
  });

  app.get("/api/v1/messages", { config: { auth: "member" }, schema: listSchema("inbox") }, listRoute("inbox"));
  app.get("/api/v1/messages/sent", { config: { auth: "member" }, schema: listSchema("sent") }, listRoute("sent"));

  app.get(
    "/api/v1/messages/:id",
    {
      config: { auth: "member" },
      schema: { tags: ["messages"], params: idParams, response: { 200: messageDetail, 404: errorResponse } },
    },
    async (req) => {
      const member = currentMember(req);
      const row = await requireOwnMessage(ctx, member, req.params.id);
      const copy = (await copiesOf(ctx.db, member.id, [row.conversationId])).get(row.conversationId);
      const live = (copy?.inbox && !copy.inbox.deleted) || (copy?.sent && !copy.sent.deleted);
      if (!live) throw notFound();
      const conversation = await conversationMessages(ctx.db, member.id, row.conversationId, CONVERSATION_LIMIT);
      if (!conversation.some((m) => m.id === row.id)) conversation.push(row);
      const presented = await presentMessages(ctx.db, member, conversation);
      const self = presented.find((m) => m.id === row.id);
      if (!self) throw notFound();
      return { ...self, conversation: presented };
    },
  );

  app.post(
    "/api/v1/messages",
    {
      config: { auth: "member" },
      schema: {
        tags: ["messages"],
        body: newMessage,
        response: { 201: message, 403: errorResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (req, reply) => {
      const member = currentMember(req);
      const row = await sendMessage(ctx, member, req.body);
      const [presented] = await presentMessages(ctx.db, member, [row]);
      if (!presented) throw notFound();
      return reply.code(201).send(presented);
    },
  );

  const bulk =
    (folder: MessageFolder, set: { read?: boolean; deleted?: boolean }) =>
    async (req: FastifyRequest<{ Body: typeof messageIdsBody._output }>, reply: FastifyReply) => {
      const member = currentMember(req);
      await updateCopies(ctx, member, folder, req.body.message_ids, set);
      return reply.code(204).send();
    };
  const bulkSchema = { tags: ["messages"], body: messageIdsBody, response: { 422: errorResponse } };

  app.delete(
    "/api/v1/messages/delete",
    { config: { auth: "member" }, schema: bulkSchema },
    bulk("inbox", { deleted: true }),
  );
  app.delete(
    "/api/v1/messages/sent/delete",
    { config: { auth: "member" }, schema: bulkSchema },
    bulk("sent", { deleted: true }),
  );
  app.post("/api/v1/messages/read", { config: { auth: "member" }, schema: bulkSchema }, bulk("inbox", { read: true }));
  app.delete(
    "/api/v1/messages/read",
    { config: { auth: "member" }, schema: bulkSchema },
    bulk("inbox", { read: false }),
  );

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
  const singleSchema = { tags: ["messages"], params: idParams, response: { 404: errorResponse } };

  app.delete(
    "/api/v1/messages/:id",
    { config: { auth: "member" }, schema: singleSchema },
    single("inbox", { deleted: true }),
  );
  app.delete(
    "/api/v1/messages/sent/:id",
    { config: { auth: "member" }, schema: singleSchema },
    single("sent", { deleted: true }),
  );
  app.post(
    "/api/v1/messages/:id/read",
    { config: { auth: "member" }, schema: singleSchema },
    single("inbox", { read: true }),
  );
  app.delete(
    "/api/v1/messages/:id/read",
    { config: { auth: "member" }, schema: singleSchema },
    single("inbox", { read: false }),
  );

  // Ignoring a member: they can no longer send you direct messages.
  const otherMember = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const member = currentMember(req);
    const other = await findMemberById(ctx.db, req.params.id);
    if (!other) throw notFound();
    return { member, other };
  };
  const ignoredSchema = {
    tags: ["members"],
    params: idParams,
    response: { 200: ignoredResponse, 404: errorResponse, 422: errorResponse },
  };
  app.get("/members/:id/ignored", { config: { auth: "member" }, schema: ignoredSchema }, async (req) => {
    const { member, other } = await otherMember(req);
    return { ignored: await isIgnoring(ctx.db, member.id, other.id) };
  });
  app.post("/members/:id/ignored", { config: { auth: "member" }, schema: ignoredSchema }, async (req) => {
    const { member, other } = await otherMember(req);
    if (other.id === member.id) throw invalid({ id: ["You cannot ignore yourself."] });
    await setIgnoring(ctx.db, member.id, other.id, true);
    return { ignored: true };
  });
  app.delete("/members/:id/ignored", { config: { auth: "member" }, schema: ignoredSchema }, async (req) => {
    const { member, other } = await otherMember(req);
    await setIgnoring(ctx.db, member.id, other.id, false);
    return { ignored: false };
  });
};
