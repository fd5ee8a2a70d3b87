import { notificationsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { loadGroup } from "../groups/group-access.js";
import {
  activityUnreads,
  notificationsPage,
  readAllNotifications,
  readNotification,
  streamSeen,
} from "./notifications.service.js";

export const notificationsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, notificationsApi.list, { config: { auth: "member" } }, async (req) =>
    notificationsPage(ctx, currentMember(req), req.query),
  );

  route(app, notificationsApi.groupList, { config: { auth: "member" } }, async (req) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    return notificationsPage(ctx, currentMember(req), { ...req.query, groupId: g.group.id });
  });

  route(app, notificationsApi.markRead, { config: { auth: "member" } }, async (req, reply) => {
    await readNotification(ctx, currentMember(req), req.params.id);
    return reply.code(204).send();
  });

  route(app, notificationsApi.markAllRead, { config: { auth: "member" } }, async (req, reply) => {
    await readAllNotifications(ctx, currentMember(req));
    return reply.code(204).send();
  });

  route(app, notificationsApi.unreads, { config: { auth: "member" } }, async (req) =>
    activityUnreads(ctx, currentMember(req)),
  );

  route(app, notificationsApi.streamSeen, { config: { auth: "member" } }, async (req, reply) => {
    await streamSeen(ctx, currentMember(req), req.params.slug);
    return reply.code(204).send();
  });
};
