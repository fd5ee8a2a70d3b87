import type { ChannelSummary } from "@intranet/contracts";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { unlockedMemberIds } from "../members/members.repo.js";
import { channelsReadableBy, channelUpdatableBy, subscribesChannel } from "./channels.access.js";
import {
  type ChannelRow,
  type ChannelWidgetRow,
  channelAdmins,
  channelFavorites,
  channelSubscriptions,
  channels,
  channelVisits,
  channelWidgets,
} from "./channels.schema.js";

/** A channel the member may read, with what the member is to it. */
export type SeenChannel = { channel: ChannelRow; canUpdate: boolean; favorited: boolean; subscribed: boolean };

const favoritedBy = (memberId: string) =>
  sql<boolean>`exists (select 1 from ${channelFavorites} where ${channelFavorites.channelId} = ${channels.id} and ${channelFavorites.memberId} = ${memberId})`;

/** The channel with this slug (or id) if the member may read it; null otherwise (a draft to a reader, unknown). */
export async function readableChannel(
  db: DbOrTx,
  memberId: string,
  by: { slug: string } | { id: string },
): Promise<SeenChannel | null> {
  const [row] = await db
    .select({
      channel: channels,
      canUpdate: sql<boolean>`${channelUpdatableBy(channels.id, memberId)}`,
      favorited: favoritedBy(memberId),
      subscribed: sql<boolean>`${subscribesChannel(channels.id, memberId)}`,
    })
    .from(channels)
    .where(and("slug" in by ? eq(channels.slug, by.slug) : eq(channels.id, by.id), channelsReadableBy(memberId)));
  return row ?? null;
}

export async function slugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.slug, slug), exceptId ? sql`${channels.id} <> ${exceptId}` : undefined));
  return row !== undefined;
}

export async function insertChannel(db: DbOrTx, values: typeof channels.$inferInsert): Promise<ChannelRow> {
  const [row] = await db.insert(channels).values(values).returning();
  return row as ChannelRow;
}

/** Makes the member an administrator of the channel; false when they already were one. */
export async function addChannelAdmin(db: DbOrTx, channelId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .insert(channelAdmins)
    .values({ channelId, memberId })
    .onConflictDoNothing()
    .returning({ id: channelAdmins.memberId });
  return rows.length > 0;
}

/** The ids of the channel's administrators (a channel has few). */
export async function channelAdminIds(db: DbOrTx, channelId: string): Promise<string[]> {
  const rows = await db
    .select({ id: channelAdmins.memberId })
    .from(channelAdmins)
    .where(eq(channelAdmins.channelId, channelId));
  return rows.map((r) => r.id);
}

/**
 * The channel's administrators after locking the channel's row, so two removals at once cannot both pass the
 * "at least one administrator" check (call inside a transaction).
 */
export async function lockedChannelAdminIds(db: DbOrTx, channelId: string): Promise<string[]> {
  await db.select({ id: channels.id }).from(channels).where(eq(channels.id, channelId)).for("update");
  return channelAdminIds(db, channelId);
}

export async function removeChannelAdmin(db: DbOrTx, channelId: string, memberId: string): Promise<void> {
  await db
    .delete(channelAdmins)
    .where(and(eq(channelAdmins.channelId, channelId), eq(channelAdmins.memberId, memberId)));
}

export async function updateChannelRow(
  db: DbOrTx,
  id: string,
  set: Partial<typeof channels.$inferInsert>,
): Promise<ChannelRow> {
  const [row] = await db.update(channels).set(set).where(eq(channels.id, id)).returning();
  return row as ChannelRow;
}

// ---- widgets ----

export function widgetsOf(db: DbOrTx, channelId: string): Promise<ChannelWidgetRow[]> {
  return db
    .select()
    .from(channelWidgets)
    .where(eq(channelWidgets.channelId, channelId))
    .orderBy(asc(channelWidgets.id));
}

/** A widget by its id alone (GET /widgets/{id}); its channel's access is checked by the caller. */
export async function widgetById(db: DbOrTx, id: string): Promise<ChannelWidgetRow | null> {
  const [row] = await db.select().from(channelWidgets).where(eq(channelWidgets.id, id));
  return row ?? null;
}

