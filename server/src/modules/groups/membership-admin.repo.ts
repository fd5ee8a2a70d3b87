import { and, asc, eq, inArray, isNull, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { activeMembershipRow } from "./groups.access.js";
import { groupMemberships, groups, membershipRoleAssignments, membershipRoles } from "./groups.schema.js";

// Group memberships and network roles as administrators change them (the members administration).

/** Every membership of the member with its group, by group name. */
export function membershipsOfMember(db: DbOrTx, memberId: string) {
  return db
    .select({
      group: { id: groups.id, slug: groups.slug, name: groups.name },
      status: groupMemberships.status,
      is_admin: groupMemberships.isAdmin,
    })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(eq(groupMemberships.memberId, memberId))
    .orderBy(asc(groups.nameSort), asc(groups.id));
}

/** The member's active membership of the group, or null. */
export async function activeMembership(db: DbOrTx, groupId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.memberId, memberId), activeMembershipRow()))
    .limit(1);
  return row ?? null;
}

/** How many active administrators the group has besides this member. */
export async function otherGroupAdminCount(db: DbOrTx, groupId: string, memberId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.groupId, groupId),
        activeMembershipRow(),
        eq(groupMemberships.isAdmin, true),
        ne(groupMemberships.memberId, memberId),
      ),
    );
  return row?.n ?? 0;
}

export async function setMembershipAdmin(db: DbOrTx, membershipId: string, isAdmin: boolean) {
  await db.update(groupMemberships).set({ isAdmin }).where(eq(groupMemberships.id, membershipId));
}

/** A deleted member leaves every group and loses every role. */
export async function deleteAllMembershipsOf(db: DbOrTx, memberId: string) {
  await db.delete(groupMemberships).where(eq(groupMemberships.memberId, memberId));
  await db.delete(membershipRoleAssignments).where(eq(membershipRoleAssignments.memberId, memberId));
}

/** The network's own membership roles (not a group's), by name. */
export function networkRoleRows(db: DbOrTx) {
  return db
    .select()
    .from(membershipRoles)
    .where(isNull(membershipRoles.groupId))
    .orderBy(asc(membershipRoles.name), asc(membershipRoles.id));
}

/** The network roles the member holds. */
export async function networkRoleIdsOf(db: DbOrTx, memberId: string) {
  const rows = await db
    .select({ id: membershipRoleAssignments.roleId })
    .from(membershipRoleAssignments)
    .innerJoin(membershipRoles, eq(membershipRoles.id, membershipRoleAssignments.roleId))
    .where(and(eq(membershipRoleAssignments.memberId, memberId), isNull(membershipRoles.groupId)));
  return rows.map((r) => r.id);
}

/** Of these ids, the network roles' ids. */
export async function networkRoleIdsAmong(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: membershipRoles.id })
    .from(membershipRoles)
    .where(and(inArray(membershipRoles.id, ids), isNull(membershipRoles.groupId)));
  return rows.map((r) => r.id);
}

/** SQL: the network roles of the member (an id column) as a JSON list of badges, for the members table. */
export function networkRoleBadgesOf(
  memberId: SQLWrapper,
): SQL<{ id: string; name: string; color: string; text_color: string }[]> {
  return sql`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'color', r.color,
      'text_color', r.text_color) order by r.name)
    from ${membershipRoleAssignments} a join ${membershipRoles} r on r.id = a.role_id
    where a.member_id = ${memberId} and r.group_id is null), '[]'::json)`;
}

/** SQL: the member (an id column) holds the role. */
export function holdsRole(roleId: string) {
  return (memberId: SQLWrapper): SQL =>
    sql`exists (select 1 from ${membershipRoleAssignments} a where a.member_id = ${memberId} and a.role_id = ${roleId})`;
}
