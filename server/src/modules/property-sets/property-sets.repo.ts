import type { Property, PropertySetContextType, PropertySetDefinition, PropertySetName } from "@intranet/contracts";
import { and, eq, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { escapeLike } from "../../db/like.js";
import { type PropertySetRow, propertySets } from "./property-sets.schema.js";

export type SetContext = { type: PropertySetContextType; id: string | null };

const named = (c: SetContext): SQL =>
  and(
    eq(propertySets.contextType, c.type),
    c.id === null ? isNull(propertySets.contextId) : eq(propertySets.contextId, c.id),
  ) as SQL;

/** The sets of these contexts (a chain from the network down), in one statement. */
export async function setsOf(db: DbOrTx, name: PropertySetName, contexts: SetContext[]): Promise<PropertySetRow[]> {
  if (contexts.length === 0) return [];
  return db
    .select()
    .from(propertySets)
    .where(and(eq(propertySets.name, name), or(...contexts.map(named))));
}

/** Writes the context's set, replacing its definition. */
export async function upsertSet(
  db: DbOrTx,
  name: PropertySetName,
  context: SetContext,
  definition: PropertySetDefinition,
): Promise<PropertySetRow> {
  // The unique index is on an expression (a network set has no context id), which ON CONFLICT cannot name: update
  // first, insert when there was nothing, and update again when a concurrent save inserted meanwhile.
  const update = () =>
    db
      .update(propertySets)
      .set({ definition, updatedAt: new Date() })
      .where(and(eq(propertySets.name, name), named(context)))
      .returning();
  let [row] = await update();
  if (!row) {
    [row] = await db
      .insert(propertySets)
      .values({ name, contextType: context.type, contextId: context.id, definition })
      .onConflictDoNothing()
      .returning();
  }
  if (!row) [row] = await update();
  if (!row) throw new Error("property set upsert returned nothing");
  return row;
}

/** A filter over a profile column: the property's type decides how its value matches. */
export type ProfileFilter = { name: string; type: Property["type"]; value: string };
/** What a folder listing asks of its files' profiles: filters, a `tag`, a sort by one property. */
export type ProfileListing = {
  filters: ProfileFilter[];
  /** With `tag`: the tag properties it is looked for in (none: nothing matches). */
  tag: { value: string; names: string[] } | null;
  sort: string | null;
};

const listContains = (column: SQLWrapper, name: string, value: string) =>
  sql`coalesce((${column} -> ${name}) @> jsonb_build_array(${value}::text), false)`;

/** SQL over a profile column: every filter holds (names and values are parameters, never interpolated). */
export function profileConditions(column: SQLWrapper, listing: ProfileListing): SQL | undefined {
  const parts: SQL[] = listing.filters.map((f) => {
    switch (f.type) {
      case "text":
        return sql`(${column} ->> ${f.name}) ilike ${`%${escapeLike(f.value)}%`}`;
      case "selection":
      case "date":
        return sql`(${column} ->> ${f.name}) = ${f.value}`;
      default:
        return listContains(column, f.name, f.value);
    }
  });
  if (listing.tag) {
    const { value, names } = listing.tag;
    parts.push(names.length === 0 ? sql`false` : (or(...names.map((n) => listContains(column, n, value))) as SQL));
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** The order of a profile property's value (text as stored; missing values last whatever the direction). */
export const profileOrder = (column: SQLWrapper, name: string, direction: "asc" | "desc"): SQL =>
  direction === "desc"
    ? sql`lower(${column} ->> ${name}) desc nulls last`
    : sql`lower(${column} ->> ${name}) asc nulls last`;
