import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { members } from "../members/members.schema.js";
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
    .innerJoin(members, eq(members.id, membershipRoleAssignments.memberId))
    .where(
      and(
        eq(membershipRoleAssignments.roleId, roleId),
        isNull(members.lockedAt),
        opts.includeExternal ? undefined : eq(members.isExternal, false),
      ),
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
