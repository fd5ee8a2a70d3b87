import { navigationApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { loadGroup, loadGroupFor } from "../groups/group-access.js";
import {
  appNavigation,
  navigationForEditor,
  navigationForReader,
  updateAppNavigation,
  updateNavigation,
} from "./navigation.service.js";
import { navigationApps, navigationPages } from "./page-sources.js";

export const navigationRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { auth: "admin" as const } };
  const member = { config: { auth: "member" as const } };
  /** The group, for its administrators (network administrators included); 404 hidden, 403 for other members. */
  const administeredGroup = async (req: FastifyRequest, slug: string) =>
    (await loadGroupFor(ctx.db, req, slug, "administrate")).group;

  route(app, navigationApi.navigation, admin, async () => navigationForEditor(ctx.db, null));
  route(app, navigationApi.updateNavigation, admin, async (req) =>
    updateNavigation(ctx, currentMember(req).id, null, req.body.navigation_items),
  );
  route(app, navigationApi.pages, admin, async () => navigationPages(ctx.modules.navigationPageSources, ctx.db, null));
  route(app, navigationApi.apps, admin, async () => navigationApps(ctx.modules.navigationAppSources, ctx.db, null));

  route(app, navigationApi.groupNavigation, member, async (req) =>
    navigationForEditor(ctx.db, (await administeredGroup(req, req.params.slug)).id),
  );
  route(app, navigationApi.updateGroupNavigation, member, async (req) => {
    const group = await administeredGroup(req, req.params.slug);
    return updateNavigation(ctx, currentMember(req).id, group, req.body.navigation_items);
  });
  route(app, navigationApi.groupPages, member, async (req) => {
    const group = await administeredGroup(req, req.params.slug);
    return navigationPages(ctx.modules.navigationPageSources, ctx.db, group.id);
  });
  route(app, navigationApi.groupApps, member, async (req) => {
    const group = await administeredGroup(req, req.params.slug);
    return navigationApps(ctx.modules.navigationAppSources, ctx.db, group.id);
  });

  // Visitors and guests (external members) read the public items only (§6).
  route(app, navigationApi.readerNavigation, { config: { auth: "public" } }, async (req) =>
    navigationForReader(ctx.db, null, !req.member || req.member.isExternal),
  );
  route(app, navigationApi.readerGroupNavigation, member, async (req) => {
    const { group, member: reader } = await loadGroup(ctx.db, req, req.params.slug);
    return navigationForReader(ctx.db, group.id, reader.isExternal);
  });

  route(app, navigationApi.appNavigation, admin, async () => appNavigation(ctx));
  route(app, navigationApi.updateAppNavigation, admin, async (req) =>
    updateAppNavigation(ctx, currentMember(req).id, req.body.items),
  );
};
