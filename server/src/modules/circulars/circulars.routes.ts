import { circularsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { loadGroup } from "../groups/group-access.js";
import {
  circularConfirmations,
  circularsPage,
  confirmCircular,
  deleteCircular,
  networkCircularsPage,
  presentedCircular,
  requireReadableCircular,
  sendCircular,
} from "./circulars.service.js";

export const circularsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, circularsApi.list, { config: { auth: "member" } }, async (req) => {
    return networkCircularsPage(ctx.db, currentMember(req), req.query.before);
  });

  route(app, circularsApi.groupList, { config: { auth: "member" } }, async (req) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    const create = g.can.administrate && g.group.archivedAt === null;
    return circularsPage(ctx.db, g.member, { groupId: g.group.id, before: req.query.before, create });
  });

  route(app, circularsApi.show, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    return presentedCircular(ctx.db, member, await requireReadableCircular(ctx.db, member, req.params.id));
  });

  route(app, circularsApi.create, { config: { auth: "member" } }, async (req, reply) => {
    const circular = await sendCircular(ctx, currentMember(req), req.body.circular);
    return reply.code(201).send(circular);
  });

  route(app, circularsApi.confirm, { config: { auth: "member" } }, async (req) =>
    confirmCircular(ctx, currentMember(req), req.params.id),
  );

  route(app, circularsApi.confirmations, { config: { auth: "member" } }, async (req) =>
    circularConfirmations(ctx.db, currentMember(req), req.params.id, req.query),
  );

  route(app, circularsApi.destroy, { config: { auth: "member" } }, async (req, reply) => {
    await deleteCircular(ctx, currentMember(req), req.params.id);
    return reply.code(204).send();
  });
};
