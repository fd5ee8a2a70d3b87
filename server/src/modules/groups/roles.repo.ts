import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
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
