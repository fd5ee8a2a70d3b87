import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { defaultNetworkSettings, networks } from "./network.schema.js";

export type NetworkRow = typeof networks.$inferSelect;

/** The installation's network; created on first start. */
export async function getNetwork(db: DbOrTx): Promise<NetworkRow> {
  const [row] = await db.select().from(networks).orderBy(asc(networks.id)).limit(1);
  if (row) return row;
  return ensureNetwork(db, "Intranet");
}

export async function ensureNetwork(db: DbOrTx, name: string, language = "en"): Promise<NetworkRow> {
  const [existing] = await db.select().from(networks).orderBy(asc(networks.id)).limit(1);
  if (existing) return existing;
  const [row] = await db.insert(networks).values({ name, language, settings: defaultNetworkSettings }).returning();
  if (!row) throw new Error("network insert returned nothing");
  return row;
}

/** Whether a file name passes the network's extension filter. */
export function extensionAllowed(settings: NetworkRow["settings"], extension: string): boolean {
  if (!settings.extension_filter_enabled) return true;
  const listed = settings.extension_filter_list.includes(extension.toLowerCase());
  return settings.extension_filter_type === "allow" ? listed : !listed;
}
