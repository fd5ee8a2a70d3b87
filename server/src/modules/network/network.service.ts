import type { DbOrTx } from "../../db/client.js";
import { findNetwork, insertNetwork, type NetworkRow } from "./network.repo.js";

export type { NetworkRow };

/** The installation's network; created on first start. */
export async function getNetwork(db: DbOrTx): Promise<NetworkRow> {
  return (await findNetwork(db)) ?? ensureNetwork(db, "Intranet");
}

export async function ensureNetwork(db: DbOrTx, name: string, language = "en"): Promise<NetworkRow> {
  return (await findNetwork(db)) ?? insertNetwork(db, name, language);
}

/** Whether a file name passes the network's extension filter. */
export function extensionAllowed(settings: NetworkRow["settings"], extension: string): boolean {
  if (!settings.extension_filter_enabled) return true;
  const listed = settings.extension_filter_list.includes(extension.toLowerCase());
  return settings.extension_filter_type === "allow" ? listed : !listed;
}
