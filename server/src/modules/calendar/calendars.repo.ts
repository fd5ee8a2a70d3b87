import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { groupCategories, groupMemberships, groups } from "../groups/groups.schema.js";
import type { MemberRow } from "../members/members.schema.js";
import type { CalendarAccess } from "./calendar.policy.js";
import { calendarFeedTokens, calendarShares, calendars } from "./calendar.schema.js";

export type CalendarAccessRow = CalendarAccess & {
  groupName: string | null;
  groupSlug: string | null;
  categoryName: string | null;
};

function accessQuery(db: DbOrTx, member: MemberRow, where: SQL | undefined) {
  return db
    .select({
      calendar: calendars,
      groupAccess: groups.access,
      groupArchivedAt: groups.archivedAt,
      groupName: groups.name,
      groupSlug: groups.slug,
      categoryName: groupCategories.pluralName,
      status: groupMemberships.status,
      isAdmin: groupMemberships.isAdmin,
      shared: calendarShares.memberId,
    })
    .from(calendars)
    .leftJoin(groups, eq(groups.id, calendars.groupId))
    .leftJoin(groupCategories, eq(groupCategories.id, groups.groupCategoryId))
    .leftJoin(
      groupMemberships,
      and(eq(groupMemberships.groupId, calendars.groupId), eq(groupMemberships.memberId, member.id)),
    )
    .leftJoin(calendarShares, and(eq(calendarShares.calendarId, calendars.id), eq(calendarShares.memberId, member.id)))
    .where(where)
    .orderBy(asc(calendars.type), asc(calendars.name))
    .then((rows) =>
      rows.map(
        (r): CalendarAccessRow => ({
          calendar: r.calendar,
          groupAccess: r.groupAccess,
          groupArchived: r.groupArchivedAt !== null,
          groupMembership: r.status ? { status: r.status, isAdmin: r.isAdmin ?? false } : null,
          sharedWithMember: r.shared !== null,
          groupName: r.groupName,
          groupSlug: r.groupSlug,
          categoryName: r.categoryName,
        }),
      ),
    );
}

/** Calendars the member may read, with what the policy needs; permission filtering is in the SQL. */
export function readableCalendars(db: DbOrTx, member: MemberRow, extra?: SQL) {
  const readable = or(
    eq(calendars.type, "network"),
    and(eq(calendars.type, "personal"), or(eq(calendars.authorId, member.id), isNotNull(calendarShares.memberId))),
    and(
      eq(calendars.type, "group"),
      member.isNetworkAdmin ? sql`true` : or(eq(groups.access, "open"), eq(groupMemberships.status, "member")),
    ),
  );
  return accessQuery(db, member, extra ? and(readable, extra) : readable);
}

/** One calendar with the member's relation to it, readable or not (the caller decides on 404). */
export async function calendarAccess(db: DbOrTx, member: MemberRow, id: string) {
  const [row] = await accessQuery(db, member, eq(calendars.id, id));
  return row ?? null;
}

export async function calendarAccesses(db: DbOrTx, member: MemberRow, ids: string[]) {
  if (ids.length === 0) return [];
  return accessQuery(db, member, inArray(calendars.id, ids));
}

export async function sharesOf(db: DbOrTx, calendarIds: string[]) {
  if (calendarIds.length === 0) return [];
  return db.select().from(calendarShares).where(inArray(calendarShares.calendarId, calendarIds));
}

export async function replaceShares(db: DbOrTx, calendarId: string, memberIds: string[]) {
  await db.delete(calendarShares).where(eq(calendarShares.calendarId, calendarId));
  if (memberIds.length) {
    await db.insert(calendarShares).values(memberIds.map((memberId) => ({ calendarId, memberId })));
  }
}

export async function removeShare(db: DbOrTx, calendarId: string, memberId: string) {
  const rows = await db
    .delete(calendarShares)
    .where(and(eq(calendarShares.calendarId, calendarId), eq(calendarShares.memberId, memberId)))
    .returning();
  return rows.length > 0;
}

export async function findFeedToken(db: DbOrTx, memberId: string) {
  const [row] = await db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.memberId, memberId));
  return row ?? null;
}

export async function feedTokenOwner(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function saveFeedToken(db: DbOrTx, memberId: string, tokenHash: string) {
  const [row] = await db
    .insert(calendarFeedTokens)
    .values({ memberId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeedTokens.memberId, set: { tokenHash, createdAt: new Date() } })
    .returning();
  if (!row) throw new Error("feed token upsert returned nothing");
  return row;
}
