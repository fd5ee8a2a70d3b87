import { widgetbarsApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { loadGroupFor } from "../groups/group-access.js";
import { sidebarFor } from "./sidebar.service.js";
import { listWidgetbars, showWidgetbar, updateWidgetbar, widgetCalendars } from "./widgetbars.service.js";

/**
 * Widget bars: the network's edited by network administrators, a group's by the group's administrators (404 for a
 * group the member may not see, 403 for its other members); the sidebar read by every member.
 */
export const widgetbarsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { auth: "admin" as const } };
  const member = { config: { auth: "member" as const } };
  const administeredGroup = async (req: FastifyRequest, slug: string) =>
    (await loadGroupFor(ctx.db, req, slug, "administrate")).group;

  route(app, widgetbarsApi.index, admin, async () => listWidgetbars(ctx.db, null));
  route(app, widgetbarsApi.calendars, admin, async (req) => widgetCalendars(ctx.db, currentMember(req)));
  route(app, widgetbarsApi.show, admin, async (req) => showWidgetbar(ctx.db, null, req.params.identifier));
  route(app, widgetbarsApi.update, admin, async (req) =>
    updateWidgetbar(ctx, currentMember(req), null, req.params.identifier, req.body),
  );

  route(app, widgetbarsApi.groupIndex, member, async (req) =>
    listWidgetbars(ctx.db, (await administeredGroup(req, req.params.slug)).id),
  );
  route(app, widgetbarsApi.groupCalendars, member, async (req) => {
    await administeredGroup(req, req.params.slug);
    return widgetCalendars(ctx.db, currentMember(req));
  });
  route(app, widgetbarsApi.groupShow, member, async (req) => {
    const group = await administeredGroup(req, req.params.slug);
    return showWidgetbar(ctx.db, group.id, req.params.identifier);
  });
  route(app, widgetbarsApi.groupUpdate, member, async (req) => {
    const group = await administeredGroup(req, req.params.slug);
    return updateWidgetbar(ctx, currentMember(req), group.id, req.params.identifier, req.body);
  });

  route(app, widgetbarsApi.sidebar, member, async (req) => sidebarFor(ctx, currentMember(req), req.params.identifier));
};
