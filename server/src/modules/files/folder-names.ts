import type { DbOrTx } from "../../db/client.js";
import { mailLanguage, mailTranslator } from "../../mail/render.js";
import { findGroupsByIds } from "../groups/groups.repo.js";
import type { FolderRow } from "./files.schema.js";

type Named = Pick<FolderRow, "id" | "type" | "name" | "groupId">;

/**
 * The names folders go by in a zip or an export, in the member's language: the top folders and the activity-stream
 * folders are stored in English ("Files", "Activity stream"), and a group's top folder carries the group's name
 * ("Marketing – Dateien"), as a downloaded "Gruppendateien.zip" would not say whose files it holds. Other folders
 * keep their own names. The groups' names are asked once, for the top folders among `folders`.
 */
export async function folderNamer(db: DbOrTx, language: string, folders: readonly Named[]) {
  const t = mailTranslator(mailLanguage(language, "en"));
  const groupIds = folders.flatMap((f) => (f.type === "root_folder" && f.groupId ? [f.groupId] : []));
  const groupNames = new Map((await findGroupsByIds(db, [...new Set(groupIds)])).map((g) => [g.id, g.name]));
  return (folder: Named): string => {
    if (folder.type === "activitystream_folder") return t("exports.folders.activityStream");
    if (folder.type !== "root_folder") return folder.name;
    const group = folder.groupId ? groupNames.get(folder.groupId) : undefined;
    return group ? t("exports.folders.group", { group }) : t("exports.folders.network");
  };
}
