import type { GroupMembershipRow } from "./groups.schema.js";

// What a loaded membership row says, for policies and presenters (the SQL rules are in groups.access.ts).

/** The one membership status that makes someone belong to a group; invited, pending and rejected do not. */
export const ACTIVE_MEMBERSHIP = "member" satisfies GroupMembershipRow["status"];

/** Whether a loaded membership is an active one. */
export function isActiveMember<T extends { status: string }>(
  membership: T | null | undefined,
): membership is T & { status: typeof ACTIVE_MEMBERSHIP } {
  return membership?.status === ACTIVE_MEMBERSHIP;
}

/** Whether a loaded membership is an active one with administrator rights. */
export const isGroupAdmin = (membership: { status: string; isAdmin: boolean } | null | undefined): boolean =>
  isActiveMember(membership) && membership?.isAdmin === true;
