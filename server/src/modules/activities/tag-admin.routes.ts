import { tagAdminApi } from "@intranet/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { adminTagPage, destroyTag, mergeTags, renameTag } from "./tag-admin.service.js";

/** Tags administration (network administrators; 403 to members). */
export function tagAdminRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { auth: "admin" as const } };
  route(app, tagAdminApi.tags, admin, (req) => adminTagPage(ctx.db, req.query));
  route(app, tagAdminApi.renameTag, admin, (req) =>
    renameTag(ctx, currentMember(req).id, req.params.id, req.body.name),
  );
  route(app, tagAdminApi.mergeTags, admin, (req) => mergeTags(ctx, currentMember(req).id, req.body));
  route(app, tagAdminApi.destroyTag, admin, async (req, reply) => {
    await destroyTag(ctx, currentMember(req).id, req.params.id);
    return reply.code(204).send();
  });
}
