import type { DbOrTx } from "../../db/client.js";
import type { LoadedGroup } from "../groups/group-access.js";
import { tab } from "../groups/group-navigation.js";
import { findNetwork } from "../network/network.repo.js";
import { settingsOf } from "../network/network-settings.js";

/** The group's map as a tab of its navigation, while the network's maps and `show_map` are on. */
export async function mapTab(db: DbOrTx, g: LoadedGroup, base: string) {
  if (!g.can.read_content) return null;
  const network = await findNetwork(db);
  const s = network ? settingsOf(network) : null;
  return s?.maps_enabled && s.show_map ? tab("map", `${base}/map`) : null;
}
