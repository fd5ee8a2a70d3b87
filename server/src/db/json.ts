import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * SQL: a JSON object of these columns under their property names, for rows gathered with `jsonList`.
 * JSON has no dates: pick columns the caller reads as strings, numbers, booleans or null.
 */
export function jsonObject<T extends Record<string, AnyColumn>>(
  columns: T,
): SQL<{ [K in keyof T]: T[K]["_"]["data"] }> {
  const pairs = Object.entries(columns).map(([key, column]) => sql`${key}::text, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** SQL: the aggregate of `item` over the rows of the surrounding select, in `order`, as a JSON array ([] for none). */
export function jsonList<T>(item: SQL<T>, order: SQL): SQL<T[]> {
  return sql<T[]>`coalesce(json_agg(${item} order by ${order}), '[]'::json)`;
}
