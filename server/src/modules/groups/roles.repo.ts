import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { escapeLike } from "../../db/like.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import { isReachableMember } from "../members/members.repo.js";
import { membershipRoleAssignments, membershipRoles } from "./groups.schema.js";

type RoleFields = Pick<
  typeof membershipRoles.$inferInsert,
  "name" | "pluralName" | "slug" | "color" | "textColor" | "displayType"
>;

export async function insertRole(db: DbOrTx, values: RoleFields & { groupId: string | null }) {
  const [row] = await db.insert(membershipRoles).values(values).returning();
  if (!row) throw new Error("role insert returned nothing");
  return row;
}

export async function updateRole(db: DbOrTx, roleId: string, set: RoleFields) {
  const [row] = await db.update(membershipRoles).set(set).where(eq(membershipRoles.id, roleId)).returning();
  return row ?? null;
}

export async function deleteRole(db: DbOrTx, roleId: string) {
  await db.delete(membershipRoles).where(eq(membershipRoles.id, roleId));
}

export async function insertRoleAssignment(db: DbOrTx, roleId: string, memberId: string) {
  await db.insert(membershipRoleAssignments).values({ roleId, memberId }).onConflictDoNothing();
}

/** Takes these roles away from the member. */
export async function deleteRoleAssignments(db: DbOrTx, memberId: string, roleIds: string[]) {
  if (roleIds.length === 0) return;
  await db
    .delete(membershipRoleAssignments)
    .where(and(eq(membershipRoleAssignments.memberId, memberId), inArray(membershipRoleAssignments.roleId, roleIds)));
}

/** Ids of the role's holders who are not locked, optionally without external members. */
export async function memberIdsWithRole(db: DbOrTx, roleId: string, opts: { includeExternal: boolean }) {
  const rows = await db
    .select({ id: membershipRoleAssignments.memberId })
    .from(membershipRoleAssignments)
    .where(
      and(eq(membershipRoleAssignments.roleId, roleId), isReachableMember(membershipRoleAssignments.memberId, opts)),
    );
  return rows.map((r) => r.id);
}

/** Id and plural name of these roles, one query. */
export async function roleNamesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: membershipRoles.id, plural_name: membershipRoles.pluralName })
    .from(membershipRoles)
    .where(inArray(membershipRoles.id, ids));
}

/** Role badges of the given members: network-wide roles, plus the group's when in a group. */
export async function roleBadgesOf(db: DbOrTx, memberIds: string[], groupId?: string) {
  const result = new Map<string, { name: string; color: string; text_color: string }[]>();
  if (memberIds.length === 0) return result;
  // Built once per shape (with or without a group), the member ids one array parameter.
  const rows = await preparedOn(db, groupId ? "role_badges_group" : "role_badges", (d, name) =>
    d
      .select({
        memberId: membershipRoleAssignments.memberId,
        name: membershipRoles.name,
        color: membershipRoles.color,
        textColor: membershipRoles.textColor,
      })
      .from(membershipRoleAssignments)
      .innerJoin(membershipRoles, eq(membershipRoles.id, membershipRoleAssignments.roleId))
      .where(
        and(
          inPlaceholder(membershipRoleAssignments.memberId, "memberIds"),
          ne(membershipRoles.displayType, "hidden"),
          groupId
            ? or(isNull(membershipRoles.groupId), eq(membershipRoles.groupId, sql.placeholder("groupId")))
            : isNull(membershipRoles.groupId),
        ),
      )
      .orderBy(asc(membershipRoles.name))
      .prepare(name),
  ).execute({ memberIds, groupId });
  for (const r of rows) {
    const list = result.get(r.memberId) ?? [];
    list.push({ name: r.name, color: r.color, text_color: r.textColor });
    result.set(r.memberId, list);
  }
  return result;
}

/** Network-wide roles whose name starts with `q`. */
export async function searchRoles(db: DbOrTx, q: string, limit: number) {
  return db
    .select()
    .from(membershipRoles)
    .where(
      and(
        isNull(membershipRoles.groupId),
        sql`lower(${membershipRoles.name}) like ${`${escapeLike(q.toLowerCase())}%`}`,
      ),
    )
    .orderBy(asc(membershipRoles.name))
    .limit(limit);
}
