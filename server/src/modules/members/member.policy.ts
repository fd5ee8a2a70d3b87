import type { MemberRow } from "./members.schema.js";

/** What the current member may do with a member's profile. */
export function memberCan(current: MemberRow | null, target: MemberRow) {
  const self = current?.id === target.id;
  const admin = current?.isNetworkAdmin === true;
  return {
    update_profile: self || admin,
    update_registration: self,
    chat: current !== null && !current.isExternal && !target.lockedAt,
    create_channels: self && admin,
  };
}

/** Whether the member is reached by what others send (messages, notification mails): not while locked. */
export const isReachable = (m: Pick<MemberRow, "lockedAt">) => m.lockedAt === null;
