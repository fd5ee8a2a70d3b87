import type { AppField } from "@intranet/contracts";
import { APP_ITEMS_MAX } from "@intranet/contracts";
import { and, asc, desc, eq, gt, isNotNull, isNull, like, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type AppItemRow, type AppRow, appItems, apps } from "./apps.schema.js";

export async function insertApp(db: DbOrTx, values: typeof apps.$inferInsert): Promise<AppRow> {
  const [row] = await db.insert(apps).values(values).returning();
  if (!row) throw new Error("app insert returned nothing");
  return row;
}

export async function updateApp(db: DbOrTx, id: string, set: Partial<typeof apps.$inferInsert>): Promise<AppRow> {
  const [row] = await db.update(apps).set(set).where(eq(apps.id, id)).returning();
  if (!row) throw new Error("app update returned nothing");
  return row;
}

export const deleteApp = (db: DbOrTx, id: string) => db.delete(apps).where(eq(apps.id, id));

/** The slugs taken that start with `base` (to make a free one from a name). */
export async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: apps.slug })
    .from(apps)
    .where(like(apps.slug, `${base}%`));
  return new Set(rows.map((r) => r.slug));
}

/** The wall's order: the rank byte-wise (the index's collation), then the id. */
const wallOrder = [asc(sql`${appItems.position} collate "C"`), asc(appItems.id)];
const active = (archived: boolean) => (archived ? isNotNull(appItems.archivedAt) : isNull(appItems.archivedAt));
/** SQL: the item's value of an array field (members, tags) holds `value`; `field` its name, or SQL giving it. */
const holds = (field: string | SQL, value: string): SQL =>
  sql`(${appItems.values} -> (${field})::text) ? ${value}::text`;
/** SQL (with `apps` joined): one of the tag fields of the item's app holds `tag` (the search's `#tag`, across apps). */
export const carriesTag = (tag: string): SQL =>
  sql`exists (select from jsonb_array_elements(${apps.fields}) as f where f ->> 'type' = 'tag' and ${holds(sql`f ->> 'name'`, tag)})`;
/** SQL: the item's value of the field, as text (a selection's option id), or null. */
const fieldText = (field: string): SQL<string | null> => sql`${appItems.values} ->> ${field}::text`;

/** The app's active (or archived) items in the wall's order, filtered by a tag or an assignee of any such field. */
export async function listItems(
  db: DbOrTx,
  app: AppRow,
  opts: { archived: boolean; tag?: string | undefined; assigneeId?: string | undefined },
): Promise<AppItemRow[]> {
  const of = (type: AppField["type"]) => app.fields.filter((f) => f.type === type).map((f) => f.name);
  const anyOf = (fields: string[], value: string) =>
    fields.length === 0 ? sql`false` : (or(...fields.map((f) => holds(f, value))) as SQL);
  return db
    .select()
    .from(appItems)
    .where(
      and(
        eq(appItems.appId, app.id),
        active(opts.archived),
        opts.tag === undefined ? undefined : anyOf(of("tag"), opts.tag),
        opts.assigneeId === undefined ? undefined : anyOf(of("member"), opts.assigneeId),
      ),
    )
    .orderBy(...wallOrder)
    .limit(APP_ITEMS_MAX);
}

export async function findItem(db: DbOrTx, appId: string, id: string): Promise<AppItemRow | null> {
  const [row] = await db
    .select()
    .from(appItems)
    .where(and(eq(appItems.appId, appId), eq(appItems.id, id)))
    .limit(1);
  return row ?? null;
}

/** The last rank of the app's items (a new item goes to the end of its column); "" when there is none. */
export async function lastRank(db: DbOrTx, appId: string): Promise<string> {
  const [row] = await db
    .select({ position: appItems.position })
    .from(appItems)
    .where(and(eq(appItems.appId, appId), isNull(appItems.archivedAt)))
    .orderBy(desc(sql`${appItems.position} collate "C"`), desc(appItems.id))
    .limit(1);
  return row?.position ?? "";
}

/**
 * The rank of the first active item of a column after `rank` (from the start when ""), leaving out the moved item:
 * the upper bound of a move. One statement walking the app's index in order.
 */
export async function nextRankInColumn(
  db: DbOrTx,
  input: { appId: string; column: string | null; value: string | null; after: string; exceptId: string },
): Promise<string | null> {
  const inColumn =
    input.column === null
      ? undefined
      : input.value === null
        ? isNull(fieldText(input.column))
        : eq(fieldText(input.column), input.value);
  const [row] = await db
    .select({ position: appItems.position })
    .from(appItems)
    .where(
      and(
        eq(appItems.appId, input.appId),
        isNull(appItems.archivedAt),
        sql`${appItems.id} <> ${input.exceptId}`,
        input.after === "" ? undefined : gt(sql`${appItems.position} collate "C"`, input.after),
        inColumn,
      ),
    )
    .orderBy(...wallOrder)
    .limit(1);
  return row?.position ?? null;
}

export async function insertItem(db: DbOrTx, values: typeof appItems.$inferInsert): Promise<AppItemRow> {
  const [row] = await db.insert(appItems).values(values).returning();
  if (!row) throw new Error("item insert returned nothing");
  return row;
}

export async function updateItem(
  db: DbOrTx,
  appId: string,
  id: string,
  set: Partial<typeof appItems.$inferInsert>,
): Promise<AppItemRow | null> {
  const [row] = await db
    .update(appItems)
    .set(set)
    .where(and(eq(appItems.appId, appId), eq(appItems.id, id)))
    .returning();
  return row ?? null;
}

export const deleteItem = (db: DbOrTx, appId: string, id: string) =>
  db.delete(appItems).where(and(eq(appItems.appId, appId), eq(appItems.id, id)));

/** Values of a field that no longer fits the app's definition are dropped (a removed field, a removed option). */
export async function dropValues(db: DbOrTx, appId: string, fields: string[]) {
  if (fields.length === 0) return;
  let expr: SQL = sql`${appItems.values}`;
  for (const f of fields) expr = sql`(${expr}) - ${f}::text`;
  await db.update(appItems).set({ values: expr }).where(eq(appItems.appId, appId));
}

/** The apps of the network (`groupId` null) or of one group, by name: the navigation editor's "apps" choices. */
export async function appChoices(db: DbOrTx, groupId: string | null): Promise<{ text: string; link: string }[]> {
  const rows = await db
    .select({ name: apps.name, slug: apps.slug })
    .from(apps)
    .where(groupId === null ? isNull(apps.groupId) : eq(apps.groupId, groupId))
    .orderBy(asc(apps.name));
  return rows.map((r) => ({ text: r.name, link: `/apps/${r.slug}/items` }));
}
