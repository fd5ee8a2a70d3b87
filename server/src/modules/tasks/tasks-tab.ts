import type { DbOrTx } from "../../db/client.js";
import type { LoadedGroup } from "../groups/group-access.js";
import { tab } from "../groups/group-navigation.js";

/** The group's tasks as a tab of its navigation (the groups module shows content tabs only to readers). */
export async function tasksTab(_db: DbOrTx, g: LoadedGroup, base: string) {
  return g.can.read_content ? tab("tasks", `${base}/tasks`) : null;
}
