import { errorResponse, group, groupSlugParams } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { canSeeGroup } from "./group.policy.js";
import { presentGroups } from "./group.presenter.js";
import { findGroupBySlug, findMembership } from "./groups.repo.js";

export const groupsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/v1/groups/:slug",
    {
      config: { auth: "member" },
      schema: { tags: ["groups"], params: groupSlugParams, response: { 200: group, 404: errorResponse } },
    },
    async (req) => {
      const member = currentMember(req);
      const row = await findGroupBySlug(ctx.db, req.params.slug);
      const membership = row ? await findMembership(ctx.db, row.id, member.id) : null;
      if (!row || !canSeeGroup({ member, group: row, membership })) throw notFound();
      const [presented] = await presentGroups(ctx.db, req, [row]);
      return presented as NonNullable<typeof presented>;
    },
  );
};
