import { directoryApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { categoryPage, directoryFilters, directorySearch, groupMembersPage, membersPage } from "./directory.service.js";

/** The directory: paged member lists, groups per category and the quick search of pickers. */
export const directoryRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  route(app, directoryApi.members, member, (req) => membersPage(ctx.db, currentMember(req), req.query));

  route(app, directoryApi.groupMembers, member, (req) =>
    groupMembersPage(ctx.db, currentMember(req), req.params.slug, req.query),
  );

  route(app, directoryApi.filters, member, () => directoryFilters(ctx.db));

  route(app, directoryApi.category, member, (req) =>
    categoryPage(ctx, req, currentMember(req), req.params.category, req.query),
  );

  route(app, directoryApi.search, member, (req) => directorySearch(ctx, req, currentMember(req), req.query));
};
