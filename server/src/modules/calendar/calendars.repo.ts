import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { calendarFeedTokens, calendarShares } from "./calendar.schema.js";

// Access rows and checks live in calendars.access.ts; re-exported for existing importers.
export {
  type CalendarAccessRow,
  calendarAccess,
  calendarAccesses,
  readableCalendarById,
  readableCalendars,
} from "./calendars.access.js";

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
