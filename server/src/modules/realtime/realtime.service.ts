import type { AppContext } from "../../context.js";
import { newToken } from "../../lib/tokens.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { createSocketToken, socketTokenMember } from "./realtime.repo.js";

/** Credentials live as long as the spec's client caches them (3 hours), never longer than their session. */
const TOKEN_TTL_MS = 3 * 3600 * 1000;

/** POST /api/v1/chat_token: a socket token for the member, deleted with the session that asked for it. */
export async function issueSocketToken(
  ctx: AppContext,
  member: MemberRow,
  session: { tokenHash: string; expiresAt: Date },
) {
  const token = newToken();
  const expiresAt = new Date(Math.min(Date.now() + TOKEN_TTL_MS, session.expiresAt.getTime()));
  // Deleted with the session: signing out, a password change or reset end the socket token too.
  await createSocketToken(ctx.db, token, member.id, session.tokenHash, expiresAt);
  return { token, expires_at: expiresAt.toISOString() };
}

/** The member a socket token is still good for, or null (expired, its session ended). */
export const socketTokenMemberId = (ctx: AppContext, token: string) => socketTokenMember(ctx.db, token);

/** The member behind a socket, read again (a lock ends the socket at once); null when locked or gone. */
export async function activeSocketMember(ctx: AppContext, memberId: string | null): Promise<MemberRow | null> {
  const member = memberId ? await findMemberById(ctx.db, memberId) : null;
  return member && !member.lockedAt ? member : null;
}

/** The hub topic a member's open sockets listen on to end themselves; no client may join it. */
export const socketsEndTopic = (memberId: string) => `sockets_end:${memberId}`;

/** Ends every open socket of the members at once (a lock, a deletion), on every instance. */
export async function endMemberSockets(ctx: AppContext, memberIds: string[]) {
  for (const id of memberIds) await ctx.realtime.publish(socketsEndTopic(id), "end", {});
}
