import type { FolderSummary } from "@intranet/contracts";
import type { TFunction } from "i18next";

/** A top folder's name as every screen gives it, in the member's language: it is stored as "Files". */
export const rootFolderName = (t: TFunction, groupSlug: string | null) =>
  t(groupSlug ? "files.rootGroup" : "files.rootNetwork");

/** The names along a folder path (root first), the root under its translated name. */
export const folderPathNames = (t: TFunction, path: readonly { name: string }[], groupSlug: string | null) =>
  path.map((entry, index) => (index === 0 ? rootFolderName(t, groupSlug) : entry.name));

/** A folder's name by its type: a root or an activity-stream folder translated, any other as it was named. */
export function folderName(t: TFunction, folder: Pick<FolderSummary, "type" | "name" | "group_slug">) {
  if (folder.type === "root_folder") return rootFolderName(t, folder.group_slug);
  return folder.type === "activitystream_folder" ? t("files.activityStreamFolder") : folder.name;
}
