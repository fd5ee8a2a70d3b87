import type { Calendar } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { displayName, presentMemberSummary } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { calendarCan } from "./calendar.policy.js";
import type { CalendarAccessRow } from "./calendars.access.js";
import { sharesOf } from "./calendars.repo.js";

/** Calendars with author, shares and `can`; members loaded in one query. */
export async function presentCalendars(db: DbOrTx, member: MemberRow, rows: CalendarAccessRow[]): Promise<Calendar[]> {
  const personalIds = rows.filter((r) => r.calendar.type === "personal").map((r) => r.calendar.id);
  const shares = await sharesOf(db, personalIds);
  const memberIds = new Set<string>(shares.map((s) => s.memberId));
  for (const r of rows) if (r.calendar.authorId) memberIds.add(r.calendar.authorId);
  const memberRows = await findMembersByIds(db, [...memberIds]);
  const byId = new Map(memberRows.map((m) => [m.id, m]));
  return rows.map((r) => {
    const c = r.calendar;
    const author = c.authorId ? byId.get(c.authorId) : undefined;
    const ownShares = c.authorId === member.id || member.isNetworkAdmin;
    return {
      id: c.id,
      name: c.name,
      color: c.color,
      type: c.type === "personal" && c.authorId !== member.id ? "shared" : c.type,
      category_name: r.categoryName,
      parent_id: c.groupId,
      author: author ? presentMemberSummary(author) : null,
      // Only the owner sees who else a personal calendar is shared with.
      memberships: ownShares
        ? shares
            .filter((s) => s.calendarId === c.id)
            .flatMap((s) => {
              const m = byId.get(s.memberId);
              return m ? [{ id: m.id, name: displayName(m) }] : [];
            })
        : [],
      can: calendarCan(r),
    };
  });
}
