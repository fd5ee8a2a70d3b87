import type { Calendar } from "@intranet/contracts";
import { displayName, presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import { calendarCan } from "./calendar.policy.js";
import type { CalendarAccessRow } from "./calendars.access.js";
import type { CalendarPeople } from "./calendars.repo.js";

/** Calendars with author, shares and `can`; `people` comes from calendarPeopleOf for the same rows. */
export function presentCalendars(member: MemberRow, rows: CalendarAccessRow[], people: CalendarPeople): Calendar[] {
  const { shares, members: byId } = people;
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
