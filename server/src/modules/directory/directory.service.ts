import type { DirectoryMember } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { groupAdminsAmong } from "../groups/memberships.repo.js";
import { roleBadgesOf } from "../groups/roles.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { type DirectoryBadges, type DirectorySettings, presentDirectoryMembers } from "./directory.presenter.js";

/** Role badges (and group administrators in a group) of a page of members, in two queries. */
export async function directoryBadgesOf(db: DbOrTx, memberIds: string[], groupId?: string): Promise<DirectoryBadges> {
  const [roles, admins] = await Promise.all([
    roleBadgesOf(db, memberIds, groupId),
    groupId ? groupAdminsAmong(db, groupId, memberIds) : Promise.resolve(null),
  ]);
  return { roles, admins };
}

/** A page of directory entries as the API shows them. */
export async function presentedDirectoryMembers(
  db: DbOrTx,
  rows: MemberRow[],
  settings: DirectorySettings,
  groupId?: string,
): Promise<DirectoryMember[]> {
  const badges = await directoryBadgesOf(
    db,
    rows.map((r) => r.id),
    groupId,
  );
  return presentDirectoryMembers(rows, settings, badges);
}
