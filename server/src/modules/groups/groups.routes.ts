import { groupsApi, navigationApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { AppError, forbidden } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { appliedTheme } from "../administration/themes.service.js";
import { categoryAdminRoutes } from "./category-admins.routes.js";
import { reorderGroupCategories } from "./category-order.service.js";
import { presentCategory } from "./group.presenter.js";
import { loadGroup, loadGroupFor } from "./group-access.js";
import { groupAdministrationRoutes } from "./group-administration.routes.js";
import { groupNavigationTabs } from "./group-navigation.js";
import { groupThemeRoutes } from "./group-themes.routes.js";
import type { GroupRow } from "./groups.schema.js";
import {
  createGroupFromForm,
  destroyGroup,
  presentedGroupPage,
  presentedGroups,
  requireCategoryFor,
  setArchived,
  sidebarGroups,
  updateGroup,
} from "./groups.service.js";
import { invitesRoutes } from "./invites.routes.js";
import { membershipRoutes } from "./membership.routes.js";
import { rolesRoutes } from "./roles.routes.js";

export const groupsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const present = async (req: FastifyRequest, row: GroupRow) => {
    const [presented] = await presentedGroups(ctx.db, req, [row]);
    return presented as NonNullable<typeof presented>;
  };

  route(app, navigationApi.groupCategoriesOrder, { config: { auth: "admin" } }, async (req, reply) => {
    await reorderGroupCategories(ctx, currentMember(req).id, req.body.order);
    return reply.code(204).send();
  });

  route(app, groupsApi.newGroup, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const { category, administrates } = await requireCategoryFor(ctx.db, member, {
      slug: req.query.group_category_slug,
    });
    const presented = presentCategory(req, category, administrates);
    return {
      group_category: presented,
      can: { create: presented.can.create, create_hidden: member.isNetworkAdmin },
      defaults: {
        name: "",
        access: "open" as const,
        moderated_join: false,
        members_can_invite: false,
        chat: "enabled" as const,
        sensitive: false,
        externally_visible: false,
        teaser: null,
        profile_image_id: null,
      },
    };
  });

  route(app, groupsApi.show, { config: { auth: "member" } }, async (req) =>
    presentedGroupPage(ctx, req, req.params.slug),
  );

  route(app, groupsApi.create, { config: { auth: "member" } }, async (req, reply) => {
    const member = currentMember(req);
    const { category, administrates } = await requireCategoryFor(ctx.db, member, {
      id: req.body.group.group_category_id,
    });
    if (!presentCategory(req, category, administrates).can.create)
      throw forbidden("You may not create groups in this category.");
    const row = await createGroupFromForm(ctx.db, member, req.body.group);
    return reply.code(201).send(await present(req, row));
  });

  route(app, groupsApi.update, { config: { auth: "member" } }, async (req) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    if (g.group.archivedAt) throw new AppError(403, "group_archived", "An archived group cannot be edited.");
    if (!g.can.update) throw forbidden();
    const row = await updateGroup(ctx.db, g.member, g.group, req.body.group);
    req.memo.delete(`group.can:${row.id}`);
    return present(req, row);
  });

  route(app, groupsApi.destroy, { config: { auth: "member" } }, async (req) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "destroy");
    return destroyGroup(ctx, g.group);
  });

  const archive = (archived: boolean) => async (req: FastifyRequest<{ Params: { slug: string } }>) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "archive");
    await setArchived(ctx.db, g.group, archived);
    return { archived, redirect: `/groups/${g.group.slug}` };
  };
  route(app, groupsApi.archive, { config: { auth: "member" } }, archive(true));
  route(app, groupsApi.unarchive, { config: { auth: "member" } }, archive(false));

  route(app, groupsApi.navigation, { config: { auth: "member" } }, async (req) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    // The shell paints the group's theme, else its category's (§4); without either, the network's from the preload.
    const [group, tabs, theme] = await Promise.all([
      present(req, g.group),
      groupNavigationTabs(ctx, g),
      appliedTheme(ctx.db, [
        { type: "group", id: g.group.id },
        { type: "group_category", id: g.group.groupCategoryId },
      ]),
    ]);
    return { group: { ...group, active_theme: theme }, tabs };
  });
  groupThemeRoutes(base, ctx);
  categoryAdminRoutes(base, ctx);

  route(app, groupsApi.myGroups, { config: { auth: "member" } }, async (req) => {
    const rows = await sidebarGroups(ctx.db, currentMember(req).id);
    return {
      groups: rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        group_category_id: r.groupCategoryId,
        favorited: r.favorited,
        is_admin: r.isAdmin,
        // Activity unreads arrive with the activity-stream module.
        unread_count: 0,
      })),
    };
  });

  await membershipRoutes(base, ctx);
  await invitesRoutes(base, ctx);
  await groupAdministrationRoutes(base, ctx);
  await rolesRoutes(base, ctx);
};
