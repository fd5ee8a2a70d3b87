import type { Group, GroupCategory, GroupInvite, GroupSummary, MembershipRole } from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import { groupCan } from "./group.policy.js";
import type { GroupListData, GroupSummaryData } from "./groups.repo.js";
import type { GroupInviteRow, GroupRow, groupCategories, membershipRoles } from "./groups.schema.js";
import { isActiveMember } from "./membership-status.js";

export function presentRole(r: Omit<typeof membershipRoles.$inferSelect, "groupId" | "createdAt">): MembershipRole {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    plural_name: r.pluralName,
    color: r.color,
    text_color: r.textColor,
    display_type: r.displayType,
  };
}

export function presentCategory(
  req: FastifyRequest,
  c: Omit<typeof groupCategories.$inferSelect, "createdAt">,
  /** Whether the member administrates this category (`categoryAdminOf`); network administrators administrate all. */
  categoryAdmin = false,
): GroupCategory {
  const admin = req.member?.isNetworkAdmin === true;
  const administrate = admin || (categoryAdmin && req.member?.isExternal !== true);
  const external = req.member?.isExternal === true;
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    plural_name: c.pluralName,
    color: c.color,
    order: c.position,
    access: c.createAccess,
    main_group_hidden: false,
    main_group_slug: null,
    active_theme: null,
    can: {
      create: administrate || (c.createAccess === "all" && !external && req.member !== null),
      administrate,
    },
  };
}

/** Presents groups with the current member's membership and `can`; `data` is groupListDataOf's for the rows. */
export function presentGroups(
  req: FastifyRequest,
  rows: GroupRow[],
  data: Omit<GroupListData, "administered"> & {
    administered?: ReadonlySet<string>;
    activityCounts?: ReadonlyMap<string, number>;
  },
): Group[] {
  const { memberships, counts, roles, readable, activityCounts } = data;
  const administered = data.administered ?? new Set<string>();
  return rows.map((g) => {
    const membership = memberships.get(g.id) ?? null;
    const c = counts.get(g.id) ?? { members: 0, admins: 0 };
    const memoKey = `group.can:${g.id}`;
    let can = req.memo.get(memoKey) as Group["can"] | undefined;
    if (!can) {
      can = groupCan({
        member: req.member,
        group: g,
        membership,
        adminCount: c.admins,
        readContent: readable.has(g.id),
        categoryAdmin: administered.has(g.id),
      });
      req.memo.set(memoKey, can);
    }
    return {
      id: g.id,
      slug: g.slug,
      name: g.name,
      group_category_id: g.groupCategoryId,
      access: g.access,
      moderated_join: g.moderatedJoin,
      members_can_invite: g.membersCanInvite,
      chat: g.chatEnabled ? "enabled" : "disabled",
      archived: g.archivedAt !== null,
      sensitive: g.sensitive,
      active_main_group: g.activeMainGroup,
      externally_visible: g.externallyVisible,
      member_count: c.members,
      // Counted for the group's page (who may read its content); a new group has none.
      activity_count: activityCounts?.get(g.id) ?? 0,
      teaser: g.teaser,
      profile_image: g.profileImageId
        ? { id: g.profileImageId, url: `/api/storage/images/${g.profileImageId}/get/200x200` }
        : null,
      membership_status_of_current_member: membership?.status ?? "no_member",
      i_haz_subscription: isActiveMember(membership) && membership.subscribed,
      favorited: membership?.favorited ?? false,
      active_theme: null,
      membership_roles: roles.filter((r) => r.groupId === g.id).map(presentRole),
      invite: null,
      path: `/groups/${g.slug}`,
      can,
    };
  });
}

/** The short form of groups for lists (directory, invites); `data` is groupSummaryDataOf's for the rows. */
export function presentGroupSummaries(rows: GroupRow[], data: GroupSummaryData): GroupSummary[] {
  const { memberships, counts } = data;
  return rows.map((g) => {
    const membership = memberships.get(g.id);
    return {
      id: g.id,
      slug: g.slug,
      name: g.name,
      group_category_id: g.groupCategoryId,
      access: g.access,
      archived: g.archivedAt !== null,
      member_count: counts.get(g.id)?.members ?? 0,
      teaser: g.teaser,
      profile_image: g.profileImageId
        ? { id: g.profileImageId, url: `/api/storage/images/${g.profileImageId}/get/200x200` }
        : null,
      favorited: membership?.favorited ?? false,
      membership_status_of_current_member: membership?.status ?? "no_member",
      path: `/groups/${g.slug}`,
    };
  });
}

type PersonRow = { id: string; firstName: string; lastName: string };
const person = (m: PersonRow) => ({
  id: m.id,
  displayName: `${m.firstName} ${m.lastName}`.trim(),
  path: `/members/${m.id}`,
});

export type InviteRow = { invite: GroupInviteRow; group: GroupRow; invitee: PersonRow; inviter: PersonRow | null };

/** Invitations with their groups in short form; `data` is groupSummaryDataOf's for the invitations' groups. */
export function presentInvites(rows: InviteRow[], data: GroupSummaryData): GroupInvite[] {
  const unique = [...new Map(rows.map((r) => [r.group.id, r.group])).values()];
  const summaries = new Map(presentGroupSummaries(unique, data).map((s) => [s.id, s]));
  return rows.map((r) => ({
    id: r.invite.id,
    type: "GroupInvite" as const,
    status: r.invite.status,
    created_at: r.invite.createdAt.toISOString(),
    additional_message: r.invite.additionalMessage,
    group: summaries.get(r.group.id) as GroupSummary,
    inviter: r.inviter ? person(r.inviter) : null,
    invitee: person(r.invitee),
  }));
}
