import { POLL_VOTERS_SHOWN, type PollKind } from "@intranet/contracts";
import { and, asc, eq, inArray, notInArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { activityPollOptions, activityPolls, activityPollVotes } from "./polls.schema.js";

/** A poll as a page shows it: its settings, answers with their counts, the viewer's votes and the first voters. */
export type LoadedPoll = {
  kind: PollKind;
  multipleChoice: boolean;
  /** Milliseconds since the epoch (JSON has no dates). */
  closesAt: number | null;
  /** Closed by its author or past `closesAt`, as the database's clock says. */
  closed: boolean;
  voterCount: number;
  options: LoadedPollOption[];
};

export type LoadedPollOption = {
  id: string;
  label: string | null;
  startsAt: number | null;
  endsAt: number | null;
  allDay: boolean;
  voteCount: number;
  voted: boolean;
  voterIds: string[];
};

/** SQL over `activity_polls`: closed by its author, or its closing moment has come. */
const isClosed = sql<boolean>`(${activityPolls.closed} or coalesce(${activityPolls.closesAt} <= now(), false))`;

/**
 * SQL over `activities`: the activity's poll for the viewer as one JSON value (null for an activity without
 * one), so a page of activities loads its polls in the statement that loads the activities. Written with
 * its own aliases: the select it sits in names its single table's columns without the table.
 */
export function pollColumn(viewerId: string | SQLWrapper): SQL<LoadedPoll | null> {
  const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
  return sql<LoadedPoll | null>`(select json_build_object(
      'kind', p.kind,
      'multipleChoice', p.multiple_choice,
      'closesAt', ${ms("p.closes_at")},
      'closed', (p.closed or coalesce(p.closes_at <= now(), false)),
      'voterCount', p.voter_count,
      'options', (select coalesce(json_agg(json_build_object(
          'id', o.id,
          'label', o.label,
          'startsAt', ${ms("o.starts_at")},
          'endsAt', ${ms("o.ends_at")},
          'allDay', o.all_day,
          'voteCount', o.vote_count,
          'voted', exists (select 1 from activity_poll_votes own where own.option_id = o.id and own.member_id = ${viewerId}),
          'voterIds', (select coalesce(json_agg(f.member_id order by f.created_at, f.member_id), '[]'::json) from (
            select v.member_id, v.created_at from activity_poll_votes v where v.option_id = o.id
            order by v.created_at, v.member_id limit ${POLL_VOTERS_SHOWN}) f)
        ) order by o.position), '[]'::json)
        from activity_poll_options o where o.activity_id = p.activity_id)
    ) from activity_polls p where p.activity_id = ${sql.raw('"activities"."id"')})`;
}

export type NewPollOption = { label: string | null; startsAt: Date | null; endsAt: Date | null; allDay: boolean };

export async function insertPoll(
  db: DbOrTx,
  activityId: string,
  poll: { kind: PollKind; multipleChoice: boolean; closesAt: Date | null },
  options: NewPollOption[],
) {
  await db.insert(activityPolls).values({ activityId, ...poll });
  await db.insert(activityPollOptions).values(options.map((o, position) => ({ activityId, position, ...o })));
}

/**
 * The poll of the activity, locked until the transaction ends (votes on one poll are counted one after the
 * other), with its answers' ids; null for an activity without a poll.
 */
export async function lockPoll(db: DbOrTx, activityId: string) {
  const [poll] = await db
    .select({ multipleChoice: activityPolls.multipleChoice, closed: isClosed })
    .from(activityPolls)
    .where(eq(activityPolls.activityId, activityId))
    .for("update");
  if (!poll) return null;
  const options = await db
    .select({ id: activityPollOptions.id })
    .from(activityPollOptions)
    .where(eq(activityPollOptions.activityId, activityId));
  return { multipleChoice: poll.multipleChoice, closed: poll.closed === true, optionIds: options.map((o) => o.id) };
}

/**
 * Sets the member's votes on the poll to exactly these answers, moving the answers' counts and the poll's
 * voter count by what changed. Call inside the transaction that locked the poll.
 */
export async function replaceVotes(db: DbOrTx, activityId: string, memberId: string, optionIds: string[]) {
  const removed = await db
    .delete(activityPollVotes)
    .where(
      and(
        eq(activityPollVotes.activityId, activityId),
        eq(activityPollVotes.memberId, memberId),
        optionIds.length ? notInArray(activityPollVotes.optionId, optionIds) : undefined,
      ),
    )
    .returning({ optionId: activityPollVotes.optionId });
  const added = optionIds.length
    ? await db
        .insert(activityPollVotes)
        .values(optionIds.map((optionId) => ({ optionId, memberId, activityId })))
        .onConflictDoNothing()
        .returning({ optionId: activityPollVotes.optionId })
    : [];
  const move = async (ids: string[], delta: 1 | -1) => {
    if (ids.length === 0) return;
    await db
      .update(activityPollOptions)
      .set({ voteCount: sql`greatest(${activityPollOptions.voteCount} + ${delta}, 0)` })
      .where(inArray(activityPollOptions.id, ids));
  };
  await move(
    removed.map((r) => r.optionId),
    -1,
  );
  await move(
    added.map((r) => r.optionId),
    1,
  );
  // Whether the member voted before: what they kept plus what was removed.
  const kept = optionIds.length - added.length;
  const before = kept + removed.length > 0;
  const after = optionIds.length > 0;
  if (before !== after) {
    await db
      .update(activityPolls)
      .set({ voterCount: sql`greatest(${activityPolls.voterCount} + ${after ? 1 : -1}, 0)` })
      .where(eq(activityPolls.activityId, activityId));
  }
}

/** The answer of the activity's poll with this id, or null. */
export async function findPollOption(db: DbOrTx, activityId: string, optionId: string) {
  const [row] = await db
    .select({ id: activityPollOptions.id })
    .from(activityPollOptions)
    .where(and(eq(activityPollOptions.id, optionId), eq(activityPollOptions.activityId, activityId)))
    .limit(1);
  return row ?? null;
}

/** Who chose the answer, first voters first. */
export async function voterIdsOf(db: DbOrTx, optionId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: activityPollVotes.memberId })
    .from(activityPollVotes)
    .where(eq(activityPollVotes.optionId, optionId))
    .orderBy(asc(activityPollVotes.createdAt), asc(activityPollVotes.memberId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Closes the poll, or reopens it: reopening also lifts a closing moment that has passed (otherwise it would
 * stay closed). False when the activity has no poll.
 */
export async function setPollClosed(db: DbOrTx, activityId: string, closed: boolean): Promise<boolean> {
  const rows = await db
    .update(activityPolls)
    .set(
      closed
        ? { closed: true }
        : {
            closed: false,
            closesAt: sql`case when ${activityPolls.closesAt} <= now() then null else ${activityPolls.closesAt} end`,
          },
    )
    .where(eq(activityPolls.activityId, activityId))
    .returning({ id: activityPolls.activityId });
  return rows.length > 0;
}
