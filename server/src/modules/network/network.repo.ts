import { asc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedOn } from "../../db/prepared.js";
import { defaultNetworkSettings, networks } from "./network.schema.js";

export type NetworkRow = typeof networks.$inferSelect;

/** The installation's network (the first one), or null before the first start. */
export async function findNetwork(db: DbOrTx): Promise<NetworkRow | null> {
  // Read by most calls (the network's settings), so built once per database.
  const query = preparedOn(db, "network", (d, name) =>
    d.select().from(networks).orderBy(asc(networks.id)).limit(1).prepare(name),
  );
  const [row] = await query.execute();
  return row ?? null;
}

/**
 * The installation's network with a signed-in member's columns from other modules (SQL scalar subqueries)
 * in the same statement, or null before the first start; built once per database under `name` with the
 * member as a placeholder (the network preload runs on every page load).
 */
export function networkWithStatement<T extends Record<string, SQL>>(
  db: DbOrTx,
  name: string,
  extraOf: (memberId: Placeholder) => T,
): (memberId: string) => Promise<{ network: NetworkRow; extra: { [K in keyof T]: T[K]["_"]["type"] } } | null> {
  return preparedOn(db, name, (d, key) => {
    const query = d
      .select({ network: networks, ...extraOf(sql.placeholder("memberId")) })
      .from(networks)
      .orderBy(asc(networks.id))
      .limit(1)
      .prepare(key);
    return async (memberId: string) => {
      const [row] = await query.execute({ memberId });
      if (!row) return null;
      const { network, ...rest } = row as { network: NetworkRow } & Record<string, unknown>;
      return { network, extra: rest as { [K in keyof T]: T[K]["_"]["type"] } };
    };
  });
}

export async function insertNetwork(db: DbOrTx, name: string, language: string): Promise<NetworkRow> {
  const [row] = await db.insert(networks).values({ name, language, settings: defaultNetworkSettings }).returning();
  if (!row) throw new Error("network insert returned nothing");
  return row;
}

/** SQL: the network's text setting equals `value`, as a scalar for another module's query. */
export function networkSettingIs(key: "two_factor", value: string): SQL<boolean> {
  return sql<boolean>`coalesce((select (${networks.settings} ->> ${key}) = ${value} from ${networks} order by ${networks.id} limit 1), false)`;
}

/** Boolean settings other modules ask about inside their own statements. */
type NetworkFlag =
  | "activity_stream_subscriptions_enabled"
  | "file_profiles_enabled"
  | "folder_profiles_enabled"
  | "guest_users_allow_chat"
  | "abuse_reports_enabled";

/** SQL: the network's boolean setting is on (false when absent), as a scalar for another module's query. */
export function networkFlagOn(flag: NetworkFlag): SQL<boolean> {
  return sql<boolean>`coalesce((select (${networks.settings} ->> ${flag})::boolean from ${networks} order by ${networks.id} limit 1), false)`;
}

/** Whether a boolean setting is on (false when absent), in one statement. */
export async function isNetworkFlagOn(db: DbOrTx, flag: NetworkFlag): Promise<boolean> {
  const result = await db.execute(sql`select ${networkFlagOn(flag)} as on`);
  return (result as unknown as { rows: { on: boolean }[] }).rows[0]?.on === true;
}

/** Merges changed settings into the network's (and sets its name and language when given). */
export async function updateNetworkSettings(
  db: DbOrTx,
  id: string,
  changes: Partial<NetworkRow["settings"]>,
  columns: Partial<Pick<NetworkRow, "name" | "language">> = {},
) {
  const [row] = await db
    .update(networks)
    .set({
      ...columns,
      settings: sql`${networks.settings} || ${JSON.stringify(changes)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(networks.id, id))
    .returning();
  if (!row) throw new Error("network update returned nothing");
  return row;
}

/** Names the network and sets its language (the first start's setup). */
export async function renameNetwork(db: DbOrTx, id: string, set: { name: string; language: string }) {
  const [row] = await db
    .update(networks)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(networks.id, id))
    .returning();
  if (!row) throw new Error("network update returned nothing");
  return row;
}
