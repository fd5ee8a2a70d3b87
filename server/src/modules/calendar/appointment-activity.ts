import type { ActivityObjectSummary } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, invalid } from "../../http/errors.js";
import type { MemberRow } from "../members/members.schema.js";
import type { ActivityType } from "../module.js";
import type { AppointmentRow } from "./calendar.schema.js";
import type { CalendarAccessRow } from "./calendars.access.js";
import { readableAppointmentsByIds } from "./calendars.access.js";

/**
 * Where an appointment saved with "post to activity stream" is posted: the network stream when one of its
 * calendars is a network calendar, and the stream of each group whose calendar holds it; readers of those streams
 * are readers of those calendars. A personal calendar has no stream (its readers are not a stream's).
 */
export function streamTargets(calendarIds: string[], readable: Map<string, CalendarAccessRow>): (string | null)[] {
  const targets = new Set<string | null>();
  for (const id of calendarIds) {
    const calendar = readable.get(id)?.calendar;
    if (calendar?.type === "network") targets.add(null);
    if (calendar?.type === "group" && calendar.groupId) targets.add(calendar.groupId);
  }
  return [...targets];
}

/**
 * Refuses "post to activity stream", before anything is saved, for an appointment in no network or group calendar,
 * and for an external member whose appointment would go to the network stream (they do not post there).
 */
export function requireStreamTargets(member: MemberRow, targets: (string | null)[]) {
  if (targets.length === 0) throw invalid({ post_to_stream: ["needs a network or group calendar"] });
  if (member.isExternal && targets.includes(null))
    throw forbidden("External members do not post to the network stream.");
}

/**
 * Posts the new appointment to its streams, inside the transaction that saves it; the answer, run after the
 * commit, tells those streams' readers.
 */
export async function postAppointmentActivities(
  tx: DbOrTx,
  ctx: AppContext,
  member: MemberRow,
  row: AppointmentRow,
  targets: (string | null)[],
) {
  const announcements: (() => Promise<void>)[] = [];
  for (const groupId of targets) {
    announcements.push(
      await ctx.modules.objectActivities.post(tx, ctx, {
        objectType: "appointment",
        objectId: row.id,
        authorId: member.id,
        groupId,
      }),
    );
  }
  return async () => {
    for (const announce of announcements) await announce();
  };
}

/** The stream's activities about an appointment go with it. */
export const removeAppointmentActivities = (ctx: AppContext, tx: DbOrTx, appointmentId: string) =>
  ctx.modules.objectActivities.remove(tx, "appointment", appointmentId);

const location = (row: AppointmentRow) =>
  [row.location?.name, row.location?.city].filter((part): part is string => Boolean(part)).join(", ") || null;

/** The activity type `appointment`: what a stream shows of the appointments a member may read. */
export const appointmentActivityType: ActivityType = {
  async present(db, member, ids) {
    // Appointments are posted to the streams of their network and group calendars, whose readers read those
    // calendars: participation grants nothing more here.
    const rows = await readableAppointmentsByIds(db, member, ids);
    return new Map<string, ActivityObjectSummary>(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          title: row.name,
          html_url: `/appointments/${row.id}`,
          // An all-day appointment's days (YYYY-MM-DD, the last one included), a timed one's instants.
          starts_at: row.allDay ? row.startLocal.slice(0, 10) : row.startsAt.toISOString(),
          ends_at: row.allDay ? (row.endLocal?.slice(0, 10) ?? null) : (row.endsAt?.toISOString() ?? null),
          all_day: row.allDay,
          time_zone: row.timeZone,
          location: location(row),
        },
      ]),
    );
  },
};
