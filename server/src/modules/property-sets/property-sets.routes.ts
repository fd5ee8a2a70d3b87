import { propertySetsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { effectiveOf } from "./property-set.js";
import { presentEffectiveSet, presentNoSet, presentOwnSet } from "./property-set.presenter.js";
import { definitionsOf, parentOf, resolveContext, saveSet } from "./property-sets.service.js";

/**
 * Property sets: read by whoever may read the context (404 otherwise; `type: null` when the context has no set and
 * inherits none), written by its administrators (network administrators; a group's administrators; a folder's managers).
 */
export const propertySetsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, propertySetsApi.show, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const { name } = req.params;
    const { context_type, context_id, inherit } = req.query;
    const { chain, manage } = await resolveContext(ctx.db, member, context_type, context_id, name);
    const defs = await definitionsOf(ctx.db, name, chain);
    const context = chain.at(-1) ?? { type: "network", id: null };
    const parent = parentOf(defs);
    if (inherit) {
      const effective = effectiveOf(defs);
      if (!effective) return presentNoSet(name, context, parent, manage);
      return presentEffectiveSet(name, context, effective, parent, manage);
    }
    const own = defs.at(-1)?.definition;
    if (!own) return presentNoSet(name, context, parent, manage);
    const row = { name, contextType: context.type, contextId: context.id, definition: own };
    return presentOwnSet(row, parent, manage);
  });

  route(app, propertySetsApi.update, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const { name } = req.params;
    const { chain, manage } = await resolveContext(ctx.db, member, req.query.context_type, req.query.context_id, name);
    if (!manage) throw forbidden("Only administrators change property sets.");
    const row = await saveSet(ctx.db, name, chain, req.body.property_set);
    return presentOwnSet(row, parentOf(await definitionsOf(ctx.db, name, chain)), true);
  });
};
