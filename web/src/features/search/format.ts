import type { AppointmentHit } from "@intranet/contracts";
import { DATE_FORMAT, DATE_TIME_FORMAT, type Dayjs, dayjs } from "../../lib/dates";

/** An instant as the wall clock of a zone; a zone dayjs does not know leaves the time as the server wrote it. */
function inZone(iso: string, zone: string): Dayjs {
  if (iso.length === 10) return dayjs(iso);
  try {
    return dayjs(iso).tz(zone);
  } catch {
    return dayjs(iso.slice(0, 19));
  }
}

/**
 * An appointment's dates as its detail page writes them: whole days as dates, times in the appointment's
 * own zone (named when it is not the reader's), the end's time alone on the same day.
 */
export function appointmentDateText(date: AppointmentHit["date"], readerZone?: string): string {
  const start = inZone(date.start, date.time_zone);
  const end = date.end ? inZone(date.end, date.time_zone) : null;
  if (date.all_day) {
    const first = start.format(DATE_FORMAT);
    const last = end?.format(DATE_FORMAT);
    return last && last !== first ? `${first} – ${last}` : first;
  }
  let text = start.format(DATE_TIME_FORMAT);
  if (end) {
    const sameDay = end.format("YYYY-MM-DD") === start.format("YYYY-MM-DD");
    text += ` – ${end.format(sameDay ? "LT" : DATE_TIME_FORMAT)}`;
  }
  return readerZone && readerZone !== date.time_zone ? `${text} (${date.time_zone})` : text;
}

/** A module's total: "1,000+" when the server stopped counting (`meta.total_capped`). */
export function formatTotal(total: number, capped: boolean, locale?: string): string {
  const number = new Intl.NumberFormat(locale).format(total);
  return capped ? `${number}+` : number;
}

/** A calendar colour as the contract stores it (hex, with or without `#`). */
export const calendarColor = (color: string) => (color.startsWith("#") ? color : `#${color}`);
