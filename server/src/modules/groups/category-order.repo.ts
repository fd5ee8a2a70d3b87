import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { groupCategories } from "./groups.schema.js";

/** Every category's id and slug, in the current order. */
export function categorySlugsInOrder(db: DbOrTx) {
  return db
    .select({ id: groupCategories.id, slug: groupCategories.slug })
    .from(groupCategories)
    .orderBy(asc(groupCategories.position), asc(groupCategories.name));
}

export async function setCategoryPosition(tx: DbOrTx, id: string, position: number) {
  await tx.update(groupCategories).set({ position }).where(eq(groupCategories.id, id));
}
