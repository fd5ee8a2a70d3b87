import type { GroupCan } from "@intranet/contracts";
import type { MemberRow } from "../members/members.schema.js";
import type { GroupMembershipRow, GroupRow } from "./groups.schema.js";

export type GroupAccessContext = {
  member: MemberRow | null;
  group: GroupRow;
  membership: Pick<GroupMembershipRow, "status" | "isAdmin"> | null;
  /** How many administrators the group has; the last one may not leave. */
  adminCount: number;
};

const isActiveMember = (c: GroupAccessContext) => c.membership?.status === "member";

/**
 * A hidden group does not exist for those outside it; for external (guest) members the same holds
 * for every group not marked externally visible.
 */
export function canSeeGroup(c: Pick<GroupAccessContext, "member" | "group" | "membership">): boolean {
  if (!c.member) return false;
  if (c.membership?.status === "member" || c.membership?.status === "invited") return true;
  if (c.member.isNetworkAdmin) return true;
  if (c.group.access === "hidden") return false;
  return !c.member.isExternal || c.group.externallyVisible;
}

export function groupCan(c: GroupAccessContext): GroupCan {
  const member = c.member;
  const networkAdmin = member?.isNetworkAdmin === true;
  const groupAdmin = isActiveMember(c) && c.membership?.isAdmin === true;
  const archived = c.group.archivedAt !== null;
  const outside = !c.membership || c.membership.status === "rejected";
  const mayJoinAtAll = member !== null && outside && !archived && c.group.access !== "hidden";
  const moderated = c.group.access === "closed" || c.group.moderatedJoin;
  const lastAdmin = groupAdmin && c.adminCount <= 1;
  return {
    join: mayJoinAtAll && !moderated,
    join_moderated: mayJoinAtAll && moderated,
    leave: isActiveMember(c) && !lastAdmin,
    destroy: networkAdmin || groupAdmin,
    archive: networkAdmin || groupAdmin,
    create_hidden: networkAdmin,
    update: (networkAdmin || groupAdmin) && !archived,
    administrate: networkAdmin || groupAdmin,
    read_content: member !== null && (c.group.access === "open" || isActiveMember(c) || networkAdmin),
  };
}
