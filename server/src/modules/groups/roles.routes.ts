import { groupsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../http/route.js";
import { presentRole } from "./group.presenter.js";
import { loadGroupFor } from "./group-access.js";
import { createMembershipRole, deleteMembershipRole, updateMembershipRole } from "./groups.service.js";
import { groupRole, groupRoles, memberRoleIds, setMemberRoles } from "./roles.service.js";

/** A group's own membership roles, managed by its administrators. */
export const rolesRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };
  const backLink = (slug: string) => `/groups/${slug}/administration/members`;

  route(app, groupsApi.roles, member, async (req) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    const roles = await groupRoles(ctx.db, g.group.id);
    return { membership_roles: roles.map(presentRole), back_link: backLink(g.group.slug) };
  });

  route(app, groupsApi.createRole, member, async (req, reply) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    const r = req.body.membership_role;
    const row = await createMembershipRole(ctx.db, {
      name: r.name,
      pluralName: r.plural_name,
      groupId: g.group.id,
      color: r.color,
      textColor: r.text_color,
      displayType: r.display_type,
    });
    return reply.code(201).send(presentRole(row));
  });

  route(app, groupsApi.updateRole, member, async (req) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    const role = await groupRole(ctx.db, g.group.id, req.params.id);
    const r = req.body.membership_role;
    const row = await updateMembershipRole(ctx.db, role.id, {
      name: r.name,
      pluralName: r.plural_name,
      color: r.color,
      textColor: r.text_color,
      displayType: r.display_type,
    });
    return presentRole(row ?? role);
  });

  route(app, groupsApi.deleteRole, member, async (req) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    const role = await groupRole(ctx.db, g.group.id, req.params.id);
    await deleteMembershipRole(ctx.db, role.id);
    return { deleted: true };
  });

  // Not shown in the spec: the group roles a member holds, for the administrators' role editor.
  route(app, groupsApi.memberRoles, member, async (req) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    return { role_ids: await memberRoleIds(ctx.db, g.group.id, req.params.memberId) };
  });

  route(app, groupsApi.setMemberRoles, member, async (req) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    return { role_ids: await setMemberRoles(ctx.db, g.group.id, req.params.memberId, req.body.role_ids) };
  });
};