export async function widgetOf(db: DbOrTx, channelId: string, id: string): Promise<ChannelWidgetRow | null> {
  const [row] = await db
    .select()
    .from(channelWidgets)
    .where(and(eq(channelWidgets.channelId, channelId), eq(channelWidgets.id, id)));
  return row ?? null;
}

export async function countWidgets(db: DbOrTx, channelId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(channelWidgets).where(eq(channelWidgets.channelId, channelId));
  return row?.n ?? 0;
}

export async function insertWidget(db: DbOrTx, values: typeof channelWidgets.$inferInsert): Promise<ChannelWidgetRow> {
  const [row] = await db.insert(channelWidgets).values(values).returning();
  return row as ChannelWidgetRow;
}

export async function updateWidgetRow(
  db: DbOrTx,
  id: string,
  set: Partial<typeof channelWidgets.$inferInsert>,
): Promise<ChannelWidgetRow> {
  const [row] = await db.update(channelWidgets).set(set).where(eq(channelWidgets.id, id)).returning();
  return row as ChannelWidgetRow;
}

export async function deleteWidgetRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(channelWidgets).where(eq(channelWidgets.id, id));
}

// ---- favourites, subscriptions, visits ----

export async function setFavorite(db: DbOrTx, channelId: string, memberId: string, on: boolean): Promise<void> {
  if (on) await db.insert(channelFavorites).values({ channelId, memberId }).onConflictDoNothing();
  else
    await db
      .delete(channelFavorites)
      .where(and(eq(channelFavorites.channelId, channelId), eq(channelFavorites.memberId, memberId)));
}

/** Recounts the subscribers of these channels from their rows (after any change, in the same transaction). */
async function recount(db: DbOrTx, channelIds: SQL | string[]): Promise<void> {
  await db
    .update(channels)
    .set({
      subscribersCount: sql`(select count(*) from ${channelSubscriptions} where ${channelSubscriptions.channelId} = ${channels.id})::int`,
    })
    .where(inArray(channels.id, channelIds));
}

/** Subscribes or unsubscribes; the channel's count follows (one more or one less). */
export async function setSubscription(db: DbOrTx, channelId: string, memberId: string, on: boolean): Promise<number> {
  if (on) await db.insert(channelSubscriptions).values({ channelId, memberId }).onConflictDoNothing();
  else
    await db
      .delete(channelSubscriptions)
      .where(and(eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.memberId, memberId)));
  await recount(db, [channelId]);
  const [row] = await db.select({ n: channels.subscribersCount }).from(channels).where(eq(channels.id, channelId));
  return row?.n ?? 0;
}

