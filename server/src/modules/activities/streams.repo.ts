import { ALL_STREAM } from "@intranet/contracts";
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { networkFlagOn } from "../network/network.repo.js";
import { activities } from "./activities.schema.js";
import { type ActivityStreamRow, activityStreams, activityStreamUnsubscriptions } from "./streams.schema.js";

const qb = new QueryBuilder();

const navigationOrder = [
  asc(activityStreams.position),
  asc(sql`lower(${activityStreams.name})`),
  asc(activityStreams.id),
];

/** Every network stream in the navigation's order. */
export async function listStreams(db: DbOrTx): Promise<ActivityStreamRow[]> {
  return db
    .select()
    .from(activityStreams)
    .orderBy(...navigationOrder);
}

/**
 * The network streams with whether the member follows each (`following`, false once they left it) and whether
 * the network lets members subscribe (`subscriptions`, the same on every row), in one statement. The flag is
 * asked beside the streams so a network without streams still answers it (one row with no stream then).
 */
export async function streamsWithSubscriptions(db: DbOrTx, memberId: string) {
  const left = qb
    .select({ one: sql`1` })
    .from(activityStreamUnsubscriptions)
    .where(
      and(
        eq(activityStreamUnsubscriptions.streamId, activityStreams.id),
        eq(activityStreamUnsubscriptions.memberId, memberId),
      ),
    );
  return db
    .select({
      stream: activityStreams,
      following: sql<boolean>`not exists (${left})`,
      subscriptions: networkFlagOn("activity_stream_subscriptions_enabled"),
    })
    .from(activityStreams)
    .orderBy(...navigationOrder);
}

/** Whether the network lets members subscribe to network streams, and the stream of this slug (null: none). */
export async function streamWithSubscriptionFlag(db: DbOrTx, slug: string) {
  const result = await db.execute(
    sql`select ${networkFlagOn("activity_stream_subscriptions_enabled")} as "enabled", (${qb
      .select({ id: activityStreams.id })
      .from(activityStreams)
      .where(eq(activityStreams.slug, slug))}) as "id"`,
  );
  const [row] = (result as unknown as { rows: { enabled: boolean; id: string | null }[] }).rows;
  return { enabled: row?.enabled === true, streamId: row?.id ?? null };
}

export async function findStreamBySlug(db: DbOrTx, slug: string): Promise<ActivityStreamRow | null> {
  const [row] = await db.select().from(activityStreams).where(eq(activityStreams.slug, slug)).limit(1);
  return row ?? null;
}

export async function findStreamById(db: DbOrTx, id: string): Promise<ActivityStreamRow | null> {
  const [row] = await db.select().from(activityStreams).where(eq(activityStreams.id, id)).limit(1);
  return row ?? null;
}

/** Whether another stream (not `exceptId`) holds this slug. */
export async function streamSlugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: activityStreams.id })
    .from(activityStreams)
    .where(and(eq(activityStreams.slug, slug), exceptId ? ne(activityStreams.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The position after the last stream's. */
export async function nextStreamPosition(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ last: max(activityStreams.position) }).from(activityStreams);
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function insertStream(
  db: DbOrTx,
  values: typeof activityStreams.$inferInsert,
): Promise<ActivityStreamRow> {
  const [row] = await db.insert(activityStreams).values(values).returning();
  if (!row) throw new Error("stream insert returned nothing");
  return row;
}

/** Changes the stream; a new slug moves its activities along. */
export async function updateStream(
  db: DbOrTx,
  before: ActivityStreamRow,
  set: { slug: string; name: string; description: string; position: number },
): Promise<ActivityStreamRow> {
  const [row] = await db.update(activityStreams).set(set).where(eq(activityStreams.id, before.id)).returning();
  if (!row) throw new Error("stream update returned nothing");
  if (set.slug !== before.slug) await moveStreamActivities(db, before.slug, set.slug);
  return row;
}

/** Network-level activities of one stream move to another (a renamed slug, or `all` when the stream goes). */
async function moveStreamActivities(db: DbOrTx, from: string, to: string) {
  await db
    .update(activities)
    .set({ streamSlug: to })
    .where(and(sql`${activities.groupId} is null`, eq(activities.streamSlug, from)));
}

/** Removes the stream and its subscriptions; its activities move to `all`. */
export async function deleteStream(db: DbOrTx, stream: ActivityStreamRow) {
  await moveStreamActivities(db, stream.slug, ALL_STREAM);
  await db.delete(activityStreams).where(eq(activityStreams.id, stream.id));
}

/** Follows (deletes the member's unsubscription) or leaves the stream; idempotent. */
export async function setFollowing(db: DbOrTx, streamId: string, memberId: string, following: boolean) {
  if (following) {
    await db
      .delete(activityStreamUnsubscriptions)
      .where(
        and(eq(activityStreamUnsubscriptions.streamId, streamId), eq(activityStreamUnsubscriptions.memberId, memberId)),
      );
  } else {
    await db.insert(activityStreamUnsubscriptions).values({ streamId, memberId }).onConflictDoNothing();
  }
}
