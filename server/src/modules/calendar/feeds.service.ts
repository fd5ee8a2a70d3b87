import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import { hashToken } from "../../lib/tokens.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { readableMap, resolveAppointment } from "./appointment-lookup.service.js";
import { appointmentsForFeed, calendarIdsOf } from "./appointments.repo.js";
import type { AppointmentRow } from "./calendar.schema.js";
import { appointmentsListedFor } from "./calendars.access.js";
import { feedTokenOwner } from "./calendars.repo.js";
import { buildCalendar } from "./ics.js";

export type FeedKind = "all" | "participating" | "my" | "shared" | { calendarId: string };

/** The member a feed token belongs to; the token authenticates feeds only. */
export async function feedMember(ctx: AppContext, token: string): Promise<MemberRow> {
  const owner = await feedTokenOwner(ctx.db, hashToken(token));
  const member = owner ? await findMemberById(ctx.db, owner.memberId) : null;
  if (!member || member.lockedAt)
    throw new AppError(401, "invalid_feed_token", "The feed token is invalid or has been reset.");
  return member;
}

/** How far back a feed reaches for single appointments. */
const FEED_PAST_DAYS = 180;

export async function feedIcs(ctx: AppContext, member: MemberRow, kind: FeedKind): Promise<string | null> {
  const readable = await readableMap(ctx.db, member);
  // The whole feeds (all, participating) hold what the member takes part in too, whatever calendar holds it.
  let only: string[] | undefined;
  let name = "Appointments";
  if (kind === "my") {
    only = [...readable.values()]
      .filter((a) => a.calendar.type === "personal" && a.calendar.authorId === member.id)
      .map((a) => a.calendar.id);
    name = "My calendars";
  } else if (kind === "shared") {
    only = [...readable.values()].filter((a) => a.sharedWithMember).map((a) => a.calendar.id);
    name = "Shared calendars";
  } else if (typeof kind === "object") {
    const access = readable.get(kind.calendarId);
    if (!access) return null;
    only = [kind.calendarId];
    name = access.calendar.name;
  }
  const since = new Date(Date.now() - FEED_PAST_DAYS * 86_400_000);
  const attending = ctx.modules.appointments.participantRows(member.id, "attending");
  const { rows, exceptions } = await appointmentsForFeed(
    ctx.db,
    appointmentsListedFor(member, attending, only),
    since,
    {
      authorId: kind === "participating" ? member.id : undefined,
      participating: kind === "participating" ? attending : null,
    },
  );
  const calendarIds = await calendarIdsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const calendarNames = (id: string) =>
    (calendarIds.get(id) ?? []).flatMap((c) => {
      const a = readable.get(c);
      return a ? [a.calendar.name] : [];
    });
  return buildCalendar({ name, rows, exceptions, calendarNames, publicUrl: ctx.config.publicUrl });
}

/** `{id}.ics`: a single appointment, a whole series with its exceptions, or one occurrence on its own. */
export async function appointmentIcs(ctx: AppContext, member: MemberRow, ref: string, memo?: Map<string, unknown>) {
  const { instance, series, pc } = await resolveAppointment(ctx, member, ref, memo);
  let rows: AppointmentRow[];
  let exceptions: AppointmentRow[] = [];
  if (series) {
    rows = [
      {
        ...instance.row,
        id: ref,
        seriesId: null,
        originalStartsAt: null,
        rrule: null,
        recurrenceFrequency: null,
        startsAt: instance.start,
        endsAt: instance.end,
        startLocal: instance.startLocal,
        endLocal: instance.endLocal,
        cancelledAt: instance.row.cancelledAt ?? series.cancelledAt,
      },
    ];
  } else {
    rows = [instance.row];
    exceptions = pc.exceptions?.get(instance.row.id) ?? [];
  }
  const owner = series ?? instance.row;
  const calendarNames = () =>
    (pc.calendarIds.get(owner.id) ?? []).flatMap((c) => {
      const a = pc.readable.get(c);
      return a ? [a.calendar.name] : [];
    });
  return buildCalendar({ name: instance.row.name, rows, exceptions, calendarNames, publicUrl: ctx.config.publicUrl });
}
