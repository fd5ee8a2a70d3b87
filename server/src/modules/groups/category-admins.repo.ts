import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { groupCategoryAdmins } from "./groups.schema.js";

/** The ids of a category's administrators, oldest appointment first (a category has few). */
export async function categoryAdminIds(db: DbOrTx, categoryId: string): Promise<string[]> {
  const rows = await db
    .select({ id: groupCategoryAdmins.memberId })
    .from(groupCategoryAdmins)
    .where(eq(groupCategoryAdmins.groupCategoryId, categoryId))
    .orderBy(asc(groupCategoryAdmins.createdAt), asc(groupCategoryAdmins.memberId));
  return rows.map((r) => r.id);
}

/** Appoints; false when the member already was one. */
export async function insertCategoryAdmin(db: DbOrTx, categoryId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .insert(groupCategoryAdmins)
    .values({ groupCategoryId: categoryId, memberId })
    .onConflictDoNothing()
    .returning({ id: groupCategoryAdmins.memberId });
  return rows.length > 0;
}

/** Dismisses; false when the member was none. */
export async function deleteCategoryAdmin(db: DbOrTx, categoryId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .delete(groupCategoryAdmins)
    .where(and(eq(groupCategoryAdmins.groupCategoryId, categoryId), eq(groupCategoryAdmins.memberId, memberId)))
    .returning({ id: groupCategoryAdmins.memberId });
  return rows.length > 0;
}
