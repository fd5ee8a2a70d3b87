import { searchApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { search, suggestions } from "./search.service.js";

export const searchRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, searchApi.search, { config: { auth: "member" } }, async (req) =>
    search(ctx, currentMember(req), { ...req.query, group: null }),
  );

  route(app, searchApi.groupSearch, { config: { auth: "member" } }, async (req) =>
    search(ctx, currentMember(req), { ...req.query, group: req.params.slug }),
  );

  route(app, searchApi.suggestions, { config: { auth: "member" } }, async (req) => {
    const { q, module, group } = req.query;
    return { suggestions: await suggestions(ctx, currentMember(req), { q, module, group: group ?? null }) };
  });
};
