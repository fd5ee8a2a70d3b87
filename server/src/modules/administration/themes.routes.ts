import { themesApi } from "@intranet/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import {
  activateTheme,
  createTheme,
  destroyTheme,
  NETWORK_THEME_CONTEXT,
  themeForAdministration,
  themeList,
  updateTheme,
} from "./themes.service.js";

/** The network's designs (administration §2 "Designs"), for network administrators. */
export function networkThemeRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { auth: "admin" as const } };
  const c = NETWORK_THEME_CONTEXT;
  const scope = { context: c, parents: [] };

  route(typed, themesApi.networkThemes, admin, async () => themeList(ctx.db, scope));
  route(typed, themesApi.networkTheme, admin, async (req) => themeForAdministration(ctx.db, c, req.params.id));
  route(typed, themesApi.createNetworkTheme, admin, async (req, reply) =>
    reply.code(201).send(await createTheme(ctx, currentMember(req).id, c, req.body.theme)),
  );
  route(typed, themesApi.updateNetworkTheme, admin, async (req) =>
    updateTheme(ctx, currentMember(req).id, c, req.params.id, req.body.theme),
  );
  route(typed, themesApi.destroyNetworkTheme, admin, async (req, reply) => {
    await destroyTheme(ctx, currentMember(req).id, c, req.params.id);
    return reply.code(204).send();
  });
  route(typed, themesApi.activateNetworkTheme, admin, async (req) =>
    activateTheme(ctx, currentMember(req).id, scope, req.params.id, true),
  );
  route(typed, themesApi.deactivateNetworkTheme, admin, async (req) =>
    activateTheme(ctx, currentMember(req).id, scope, req.params.id, false),
  );
}
