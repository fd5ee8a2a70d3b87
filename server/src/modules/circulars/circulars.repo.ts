import type { Placeholder } from "drizzle-orm";
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, notExists, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { activeMemberOf } from "../groups/groups.access.js";
import { unlockedMemberIds } from "../members/members.repo.js";
import { type CircularRow, circularRecipients, circulars } from "./circulars.schema.js";

const qb = new QueryBuilder();

export async function insertCircular(
  db: DbOrTx,
  values: Pick<CircularRow, "groupId" | "authorId" | "title" | "htmlContent">,
): Promise<CircularRow> {
  const [row] = await db.insert(circulars).values(values).returning();
  if (!row) throw new Error("circular insert returned nothing");
  return row;
}

/**
 * Fixes the recipients once: every member that is not locked, or only the group's active members, but never the
 * author; returns their ids. One INSERT … SELECT, whatever the audience's size.
 */
export async function insertRecipients(
  db: DbOrTx,
  circular: Pick<CircularRow, "id" | "groupId" | "authorId">,
): Promise<string[]> {
  const { id: circularId, groupId, authorId } = circular;
  const result = await db.execute(sql`
    insert into ${circularRecipients} (circular_id, member_id)
    select ${circularId}, audience.id from (${unlockedMemberIds()}) as audience
    where ${groupId ? activeMemberOf(groupId, sql`audience.id`) : sql`true`}
    ${authorId ? sql`and audience.id <> ${authorId}` : sql``}
    returning member_id`);
  const rows = (result as unknown as { rows: { member_id: string }[] }).rows;
  const ids = rows.map((r) => r.member_id);
  await db.update(circulars).set({ recipientCount: ids.length }).where(eq(circulars.id, circularId));
  return ids;
}

export type CircularListRow = { circular: CircularRow; confirmedAt: Date | null };

/**
 * The circulars the member received or sent (of one group, when given), newest first, before the cursor, with the
 * member's confirmation of those received. One query, two index walks merged: the received ones along the member's
 * recipient rows (`circular_recipients_member_idx`), the sent ones along `circulars_author_idx` (but those the member
 * also received), each cut at the page's size; an OR over a left join would read every circular instead. Awaited it
 * runs; unawaited it is the statement (its plan is checked on a few thousand rows in the tests).
 */
export function memberCirculars(
  db: DbOrTx,
  memberId: string,
  opts: { groupId?: string; before?: string; limit: number },
) {
  const inGroup = opts.groupId ? eq(circulars.groupId, opts.groupId) : undefined;
  const before = opts.before ? lt(circulars.id, opts.before) : undefined;
  const received = db
    .select({ circular: circulars, confirmedAt: circularRecipients.confirmedAt })
    .from(circularRecipients)
    .innerJoin(circulars, eq(circulars.id, circularRecipients.circularId))
    .where(
      and(
        eq(circularRecipients.memberId, memberId),
        inGroup,
        opts.before ? lt(circularRecipients.circularId, opts.before) : undefined,
      ),
    )
    .orderBy(desc(circularRecipients.circularId))
    .limit(opts.limit);
  const alsoReceived = qb
    .select({ one: sql`1` })
    .from(circularRecipients)
    .where(and(eq(circularRecipients.circularId, circulars.id), eq(circularRecipients.memberId, memberId)));
  const sent = db
    .select({ circular: circulars, confirmedAt: sql<Date | null>`null::timestamptz`.as("confirmed_at") })
    .from(circulars)
    .where(and(eq(circulars.authorId, memberId), inGroup, before, notExists(alsoReceived)))
    .orderBy(desc(circulars.id))
    .limit(opts.limit);
  return received.unionAll(sent).orderBy(desc(circulars.id)).limit(opts.limit);
}

/** Sets the member's confirmation once; a second call keeps the first date. True when it changed. */
export async function confirmReceipt(db: DbOrTx, circularId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .update(circularRecipients)
    .set({ confirmedAt: new Date() })
    .where(
      and(
        eq(circularRecipients.circularId, circularId),
        eq(circularRecipients.memberId, memberId),
        isNull(circularRecipients.confirmedAt),
      ),
    )
    .returning({ memberId: circularRecipients.memberId });
  return rows.length > 0;
}

export async function confirmationCounts(db: DbOrTx, circularId: string) {
  const [row] = await db
    .select({
      confirmed: sql<number>`count(${circularRecipients.confirmedAt})::int`,
      total: count(),
    })
    .from(circularRecipients)
    .where(eq(circularRecipients.circularId, circularId));
  const confirmed = Number(row?.confirmed ?? 0);
  return { confirmed, pending: Number(row?.total ?? 0) - confirmed };
}

/** Recipients who have (or have not) confirmed, by member id after the cursor. */
export async function recipientsIn(
  db: DbOrTx,
  circularId: string,
  opts: { state: "confirmed" | "pending"; before?: string; limit: number },
) {
  return db
    .select({ memberId: circularRecipients.memberId, confirmedAt: circularRecipients.confirmedAt })
    .from(circularRecipients)
    .where(
      and(
        eq(circularRecipients.circularId, circularId),
        opts.state === "confirmed" ? isNotNull(circularRecipients.confirmedAt) : isNull(circularRecipients.confirmedAt),
        opts.before ? gt(circularRecipients.memberId, opts.before) : undefined,
      ),
    )
    .orderBy(asc(circularRecipients.memberId))
    .limit(opts.limit);
}

/** Deletes the circular; returns the recipients who had not confirmed it (their counts change). */
export async function deleteCircularRow(db: DbOrTx, id: string): Promise<string[]> {
  const pending = await db
    .select({ memberId: circularRecipients.memberId })
    .from(circularRecipients)
    .where(and(eq(circularRecipients.circularId, id), isNull(circularRecipients.confirmedAt)));
  await db.delete(circulars).where(eq(circulars.id, id));
  return pending.map((r) => r.memberId);
}

/** SQL: the member's unconfirmed circulars (the `Circulars` unread count). */
export function unconfirmedCircularsSql(memberId: string | Placeholder): SQL<number> {
  return sql<number>`(${qb
    .select({ n: sql`count(*)::int` })
    .from(circularRecipients)
    .where(and(eq(circularRecipients.memberId, memberId), isNull(circularRecipients.confirmedAt)))})`;
}
