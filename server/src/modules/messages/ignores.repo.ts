import { and, eq, type SQLWrapper, sql } from "drizzle-orm";
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

/** Whether the member ignores the other (so the other's direct messages do not reach them). */
export async function isIgnoring(db: DbOrTx, memberId: string, otherId: string): Promise<boolean> {
  const [row] = await db
    .select({ ignoring: ignoresAuthor(sql.param(memberId), sql.param(otherId)) })
    .from(sql`(select 1) as one`);
  return row?.ignoring === true;
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
