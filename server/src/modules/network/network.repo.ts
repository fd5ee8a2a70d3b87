import { asc, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { defaultNetworkSettings, networks } from "./network.schema.js";

export type NetworkRow = typeof networks.$inferSelect;

/** The installation's network (the first one), or null before the first start. */
export async function findNetwork(db: DbOrTx): Promise<NetworkRow | null> {
  const [row] = await db.select().from(networks).orderBy(asc(networks.id)).limit(1);
  return row ?? null;
}

/**
 * The installation's network with other modules' columns (SQL scalar subqueries) computed in the same
 * statement, or null before the first start.
 */
export async function findNetworkWith<T extends Record<string, SQL>>(
  db: DbOrTx,
  extra: T,
): Promise<{ network: NetworkRow; extra: { [K in keyof T]: T[K]["_"]["type"] } } | null> {
  const [row] = await db
    .select({ network: networks, ...extra })
    .from(networks)
    .orderBy(asc(networks.id))
    .limit(1);
  if (!row) return null;
  const { network, ...rest } = row as { network: NetworkRow } & Record<string, unknown>;
  return { network, extra: rest as { [K in keyof T]: T[K]["_"]["type"] } };
}

export async function insertNetwork(db: DbOrTx, name: string, language: string): Promise<NetworkRow> {
  const [row] = await db.insert(networks).values({ name, language, settings: defaultNetworkSettings }).returning();
  if (!row) throw new Error("network insert returned nothing");
  return row;
}
