import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedOn } from "../../db/prepared.js";
import { hashToken, newToken } from "../../lib/tokens.js";
import { prepareRowWithMember } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { sessions } from "./auth.schema.js";

export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;
/** Sliding expiry is renewed at most this often, to keep reads cheap. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(db: DbOrTx, memberId: string, userAgent: string | undefined, ssoIdToken?: string) {
  const token = newToken();
  const csrfToken = newToken(24);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    csrfToken,
    userAgent: userAgent?.slice(0, 300),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ssoIdToken: ssoIdToken ?? null,
  });
  return { token, csrfToken };
}

/** The session and its member, or null when the token is unknown, expired or the member locked. */
export async function findSession(
  db: DbOrTx,
  token: string,
): Promise<{ session: SessionRow; member: MemberRow } | null> {
  const tokenHash = hashToken(token);
  // One statement, run on every signed-in call, so built once: the session joined with its member (the
  // join written by the members repository).
  const found = await preparedOn(db, "session_lookup", (d, name) =>
    prepareRowWithMember(
      d,
      sessions,
      sessions.memberId,
      and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql.placeholder("now"))),
      name,
    ),
  ).execute({ tokenHash, now: new Date().toISOString() });
  if (!found || found.member.lockedAt) return null;
  const { row: session, member } = found;
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { session, member };
}

export async function deleteSession(db: DbOrTx, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteMemberSessions(db: DbOrTx, memberId: string) {
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
}

/** Ends the member's other sessions (after a password change), keeping the one making the change. */
export async function deleteOtherSessions(db: DbOrTx, memberId: string, keepTokenHash: string) {
  await db.delete(sessions).where(and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, keepTokenHash)));
}

/** Ends the session of this token and gives back its row (null when there was none). */
export async function takeSession(db: DbOrTx, token: string): Promise<SessionRow | null> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning();
  return row ?? null;
}
