import { and, eq, exists } from "drizzle-orm";
import { type BucketWindow, bucketOf, byBucket, countAll, inWindow } from "../../db/buckets.js";
import type { DbOrTx } from "../../db/client.js";
import { appointmentCalendars, appointments, calendars } from "./calendar.schema.js";

/** Appointments created per bucket, of the network or in one group's calendars. */
export function appointmentCounts(db: DbOrTx, groupId: string | null, w: BucketWindow) {
  const inGroup = groupId
    ? exists(
        db
          .select({ one: appointmentCalendars.calendarId })
          .from(appointmentCalendars)
          .innerJoin(calendars, eq(calendars.id, appointmentCalendars.calendarId))
          .where(and(eq(appointmentCalendars.appointmentId, appointments.id), eq(calendars.groupId, groupId))),
      )
    : undefined;
  return db
    .select({ date: bucketOf(appointments.createdAt, w), value: countAll })
    .from(appointments)
    .where(and(inWindow(appointments.createdAt, w), inGroup))
    .groupBy(byBucket);
}