/** Subscribes the members (or every unlocked member) to the channels, in one statement, and recounts. */
export async function subscribeMany(db: DbOrTx, channelIds: string[], memberIds: string[] | "all"): Promise<number> {
  const ids = sql.join(
    channelIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const who = memberIds === "all" ? unlockedMemberIds() : sql`select unnest(${sql.param(memberIds)}::char(24)[]) as id`;
  const result = (await db.execute(sql`
    insert into ${channelSubscriptions} (channel_id, member_id)
    select c.id, m.id from (select unnest(array[${ids}]::char(24)[]) as id) c cross join (${who}) m
    on conflict do nothing returning 1 as one`)) as unknown as { rows: unknown[] };
  await recount(db, channelIds);
  return result.rows.length;
}

export async function recordVisit(db: DbOrTx, channelId: string, memberId: string): Promise<void> {
  await db
    .insert(channelVisits)
    .values({ channelId, memberId })
    .onConflictDoUpdate({ target: [channelVisits.memberId, channelVisits.channelId], set: { visitedAt: new Date() } });
}

/** The channels with these slugs, any status (the administration's assignment). */
export function channelsBySlugs(db: DbOrTx, slugs: string[]): Promise<ChannelRow[]> {
  return db.select().from(channels).where(inArray(channels.slug, slugs));
}

// ---- lists ----

const summaryColumns = {
  id: channels.id,
  slug: channels.slug,
  title: channels.title,
  description: channels.description,
  imageUrl: channels.imageUrl,
  status: channels.status,
};
export type SummaryRow = {
  id: string;
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  status: ChannelSummary["status"];
};

/** The userbar's sections (administration.md §9): start page, subscribed, recent and popular, each readable. */
export async function channelSections(
  db: DbOrTx,
  memberId: string,
  limits: { subscribed: number; recent: number; popular: number },
) {
  const readable = channelsReadableBy(memberId);
  const [startPage, subscribed, recent, popular] = await Promise.all([
    db
      .select(summaryColumns)
      .from(channels)
      .where(and(readable, eq(channels.startPage, true)))
      .orderBy(asc(channels.title))
      .limit(10),
    db
      .select(summaryColumns)
      .from(channels)
      .where(and(readable, subscribesChannel(channels.id, memberId)))
      .orderBy(asc(sql`lower(${channels.title})`))
      .limit(limits.subscribed),
    db
      .select(summaryColumns)
      .from(channelVisits)
      .innerJoin(channels, eq(channels.id, channelVisits.channelId))
      .where(and(eq(channelVisits.memberId, memberId), readable))
      .orderBy(desc(channelVisits.visitedAt))
      .limit(limits.recent),
    db
      .select(summaryColumns)
      .from(channels)
      .where(and(readable, eq(channels.status, "published")))
      .orderBy(desc(channels.subscribersCount), asc(channels.title))
      .limit(limits.popular),
  ]);
  return { startPage, subscribed, recent, popular };
}

export type DirectoryFilter = {
  q: string;
  letter: string;
  onlySubscribed: boolean;
  onlyPublic: boolean;
  limit: number;
  offset: number;
};
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The directory's channels tab: readable channels by title, filtered, one page and the total. */
export async function directoryChannelsPage(db: DbOrTx, memberId: string, f: DirectoryFilter) {
  const letter = f.letter.toLowerCase();
  const where = and(
    channelsReadableBy(memberId),
    f.q
      ? or(ilike(channels.title, `%${escapeLike(f.q)}%`), ilike(channels.description, `%${escapeLike(f.q)}%`))
      : undefined,
    letter === "#" ? sql`lower(left(${channels.title}, 1)) !~ '^[a-z]'` : undefined,
    letter && letter !== "#" ? sql`lower(left(${channels.title}, 1)) = ${letter}` : undefined,
    f.onlySubscribed ? subscribesChannel(channels.id, memberId) : undefined,
    f.onlyPublic ? eq(channels.status, "published") : undefined,
  );
  const rows = await db
    .select({
      ...summaryColumns,
      subscribersCount: channels.subscribersCount,
      subscribed: sql<boolean>`${subscribesChannel(channels.id, memberId)}`,
      favorited: favoritedBy(memberId),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(channels)
    .where(where)
    .orderBy(asc(sql`lower(${channels.title})`), asc(channels.id))
    .limit(f.limit)
    .offset(f.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const [row] = await db.select({ n: count() }).from(channels).where(where);
    total = row?.n ?? 0;
  }
  return { rows, total };
}

/** Which of these crawls a link widget of a channel the member may read shows (the crawls' `crawlCarriers`). */
export async function carriedCrawlIds(db: DbOrTx, memberId: string, crawlIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: sql<string>`${channelWidgets.fields}->>'crawl_id'` })
    .from(channelWidgets)
    .innerJoin(channels, eq(channels.id, channelWidgets.channelId))
    .where(
      and(
        eq(channelWidgets.type, "link"),
        inArray(sql`${channelWidgets.fields}->>'crawl_id'`, crawlIds),
        channelsReadableBy(memberId),
      ),
    );
  return rows.map((r) => r.id);
}

/** The header search: readable channels whose title or description holds every word. */
export async function searchChannelRows(db: DbOrTx, memberId: string, words: string[], limit: number, offset: number) {
  const where = and(
    channelsReadableBy(memberId),
    ...words.map((w) =>
      or(ilike(channels.title, `%${escapeLike(w)}%`), ilike(channels.description, `%${escapeLike(w)}%`)),
    ),
  );
  const rows = await db
    .select({ ...summaryColumns, createdAt: channels.createdAt, total: sql<number>`(count(*) over ())::int` })
    .from(channels)
    .where(where)
    .orderBy(asc(sql`lower(${channels.title})`))
    .limit(limit)
    .offset(offset);
  return { rows, total: rows[0]?.total ?? 0 };
}
