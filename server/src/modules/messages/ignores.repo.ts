import { and, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { findMembersIn, findMembersWith } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { memberIgnores } from "./messages.schema.js";

// Who ignores whom: an ignored member's direct messages no longer reach the member who ignores them.

/** SQL: the member (an id column) ignores the author, so the author's direct messages do not reach them. */
export const ignoresAuthor = (memberId: SQLWrapper, authorId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${memberIgnores} where ${memberIgnores.memberId} = ${memberId} and ${memberIgnores.ignoredMemberId} = ${authorId})`;

/** The members with these ids (those that exist), each with whether they ignore the author: one statement. */
export async function membersIgnoringAuthor(db: DbOrTx, authorId: string, memberIds: string[]) {
  return findMembersWith(
    db,
    "members_ignoring_author",
    memberIds,
    (memberId) => ({ ignoring: ignoresAuthor(memberId, sql.placeholder("author")) }),
    { author: authorId },
  );
}

export async function ignoredBy(db: DbOrTx, authorId: string, memberIds: string[]): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: memberIgnores.memberId })
    .from(memberIgnores)
    .where(and(eq(memberIgnores.ignoredMemberId, authorId), inArray(memberIgnores.memberId, memberIds)));
  return new Set(rows.map((r) => r.id));
}

export async function isIgnoring(db: DbOrTx, memberId: string, otherId: string) {
  const found = await ignoredBy(db, otherId, [memberId]);
  return found.has(memberId);
}

export async function setIgnoring(db: DbOrTx, memberId: string, otherId: string, ignore: boolean) {
  if (ignore) {
    await db.insert(memberIgnores).values({ memberId, ignoredMemberId: otherId }).onConflictDoNothing();
  } else {
    await db
      .delete(memberIgnores)
      .where(and(eq(memberIgnores.memberId, memberId), eq(memberIgnores.ignoredMemberId, otherId)));
  }
}

/** Members the given member ignores, by name (the members module's settings page lists them). */
export async function ignoredMembersOf(db: DbOrTx, memberId: string): Promise<MemberRow[]> {
  return findMembersIn(
    db,
    db.select({ id: memberIgnores.ignoredMemberId }).from(memberIgnores).where(eq(memberIgnores.memberId, memberId)),
  );
}
