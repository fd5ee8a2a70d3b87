import { themesApi } from "@intranet/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden } from "../../http/errors.js";
import { route } from "../../http/route.js";
import {
  activateTheme,
  createTheme,
  destroyTheme,
  NETWORK_THEME_CONTEXT,
  type ThemeScope,
  themeForAdministration,
  themeList,
  updateTheme,
} from "../administration/themes.service.js";
import { loadGroupFor } from "./group-access.js";
import { requireCategoryFor } from "./groups.service.js";

/**
 * The designs of a group category (its administrators and the network's: 403 to other members) and of a group (its
 * administrators: 403 to its other members, 404 to whoever may not see it) (administration §2 "Designs"). A group's
 * theme comes before its category's, which comes before the network's (§4).
 */
export function groupThemeRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  const categoryScope = async (req: FastifyRequest, categoryId: string): Promise<ThemeScope> => {
    const { category, administrates } = await requireCategoryFor(ctx.db, currentMember(req), { id: categoryId });
    if (!administrates) throw forbidden();
    return { context: { type: "group_category", id: category.id }, parents: [NETWORK_THEME_CONTEXT] };
  };
  const groupScope = async (req: FastifyRequest, slug: string): Promise<ThemeScope> => {
    const g = await loadGroupFor(ctx.db, req, slug, "administrate");
    return {
      context: { type: "group", id: g.group.id },
      parents: [{ type: "group_category", id: g.group.groupCategoryId }, NETWORK_THEME_CONTEXT],
    };
  };
  const actor = (req: FastifyRequest) => currentMember(req).id;

  route(typed, themesApi.categoryThemes, member, async (req) =>
    themeList(ctx.db, await categoryScope(req, req.params.categoryId)),
  );
  route(typed, themesApi.categoryTheme, member, async (req) =>
    themeForAdministration(ctx.db, (await categoryScope(req, req.params.categoryId)).context, req.params.id),
  );
  route(typed, themesApi.createCategoryTheme, member, async (req, reply) => {
    const { context } = await categoryScope(req, req.params.categoryId);
    return reply.code(201).send(await createTheme(ctx, actor(req), context, req.body.theme));
  });
  route(typed, themesApi.updateCategoryTheme, member, async (req) => {
    const { context } = await categoryScope(req, req.params.categoryId);
    return updateTheme(ctx, actor(req), context, req.params.id, req.body.theme);
  });
  route(typed, themesApi.destroyCategoryTheme, member, async (req, reply) => {
    const { context } = await categoryScope(req, req.params.categoryId);
    await destroyTheme(ctx, actor(req), context, req.params.id);
    return reply.code(204).send();
  });
  route(typed, themesApi.activateCategoryTheme, member, async (req) =>
    activateTheme(ctx, actor(req), await categoryScope(req, req.params.categoryId), req.params.id, true),
  );
  route(typed, themesApi.deactivateCategoryTheme, member, async (req) =>
    activateTheme(ctx, actor(req), await categoryScope(req, req.params.categoryId), req.params.id, false),
  );

  route(typed, themesApi.groupThemes, member, async (req) => themeList(ctx.db, await groupScope(req, req.params.slug)));
  route(typed, themesApi.groupTheme, member, async (req) =>
    themeForAdministration(ctx.db, (await groupScope(req, req.params.slug)).context, req.params.id),
  );
  route(typed, themesApi.createGroupTheme, member, async (req, reply) => {
    const { context } = await groupScope(req, req.params.slug);
    return reply.code(201).send(await createTheme(ctx, actor(req), context, req.body.theme));
  });
  route(typed, themesApi.updateGroupTheme, member, async (req) => {
    const { context } = await groupScope(req, req.params.slug);
    return updateTheme(ctx, actor(req), context, req.params.id, req.body.theme);
  });
  route(typed, themesApi.destroyGroupTheme, member, async (req, reply) => {
    const { context } = await groupScope(req, req.params.slug);
    await destroyTheme(ctx, actor(req), context, req.params.id);
    return reply.code(204).send();
  });
  route(typed, themesApi.activateGroupTheme, member, async (req) =>
    activateTheme(ctx, actor(req), await groupScope(req, req.params.slug), req.params.id, true),
  );
  route(typed, themesApi.deactivateGroupTheme, member, async (req) =>
    activateTheme(ctx, actor(req), await groupScope(req, req.params.slug), req.params.id, false),
  );
}
