import { memberAdminApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { loadGroupFor } from "../groups/group-access.js";
import {
  addGroupMember,
  createNetworkRole,
  deleteNetworkRole,
  groupMembershipsOf,
  networkRoles,
  removeGroupMember,
  setGroupAdmin,
  updateNetworkRole,
} from "../groups/membership-admin.service.js";
import { displayName } from "../members/member.presenter.js";
import {
  adminMember,
  adminMembers,
  batchLock,
  createMemberAsAdmin,
  deleteMemberAsAdmin,
  managedMember,
  resetTwoFactor,
  updateMemberAsAdmin,
} from "./member-admin.service.js";

export const memberAdminRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { auth: "admin" as const } };
  const member = { config: { auth: "member" as const } };
  const actor = (req: Parameters<typeof currentMember>[0]) => currentMember(req).id;

  route(app, memberAdminApi.list, admin, async (req) => adminMembers(ctx, actor(req), req.query));
  route(app, memberAdminApi.show, admin, async (req) => adminMember(ctx, actor(req), req.params.id));
  route(app, memberAdminApi.create, admin, async (req, reply) =>
    reply.code(201).send(await createMemberAsAdmin(ctx, actor(req), req.body.user)),
  );
  route(app, memberAdminApi.update, admin, async (req) =>
    updateMemberAsAdmin(ctx, actor(req), req.params.id, req.body.user),
  );
  route(app, memberAdminApi.destroy, admin, async (req, reply) => {
    await deleteMemberAsAdmin(ctx, actor(req), req.params.id);
    return reply.code(204).send();
  });
  route(app, memberAdminApi.batch, admin, async (req) =>
    batchLock(ctx, actor(req), req.body.member_ids, req.body.action === "lock"),
  );
  route(app, memberAdminApi.resetTwoFactor, admin, async (req, reply) => {
    await resetTwoFactor(ctx, req.params.id);
    return reply.code(204).send();
  });

  // A member's group memberships, for network administrators.
  route(app, memberAdminApi.groupMemberships, admin, async (req) => {
    const m = await managedMember(ctx, req.params.id);
    return { member: { id: m.id, displayName: displayName(m) }, memberships: await groupMembershipsOf(ctx.db, m.id) };
  });
  route(app, memberAdminApi.addToGroup, admin, async (req, reply) => {
    const m = await managedMember(ctx, req.params.id);
    return reply.code(201).send(await addGroupMember(ctx.db, actor(req), req.body.group_id, m.id));
  });
  route(app, memberAdminApi.setGroupAdmin, admin, async (req) => {
    const m = await managedMember(ctx, req.params.id);
    return setGroupAdmin(ctx.db, actor(req), req.params.groupId, m.id, req.body.is_admin);
  });
  route(app, memberAdminApi.removeFromGroup, admin, async (req, reply) => {
    const m = await managedMember(ctx, req.params.id);
    await removeGroupMember(ctx.db, req.params.groupId, m.id);
    return reply.code(204).send();
  });

  // The same in a group, for its administrators (network administrators administrate every group).
  route(app, memberAdminApi.groupSetAdmin, member, async (req) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    return setGroupAdmin(ctx.db, actor(req), g.group.id, req.params.memberId, req.body.is_admin);
  });
  route(app, memberAdminApi.groupRemoveMember, member, async (req, reply) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    await removeGroupMember(ctx.db, g.group.id, req.params.memberId);
    return reply.code(204).send();
  });

  // The network's membership roles.
  route(app, memberAdminApi.roles, admin, async () => ({
    membership_roles: await networkRoles(ctx.db),
    back_link: "/administration/members",
  }));
  route(app, memberAdminApi.createRole, admin, async (req, reply) =>
    reply.code(201).send(await createNetworkRole(ctx.db, req.body.membership_role)),
  );
  route(app, memberAdminApi.updateRole, admin, async (req) =>
    updateNetworkRole(ctx.db, req.params.id, req.body.membership_role),
  );
  route(app, memberAdminApi.deleteRole, admin, async (req) => deleteNetworkRole(ctx.db, req.params.id));
};
