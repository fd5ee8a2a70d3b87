import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { appointmentCategories } from "./calendar.schema.js";

export async function updateCategory(tx: DbOrTx, id: string, label: string, position: number) {
  await tx.update(appointmentCategories).set({ label, position }).where(eq(appointmentCategories.id, id));
}

/** Deletes categories; appointments that had one keep no category (the reference is set null). */
export async function deleteCategories(tx: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await tx.delete(appointmentCategories).where(inArray(appointmentCategories.id, ids));
}
