import type { Widget } from "@intranet/contracts";
import { asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type WidgetbarRow, widgetbars } from "./widgetbars.schema.js";

/** The saved bars of the network (group null) or of one group. */
export function widgetbarsOf(db: DbOrTx, groupId: string | null): Promise<WidgetbarRow[]> {
  return db
    .select()
    .from(widgetbars)
    .where(groupId ? eq(widgetbars.groupId, groupId) : isNull(widgetbars.groupId))
    .orderBy(asc(widgetbars.identifier));
}

/** The saved bars among the identifiers (a group's own and the network's fallback in one statement). */
export function widgetbarsByIdentifiers(db: DbOrTx, identifiers: string[]): Promise<WidgetbarRow[]> {
  return db.select().from(widgetbars).where(inArray(widgetbars.identifier, identifiers));
}

export async function saveWidgetbar(
  db: DbOrTx,
  row: { identifier: string; groupId: string | null; slug: string; widgets: Widget[] },
): Promise<WidgetbarRow> {
  const [saved] = await db
    .insert(widgetbars)
    .values(row)
    .onConflictDoUpdate({ target: widgetbars.identifier, set: { widgets: row.widgets, updatedAt: new Date() } })
    .returning();
  return saved as WidgetbarRow;
}
