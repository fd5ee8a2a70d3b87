import { type AdministrationSettings, type AdministrationSettingsUpdate, DEFAULT_LOCK_DAYS } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { ensureSpecialFolder, networkRootFolderColumn } from "../files/files.repo.js";
import { preloadGroupColumns } from "../groups/groups.repo.js";
import {
  findNetwork,
  insertNetwork,
  type NetworkRow,
  networkWithStatement,
  updateNetworkSettings,
} from "./network.repo.js";

export type { NetworkRow };

const preloadColumns = (memberId: Parameters<typeof preloadGroupColumns>[0]) => ({
  ...preloadGroupColumns(memberId),
  ...networkRootFolderColumn(),
});
type PreloadColumns = ReturnType<typeof preloadColumns>;
type PreloadGroups = { [K in keyof PreloadColumns]: PreloadColumns[K]["_"]["type"] };
export type Preload = Awaited<ReturnType<typeof getPreload>>;

/** The installation's network; created on first start. */
export async function getNetwork(db: DbOrTx): Promise<NetworkRow> {
  return (await findNetwork(db)) ?? ensureNetwork(db, "Intranet");
}

/** The network preload's rows: the network and, for a signed-in member, the groups' lists, in one statement. */
export async function getPreload(db: DbOrTx, memberId: string | null) {
  // A member's preload is built once (the member a placeholder); the anonymous one has no columns to build.
  const find = async () => {
    if (memberId) return networkWithStatement(db, "network_preload", preloadColumns)(memberId);
    const network = await findNetwork(db);
    return network && { network, extra: {} };
  };
  let found = await find();
  if (!found) {
    // Before the first start: create the network, then ask again.
    await getNetwork(db);
    found = await find();
    if (!found) throw new Error("network missing after creating it");
  }
  return { network: found.network, groups: memberId ? (found.extra as PreloadGroups) : null };
}

/** The network, created with its root folder (so the preload's `root_folder_id` is there from the start). */
export async function ensureNetwork(db: DbOrTx, name: string, language = "en"): Promise<NetworkRow> {
  const found = await findNetwork(db);
  if (found) return found;
  const network = await insertNetwork(db, name, language);
  await ensureSpecialFolder(db, null, "root_folder");
  return network;
}

/** Whether a file name passes the network's extension filter. */
export function extensionAllowed(settings: NetworkRow["settings"], extension: string): boolean {
  if (!settings.extension_filter_enabled) return true;
  const listed = settings.extension_filter_list.includes(extension.toLowerCase());
  return settings.extension_filter_type === "allow" ? listed : !listed;
}

/** The settings `/administration/settings` shows, with their defaults. */
export const presentAdministrationSettings = (network: NetworkRow): AdministrationSettings => ({
  activity_stream_subscriptions_enabled: network.settings.activity_stream_subscriptions_enabled === true,
  show_online_status: network.settings.show_online_status ?? true,
  guest_users_allow_chat: network.settings.guest_users_allow_chat === true,
  chat_message_allow_update: network.settings.chat_message_allow_update ?? 15,
  chat_message_allow_destroy: network.settings.chat_message_allow_destroy ?? true,
  max_file_attachments: network.settings.max_file_attachments ?? 10,
  max_image_attachments: network.settings.max_image_attachments ?? 10,
  file_profiles_enabled: network.settings.file_profiles_enabled === true,
  folder_profiles_enabled: network.settings.folder_profiles_enabled === true,
  file_lock_days: lockDaysOf(network),
});

/** The network's default lock length in days. */
export const lockDaysOf = (network: NetworkRow) => network.settings.file_lock_days ?? DEFAULT_LOCK_DAYS;

export async function changeAdministrationSettings(db: DbOrTx, changes: AdministrationSettingsUpdate) {
  const network = await getNetwork(db);
  // Only the keys the update names (the schema strips unknown ones); the others keep their values.
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<
    NetworkRow["settings"]
  >;
  if (Object.keys(set).length === 0) return presentAdministrationSettings(network);
  return presentAdministrationSettings(await updateNetworkSettings(db, network.id, set));
}
