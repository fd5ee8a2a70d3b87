import { type CalendarPayload, calendarColors, type calendarPayload } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { hashToken, newToken } from "../../lib/tokens.js";
import { requireVisibleGroup } from "../groups/group-access.js";
import { findVisibleGroup } from "../groups/groups.access.js";
import { groupsOfMember, membershipsOf } from "../groups/groups.repo.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { mayCreateGroupCalendars, mayCreateNetworkCalendars, mayCreatePersonalCalendars } from "./calendar.policy.js";
import { presentCalendars } from "./calendar.presenter.js";
import type { CalendarAccessRow } from "./calendars.access.js";
import { calendarAccess, readableCalendarById, readableCalendars } from "./calendars.access.js";
import {
  calendarNameTaken,
  calendarPeopleOf,
  deleteCalendarRow,
  findFeedToken,
  insertCalendar,
  readableCalendarsOfGroup,
  removeShare,
  replaceShares,
  saveFeedToken,
  updateCalendarRow,
} from "./calendars.repo.js";

type Payload = z.output<typeof calendarPayload>;

export type { CalendarPayload };

export const randomCalendarColor = () =>
  calendarColors[Math.floor(Math.random() * calendarColors.length)] ?? calendarColors[0];

/** A readable calendar, else 404. */
export async function readableCalendar(ctx: AppContext, member: MemberRow, id: string) {
  const access = await readableCalendarById(ctx.db, member, id);
  if (!access) throw notFound();
  return access;
}

/** Two calendars of one owner (the network, a group, a member) never share a name: 422 on the name. */
async function checkNameFree(db: DbOrTx, owner: Parameters<typeof calendarNameTaken>[1], name: string, id?: string) {
  if (await calendarNameTaken(db, owner, name, id)) throw invalid({ name: ["has already been taken"] });
}

async function checkShareMembers(ctx: AppContext, owner: MemberRow, ids: string[]) {
  const unique = [...new Set(ids)].filter((id) => id !== owner.id);
  if (unique.length === 0) return unique;
  const found = await findMembersByIds(ctx.db, unique);
  if (found.length !== unique.length) throw invalid({ membership_ids: ["contains an unknown member"] });
  return unique;
}

export async function createCalendar(
  ctx: AppContext,
  member: MemberRow,
  payload: Payload,
  groupSlug?: string,
): Promise<string> {
  const type = groupSlug || payload.parent_id ? "group" : (payload.calendar.type ?? "personal");
  let groupId: string | null = null;
  if (type === "group") {
    // A group the member may not see is no group to them.
    const by = groupSlug ? { slug: groupSlug } : payload.parent_id ? { id: payload.parent_id } : null;
    const found = by ? await findVisibleGroup(ctx.db, member, by) : null;
    if (!found) throw invalid({ parent_id: ["is not a group"] });
    const { group, membership } = found;
    if (!mayCreateGroupCalendars(member, membership, group.archivedAt !== null)) throw forbidden();
    groupId = group.id;
  } else if (type === "network" ? !mayCreateNetworkCalendars(member) : !mayCreatePersonalCalendars(member)) {
    throw forbidden();
  }
  const shareIds = type === "personal" ? await checkShareMembers(ctx, member, payload.calendar.membership_ids) : [];
  return ctx.db.transaction(async (tx) => {
    await checkNameFree(tx, { type, groupId, authorId: member.id }, payload.calendar.name);
    const row = await insertCalendar(tx, {
      name: payload.calendar.name,
      color: payload.calendar.color ?? randomCalendarColor(),
      type,
      groupId,
      authorId: member.id,
    });
    if (shareIds.length) await replaceShares(tx, row.id, shareIds);
    return row.id;
  });
}

export async function updateCalendar(ctx: AppContext, member: MemberRow, id: string, payload: Payload) {
  const access = await readableCalendar(ctx, member, id);
  if (!access.manage) throw forbidden();
  const personal = access.calendar.type === "personal";
  const shareIds = personal ? await checkShareMembers(ctx, member, payload.calendar.membership_ids) : [];
  await ctx.db.transaction(async (tx) => {
    await checkNameFree(tx, access.calendar, payload.calendar.name, id);
    await updateCalendarRow(tx, id, {
      name: payload.calendar.name,
      ...(payload.calendar.color ? { color: payload.calendar.color } : {}),
    });
    if (personal) await replaceShares(tx, id, shareIds);
  });
}

export async function deleteCalendar(ctx: AppContext, member: MemberRow, id: string) {
  const access = await readableCalendar(ctx, member, id);
  if (!access.manage) throw forbidden();
  await ctx.db.transaction((tx) => deleteCalendarRow(tx, id));
}

/** The member leaves a calendar another member shared with them. */
export async function leaveShare(ctx: AppContext, member: MemberRow, id: string) {
  const access = await readableCalendar(ctx, member, id);
  if (access.calendar.type !== "personal" || access.calendar.authorId === member.id) throw notFound();
  if (!(await removeShare(ctx.db, id, member.id))) throw notFound();
}

/** A new feed token replaces the old one; only its hash is kept, the token is shown once. */
export async function resetFeedToken(ctx: AppContext, member: MemberRow) {
  const token = newToken(24);
  const row = await saveFeedToken(ctx.db, member.id, hashToken(token));
  return { token, created_at: row.createdAt.toISOString() };
}

/** The rows as the API shows them, with their authors and shares loaded for the whole list at once. */
export async function presentedCalendars(db: DbOrTx, member: MemberRow, rows: CalendarAccessRow[]) {
  return presentCalendars(member, rows, await calendarPeopleOf(db, rows));
}

/** Every calendar the member may read. */
export async function memberCalendars(db: DbOrTx, member: MemberRow) {
  return presentedCalendars(db, member, await readableCalendars(db, member));
}

/** The calendar as the member sees it; 404 unless they may read it. */
export async function presentedCalendar(db: DbOrTx, member: MemberRow, id: string) {
  const access = await calendarAccess(db, member, id);
  if (!access) throw notFound();
  const [presented] = await presentedCalendars(db, member, [access]);
  if (!presented) throw notFound();
  return presented;
}

/** Where the member may create calendars: personal, the network's, and the groups they may add one to. */
export async function calendarCreateOptions(db: DbOrTx, member: MemberRow) {
  const mine = await groupsOfMember(db, member.id);
  const memberships = await membershipsOf(
    db,
    member.id,
    mine.map((g) => g.id),
  );
  return {
    create_personal_calendars: mayCreatePersonalCalendars(member),
    create_calendars: mayCreateNetworkCalendars(member),
    groups: mine
      .filter((g) => mayCreateGroupCalendars(member, memberships.get(g.id) ?? null, g.archivedAt !== null))
      .map((g) => ({ id: g.id, name: g.name, slug: g.slug })),
  };
}

/** Whether the member has a feed token, and since when (the token itself is shown only once). */
export async function feedTokenState(db: DbOrTx, member: MemberRow) {
  const row = await findFeedToken(db, member.id);
  return { present: row !== null, created_at: row?.createdAt.toISOString() ?? null };
}

/** The group the member may see, by slug; 404 otherwise. */
export async function visibleGroupOf(db: DbOrTx, member: MemberRow, slug: string) {
  return (await requireVisibleGroup(db, member, { slug })).group;
}

/** The group's calendars the member may read; 404 for a group they may not see. */
export async function groupCalendars(db: DbOrTx, member: MemberRow, slug: string) {
  const group = await visibleGroupOf(db, member, slug);
  return presentedCalendars(db, member, await readableCalendarsOfGroup(db, member, group.id));
}
