import type { Appointment } from "@intranet/contracts";

/** What the agenda reads of a month's line. */
type Dated = Pick<Appointment, "id" | "date">;

import { dayjs } from "../../lib/dates";
import { byText } from "../../lib/text-order";
import { daysCovered } from "../calendar";

export interface Agenda<A extends Dated = Dated> {
  today: A[];
  /** Appointments that begin after today within the window, with the day they begin. */
  upcoming: { day: string; appointment: A }[];
}

const startOf = (a: Dated) => (a.date.all_day ? "" : a.date.start.slice(11, 19));

/**
 * Today's appointments and those of the next `days` days, days counted as the calendar counts them (the
 * wall time of each appointment's zone). Occurrences listed twice by two months' lists appear once.
 */
export function agenda<A extends Dated>(appointments: A[], today: string, days = 14): Agenda<A> {
  const last = dayjs(today).add(days, "day").format("YYYY-MM-DD");
  const seen = new Set<string>();
  const result: Agenda<A> = { today: [], upcoming: [] };
  for (const a of appointments) {
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    const covered = daysCovered(a.date.start, a.date.end, a.date.all_day);
    if (covered.includes(today)) result.today.push(a);
    else {
      const day = covered.find((d) => d > today && d <= last);
      if (day) result.upcoming.push({ day, appointment: a });
    }
  }
  // All-day first (an empty time sorts first), then by start.
  result.today.sort((x, y) => byText(startOf(x), startOf(y)));
  result.upcoming.sort((x, y) => byText(x.day, y.day) || byText(startOf(x.appointment), startOf(y.appointment)));
  return result;
}

/** The wall-clock times of a timed appointment ("09:30–10:30", the end's date when another day); null for all-day ones. */
export function timeRange(date: Pick<Appointment["date"], "start" | "end" | "all_day">): string | null {
  if (date.all_day) return null;
  const start = dayjs(date.start.slice(0, 19));
  if (!date.end) return start.format("LT");
  const end = dayjs(date.end.slice(0, 19));
  return `${start.format("LT")}–${end.format(end.isSame(start, "day") ? "LT" : "L LT")}`;
}
