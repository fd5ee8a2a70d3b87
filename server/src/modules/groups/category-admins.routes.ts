import { categoryAdminsApi } from "@intranet/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { appointCategoryAdmin, categoryAdmins, dismissCategoryAdmin } from "./category-admins.service.js";

/** Who administrates a group category: the network's administrators list, appoint and dismiss them (403 to others). */
export function categoryAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { auth: "admin" as const } };
  const actor = (req: FastifyRequest) => currentMember(req).id;

  route(typed, categoryAdminsApi.list, admin, async (req) => categoryAdmins(ctx.db, req.params.id));
  route(typed, categoryAdminsApi.appoint, admin, async (req, reply) =>
    reply.code(201).send(await appointCategoryAdmin(ctx.db, actor(req), req.params.id, req.body.membership_id)),
  );
  route(typed, categoryAdminsApi.dismiss, admin, async (req, reply) => {
    await dismissCategoryAdmin(ctx.db, actor(req), req.params.id, req.params.memberId);
    return reply.code(204).send();
  });
}
