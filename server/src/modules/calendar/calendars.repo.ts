import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { Viewer } from "../groups/groups.access.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { calendarFeedTokens, calendarShares, calendars } from "./calendar.schema.js";
import { type CalendarAccessRow, readableCalendars } from "./calendars.access.js";

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

/** The group's calendars this member may read. */
export function readableCalendarsOfGroup(db: DbOrTx, viewer: NonNullable<Viewer>, groupId: string) {
  return readableCalendars(db, viewer, eq(calendars.groupId, groupId));
}

/**
 * Whether another calendar of the same owner already has this name, compared trimmed and case-insensitively:
 * network calendars among the network's, group calendars within their group, personal ones of their author.
 */
export async function calendarNameTaken(
  db: DbOrTx,
  owner: { type: "network" | "personal" | "group"; groupId: string | null; authorId: string | null },
  name: string,
  exceptId?: string,
) {
  const scope =
    owner.type === "network"
      ? eq(calendars.type, "network")
      : owner.type === "group"
        ? and(
            eq(calendars.type, "group"),
            owner.groupId ? eq(calendars.groupId, owner.groupId) : isNull(calendars.groupId),
          )
        : and(
            eq(calendars.type, "personal"),
            owner.authorId ? eq(calendars.authorId, owner.authorId) : isNull(calendars.authorId),
          );
  const [row] = await db
    .select({ id: calendars.id })
    .from(calendars)
    .where(
      and(
        scope,
        sql`lower(btrim(${calendars.name})) = lower(btrim(${name}))`,
        exceptId ? ne(calendars.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCalendar(db: DbOrTx, values: typeof calendars.$inferInsert) {
  const [row] = await db.insert(calendars).values(values).returning();
  if (!row) throw new Error("calendar insert returned nothing");
  return row;
}

export async function updateCalendarRow(db: DbOrTx, id: string, set: Partial<typeof calendars.$inferInsert>) {
  await db.update(calendars).set(set).where(eq(calendars.id, id));
}

/** Deletes the calendar; appointments only in this calendar go with it, those in other calendars stay there. */
export async function deleteCalendarRow(db: DbOrTx, id: string) {
  const onlyHere = sql`(select ac.appointment_id from appointment_calendars ac where ac.calendar_id = ${id}
    and not exists (select 1 from appointment_calendars o where o.appointment_id = ac.appointment_id and o.calendar_id <> ${id}))`;
  await db.execute(sql`delete from appointments where series_id in ${onlyHere} or id in ${onlyHere}`);
  await db.delete(calendars).where(eq(calendars.id, id));
}

export type CalendarPeople = { shares: { calendarId: string; memberId: string }[]; members: Map<string, MemberRow> };

/** Shares of the personal calendars among the rows and every author and sharer, in two queries. */
export async function calendarPeopleOf(db: DbOrTx, rows: CalendarAccessRow[]): Promise<CalendarPeople> {
  const personalIds = rows.filter((r) => r.calendar.type === "personal").map((r) => r.calendar.id);
  const shares = await sharesOf(db, personalIds);
  const memberIds = new Set<string>(shares.map((s) => s.memberId));
  for (const r of rows) if (r.calendar.authorId) memberIds.add(r.calendar.authorId);
  const memberRows = await findMembersByIds(db, [...memberIds]);
  return { shares, members: new Map(memberRows.map((m) => [m.id, m])) };
}
