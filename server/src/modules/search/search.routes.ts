import { searchApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { requireVisibleGroup } from "../groups/group-access.js";
import { search, suggestions } from "./search.service.js";

export const searchRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, searchApi.search, { config: { auth: "member" } }, async (req) =>
    search(ctx, currentMember(req), { ...req.query, groupId: null }),
  );

  route(app, searchApi.groupSearch, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const { group } = await requireVisibleGroup(ctx.db, member, { slug: req.params.slug });
    return search(ctx, member, { ...req.query, groupId: group.id });
  });

  route(app, searchApi.suggestions, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const { q, module, group: slug } = req.query;
    const groupId = slug ? (await requireVisibleGroup(ctx.db, member, { slug })).group.id : null;
    return { suggestions: await suggestions(ctx, member, { q, module, groupId }) };
  });
};
