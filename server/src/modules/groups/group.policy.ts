import type { GroupCan } from "@intranet/contracts";
import type { MemberRow } from "../members/members.schema.js";
import { isActiveMember, isGroupAdmin } from "./groups.access.js";
import type { GroupMembershipRow, GroupRow } from "./groups.schema.js";

export type GroupAccessContext = {
  member: MemberRow | null;
  group: GroupRow;
  membership: Pick<GroupMembershipRow, "status" | "isAdmin"> | null;
  /** How many administrators the group has; the last one may not leave. */
  adminCount: number;
  /** Whether the member may read the group's content, as `groupsReadableBy` in groups.access.ts decided. */
  readContent: boolean;
  /** Whether the member administrates the group's category (`categoryAdminOf`): they administrate the group. */
  categoryAdmin?: boolean;
};

/** Abilities on a group the member may see (visibility itself is decided in SQL, `groupsVisibleTo`). */
export function groupCan(c: GroupAccessContext): GroupCan {
  const member = c.member;
  const networkAdmin = member?.isNetworkAdmin === true;
  const memberAdmin = isGroupAdmin(c.membership);
  const groupAdmin = memberAdmin || (c.categoryAdmin === true && member?.isExternal !== true);
  const archived = c.group.archivedAt !== null;
  const outside = !c.membership || c.membership.status === "rejected";
  const mayJoinAtAll = member !== null && outside && !archived && c.group.access !== "hidden";
  const moderated = c.group.access === "closed" || c.group.moderatedJoin;
  const lastAdmin = memberAdmin && c.adminCount <= 1;
  return {
    join: mayJoinAtAll && !moderated,
    join_moderated: mayJoinAtAll && moderated,
    leave: isActiveMember(c.membership) && !lastAdmin,
    destroy: networkAdmin || groupAdmin,
    archive: networkAdmin || groupAdmin,
    create_hidden: networkAdmin,
    update: (networkAdmin || groupAdmin) && !archived,
    administrate: networkAdmin || groupAdmin,
    read_content: c.readContent,
  };
}
