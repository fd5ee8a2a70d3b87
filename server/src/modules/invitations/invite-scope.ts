import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden, notFound } from "../../http/errors.js";
import { canInvite, loadGroup } from "../groups/group-access.js";
import { listGroups } from "../groups/group-list.repo.js";
import { administratesCategory } from "../groups/groups.access.js";
import { findCategoryById } from "../groups/groups.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { getNetwork } from "../network/network.service.js";
import { settingsOf } from "../network/network-settings.js";
import type { InviteScopeType } from "./invitations.schema.js";

/** The invite flags of administration.md §6 for one scope. */
export type InviteFlags = { invite_internal: boolean; invite_external: boolean; invite_external_guests: boolean };

/** Where invitations are sent from, who sends them and what they may do there. */
export type InviteScope = {
  inviter: MemberRow;
  type: InviteScopeType;
  id: string | null;
  can: InviteFlags;
  /** The groups an invitation of this scope may name. */
  groups: { id: string; name: string }[];
  /** The group every invitation of a group's screen joins. */
  fixedGroupId: string | null;
};

export type ScopeBy = { network: true } | { categoryId: string } | { slug: string };

/** Up to this many groups are offered on a network's or category's invitation screen. */
const OFFERED_GROUPS = 500;

async function offeredGroups(ctx: AppContext, viewer: MemberRow, categoryId?: string) {
  const { rows } = await listGroups(ctx.db, { viewer, q: "", categoryId }, OFFERED_GROUPS, 0, false);
  return rows.filter((g) => !g.archivedAt).map((g) => ({ id: g.id, name: g.name }));
}

/**
 * The scope of an invitation screen or call, refusing whoever may not invite there: the network is its network
 * administrators', a group category theirs and its category administrators' (who invite like a group's
 * administrators: internally and guests by e-mail), a group its administrators' (e-mail invitations of guests; of
 * normal members only for network administrators), and internal invitations also
 * every member's where the group lets members invite. 404 for a group or category the member may not know.
 * Group and category administrators who are no network administrators invite new people by e-mail only while the
 * network's `join_section_admins_can_invite_users` is on (administration tab "Join"); existing members they invite
 * internally either way.
 */
export async function resolveScope(ctx: AppContext, req: FastifyRequest, by: ScopeBy): Promise<InviteScope> {
  const inviter = currentMember(req);
  const networkAdmin = inviter.isNetworkAdmin && !inviter.isExternal;
  const settings = settingsOf(await getNetwork(ctx.db));
  // Guests are invited only while the network allows guest users (the member tab's `guest_users_enabled`).
  const guests = settings.guest_users_enabled;
  // By a group's or category's administrator who is no network administrator only as the setting says.
  const sectionGuests = guests && (networkAdmin || settings.join_section_admins_can_invite_users);
  if ("slug" in by) {
    const g = await loadGroup(ctx.db, req, by.slug);
    const mayInvite = canInvite(g);
    if (!mayInvite) throw forbidden("You may not invite members into this group.");
    const admin = g.can.administrate && !g.group.archivedAt;
    return {
      inviter,
      type: "group",
      id: g.group.id,
      can: {
        invite_internal: true,
        invite_external: admin && networkAdmin,
        invite_external_guests: admin && sectionGuests,
      },
      groups: [{ id: g.group.id, name: g.group.name }],
      fixedGroupId: g.group.id,
    };
  }
  const all = { invite_internal: true, invite_external: true, invite_external_guests: guests };
  if ("categoryId" in by) {
    const category = await findCategoryById(ctx.db, by.categoryId);
    if (!category) throw notFound();
    if (!(await administratesCategory(ctx.db, inviter, category.id))) throw forbidden();
    const groups = await offeredGroups(ctx, inviter, category.id);
    const can = networkAdmin
      ? all
      : { invite_internal: true, invite_external: false, invite_external_guests: sectionGuests };
    return { inviter, type: "group_category", id: category.id, can, groups, fixedGroupId: null };
  }
  if (!networkAdmin) throw forbidden();
  return {
    inviter,
    type: "network",
    id: null,
    can: all,
    groups: await offeredGroups(ctx, inviter),
    fixedGroupId: null,
  };
}

/** Whether group and category administrators may invite new people by e-mail (network administrators always may). */
export async function sectionAdminsMayInvite(ctx: AppContext): Promise<boolean> {
  return settingsOf(await getNetwork(ctx.db)).join_section_admins_can_invite_users;
}

/** The scope named by the screens' query (`group_slug`, `group_category_id`, or neither for the network). */
export const scopeOfQuery = (q: { group_slug?: string; group_category_id?: string }): ScopeBy =>
  q.group_slug ? { slug: q.group_slug } : q.group_category_id ? { categoryId: q.group_category_id } : { network: true };
