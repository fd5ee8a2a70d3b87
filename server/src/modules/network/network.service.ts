import { type AdministrationSettings, DEFAULT_LOCK_DAYS } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { ModuleRegistry } from "../module.js";
import {
  findNetwork,
  insertNetwork,
  type NetworkRow,
  networkWithStatement,
  renameNetwork,
  updateNetworkSettings,
} from "./network.repo.js";
import type { NetworkCreatedHook } from "./network-hooks.js";
import { settingsOf } from "./network-settings.js";

export type { NetworkRow };
export type Preload = Awaited<ReturnType<typeof getPreload>>;

/** The installation's network; created on first start. */
export async function getNetwork(db: DbOrTx): Promise<NetworkRow> {
  return (await findNetwork(db)) ?? ensureNetwork(db, "Intranet");
}

/**
 * The network preload's rows: the network and, for a signed-in member, every module's preload columns
 * (`networkPreload`), in one statement; the values by module name (null for a visitor).
 */
export async function getPreload(db: DbOrTx, modules: Pick<ModuleRegistry, "networkPreload">, memberId: string | null) {
  // A member's preload is built once (the member a placeholder); the anonymous one has no columns to build.
  const find = async () => {
    if (memberId)
      return networkWithStatement(db, "network_preload", (member) =>
        Object.fromEntries(
          [...modules.networkPreload].flatMap(([name, part]) =>
            Object.entries(part.columns(member)).map(([key, column]) => [`${name}__${key}`, column]),
          ),
        ),
      )(memberId);
    // A visitor: only the parts' public columns (the network's theme for the signed-out pages).
    const visitorParts = [...modules.networkPreload].filter(([, part]) => part.visitorColumns);
    if (visitorParts.length === 0) {
      const network = await findNetwork(db);
      return network && { network, extra: null };
    }
    return networkWithStatement(db, "network_preload_visitor", () =>
      Object.fromEntries(
        visitorParts.flatMap(([name, part]) =>
          Object.entries(part.visitorColumns?.() ?? {}).map(([key, column]) => [`${name}__${key}`, column]),
        ),
      ),
    )("");
  };
  let found = await find();
  if (!found) {
    // Before the first start: create the network, then ask again.
    await getNetwork(db);
    found = await find();
    if (!found) throw new Error("network missing after creating it");
  }
  const parts = new Map<string, Record<string, unknown>>();
  for (const [column, value] of Object.entries(found.extra ?? {})) {
    const [name = "", key = ""] = column.split("__", 2);
    parts.set(name, { ...parts.get(name), [key]: value });
  }
  return {
    network: found.network,
    parts: memberId && found.extra ? parts : null,
    visitorParts: memberId ? null : parts,
  };
}

/**
 * The network, made with what the modules keep from its creation on (`networkCreated`: the files module's root
 * folder, so the preload's `root_folder_id` is there from the start); `getNetwork` alone makes a bare one.
 */
export async function ensureNetwork(
  db: DbOrTx,
  name: string,
  language = "en",
  created: NetworkCreatedHook = async () => {},
): Promise<NetworkRow> {
  const found = await findNetwork(db);
  if (found) return found;
  const network = await insertNetwork(db, name, language);
  await created(db);
  return network;
}

/** Whether a file name passes the network's extension filter. */
export function extensionAllowed(settings: NetworkRow["settings"], extension: string): boolean {
  if (!settings.extension_filter_enabled) return true;
  const listed = settings.extension_filter_list.includes(extension.toLowerCase());
  return settings.extension_filter_type === "allow" ? listed : !listed;
}

/** The settings `/administration/settings` shows, with their defaults. */
export const presentAdministrationSettings = (network: NetworkRow): AdministrationSettings => settingsOf(network);

/** The network's default lock length in days. */
export const lockDaysOf = (network: NetworkRow) => network.settings.file_lock_days ?? DEFAULT_LOCK_DAYS;

/** The first start's setup: the network's name, language and time zone. */
export async function configureNetwork(
  db: DbOrTx,
  network: NetworkRow,
  input: { name: string; language: string; timeZone: string },
): Promise<NetworkRow> {
  await renameNetwork(db, network.id, { name: input.name, language: input.language });
  return updateNetworkSettings(db, network.id, { time_zone: input.timeZone });
}
