import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { defaultNetworkSettings, networks } from "./network.schema.js";

export type NetworkRow = typeof networks.$inferSelect;

/** The installation's network (the first one), or null before the first start. */
export async function findNetwork(db: DbOrTx): Promise<NetworkRow | null> {
  const [row] = await db.select().from(networks).orderBy(asc(networks.id)).limit(1);
  return row ?? null;
}

export async function insertNetwork(db: DbOrTx, name: string, language: string): Promise<NetworkRow> {
  const [row] = await db.insert(networks).values({ name, language, settings: defaultNetworkSettings }).returning();
  if (!row) throw new Error("network insert returned nothing");
  return row;
}
