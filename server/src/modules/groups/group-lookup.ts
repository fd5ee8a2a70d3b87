import type { GroupLookup } from "../members/group-lookup.access.js";
import { requireVisibleGroup, requireVisibleMemberList } from "./group-access.js";
import { activeMemberOf, memberListGroupIds, memberOrInviteeOf } from "./groups.access.js";
import { activeGroupIdsAmong } from "./memberships.repo.js";
import { contentReadableGroupIds } from "./readable-ids.access.js";

/** The groups' answers to the modules below them (member lists, pickers, a group's search). */
export const groupLookup: GroupLookup = {
  visibleGroupId: async (db, member, by) => (await requireVisibleGroup(db, member, by)).group.id,
  memberListGroupId: async (db, member, by) => (await requireVisibleMemberList(db, member, by)).group.id,
  memberListGroupIds,
  activeGroupIdsAmong,
  activeMemberOf,
  memberOrInviteeOf,
  contentReadableGroupIds,
};
