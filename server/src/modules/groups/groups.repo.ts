import { and, asc, count, eq, inArray, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  type GroupMembershipRow,
  type GroupRow,
  groupCategories,
  groupMemberships,
  groups,
  membershipRoleAssignments,
  membershipRoles,
} from "./groups.schema.js";

export async function findGroupBySlug(db: DbOrTx, slug: string): Promise<GroupRow | null> {
  const [row] = await db.select().from(groups).where(eq(groups.slug, slug)).limit(1);
  return row ?? null;
}

export async function findMembership(db: DbOrTx, groupId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

/** The current member's memberships in the given groups, one query. */
export async function membershipsOf(db: DbOrTx, memberId: string, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, GroupMembershipRow>();
  const rows = await db
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.memberId, memberId), inArray(groupMemberships.groupId, groupIds)));
  return new Map(rows.map((r) => [r.groupId, r]));
}

/** Member and administrator counts per group, one query. */
export async function countsOf(db: DbOrTx, groupIds: string[]) {
  const result = new Map<string, { members: number; admins: number }>();
  if (groupIds.length === 0) return result;
  const rows = await db
    .select({ groupId: groupMemberships.groupId, isAdmin: groupMemberships.isAdmin, n: count() })
    .from(groupMemberships)
    .where(and(inArray(groupMemberships.groupId, groupIds), eq(groupMemberships.status, "member")))
    .groupBy(groupMemberships.groupId, groupMemberships.isAdmin);
  for (const r of rows) {
    const c = result.get(r.groupId) ?? { members: 0, admins: 0 };
    c.members += r.n;
    if (r.isAdmin) c.admins += r.n;
    result.set(r.groupId, c);
  }
  return result;
}

/** Network-wide roles plus the roles of the given groups. */
export async function rolesFor(db: DbOrTx, groupIds: string[]) {
  return db
    .select()
    .from(membershipRoles)
    .where(
      groupIds.length
        ? or(isNull(membershipRoles.groupId), inArray(membershipRoles.groupId, groupIds))
        : isNull(membershipRoles.groupId),
    )
    .orderBy(asc(membershipRoles.name));
}

export async function listCategories(db: DbOrTx) {
  return db.select().from(groupCategories).orderBy(asc(groupCategories.position), asc(groupCategories.name));
}

/** Groups the member belongs to (status member), by name. */
export async function groupsOfMember(db: DbOrTx, memberId: string) {
  return db
    .select({ group: groups })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(and(eq(groupMemberships.memberId, memberId), eq(groupMemberships.status, "member")))
    .orderBy(asc(groups.name))
    .then((rows) => rows.map((r) => r.group));
}

export async function roleIdsOfMember(db: DbOrTx, memberId: string) {
  const rows = await db
    .select({ roleId: membershipRoleAssignments.roleId })
    .from(membershipRoleAssignments)
    .where(eq(membershipRoleAssignments.memberId, memberId));
  return rows.map((r) => r.roleId);
}
