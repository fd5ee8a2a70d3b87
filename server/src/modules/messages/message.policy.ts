import type { MessagesCan } from "@intranet/contracts";
import { isReachable } from "../members/member.policy.js";
import type { MemberRow } from "../members/members.schema.js";

/**
 * Who may write direct messages: every active member; external (guest) members read and receive
 * messages but do not write them, as they get no private-chat option either. Only network
 * administrators may write to all network members.
 */
export function messagesCan(member: MemberRow): MessagesCan {
  const active = member.lockedAt === null;
  const send = active && !member.isExternal;
  return { send_direct_messages: send, send_to_all_network_members: send && member.isNetworkAdmin };
}

/** Whether a member can take part in a conversation at all (locked accounts receive nothing). */
export const canReceive = isReachable;

/** Reply-all needs someone besides oneself: the author or another recipient. */
export function messageCan(member: MemberRow, author: MemberRow | null, otherRecipients: number) {
  const send = messagesCan(member).send_direct_messages;
  const replyable = author !== null && author.id !== member.id && canReceive(author);
  return {
    reply: send && replyable,
    reply_all: send && (replyable || otherRecipients > 0),
    forward: send,
    delete: true,
  };
}
