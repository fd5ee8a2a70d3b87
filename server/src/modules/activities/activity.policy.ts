import type { Activity, ActivityReply } from "@intranet/contracts";
import type { MemberRow } from "../members/members.schema.js";

/**
 * What a member may do with an activity they may read (whoever reaches these functions passed
 * `activitiesReadableBy`): reply and like; update their own; remove their own, or any as a network
 * administrator or an administrator of the activity's group (`groupAdmin`, from `groupAdminOf`).
 */
export function activityCan(
  viewer: Pick<MemberRow, "id" | "isNetworkAdmin">,
  activity: { authorId: string | null },
  flags: { groupAdmin: boolean },
): Activity["can"] {
  const own = activity.authorId !== null && activity.authorId === viewer.id;
  return { update: own, destroy: own || viewer.isNetworkAdmin || flags.groupAdmin, reply: true, like: true };
}

/** A reply: its author edits it; its author, network administrators and the group's administrators remove it; the question's author accepts answers. */
export function replyCan(
  viewer: Pick<MemberRow, "id" | "isNetworkAdmin">,
  reply: { authorId: string | null; type: ActivityReply["type"] },
  activity: { authorId: string | null; objectType: string },
  flags: { groupAdmin: boolean },
): ActivityReply["can"] {
  const own = reply.authorId !== null && reply.authorId === viewer.id;
  const asker = activity.authorId !== null && activity.authorId === viewer.id;
  return {
    update: own,
    destroy: own || viewer.isNetworkAdmin || flags.groupAdmin,
    accept: asker && reply.type === "answers" && activity.objectType === "question",
  };
}

/** Who may post in the network stream: every member but external guests. */
export const mayPostInNetwork = (viewer: Pick<MemberRow, "isExternal">) => !viewer.isExternal;

/** A poll: whoever reads it votes while it is open; its author closes and reopens it. */
export function pollCan(
  viewer: Pick<MemberRow, "id">,
  activity: { authorId: string | null },
  poll: { closed: boolean },
): { vote: boolean; close: boolean } {
  return { vote: !poll.closed, close: activity.authorId !== null && activity.authorId === viewer.id };
}
