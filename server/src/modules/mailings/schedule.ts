import { type DIGEST_TIMES, type NewsletterSending, WEEKDAYS } from "@intranet/contracts";

/** The hour of the network's day each sending time stands for (not shown in the spec): 7:00, 12:00, 17:00. */
export const SENDING_HOURS: Record<(typeof DIGEST_TIMES)[number], number> = { am: 7, pm: 12, lpm: 17 };

/** An instant as the network's wall clock: its date, weekday (0 = Sunday, as digest_sending_days), hour. */
export type LocalClock = { date: string; weekday: number; hour: number; day: number; month: number; lastDay: number };

const formats = new Map<string, Intl.DateTimeFormat>();

export function localClock(now: Date, timeZone: string): LocalClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday ?? "");
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    hour: Number(parts.hour),
    day,
    month,
    lastDay: new Date(Date.UTC(year, month, 0)).getUTCDate(),
  };
}

/** A day of the month as sent on a shorter month: the 31st is the last day. */
const onDay = (clock: LocalClock, day: number) => clock.day === Math.min(day, clock.lastDay);

/** The slot of the newsletter due at this hour ("first" or "second" of a semimonthly one), or null. */
export function newsletterSlotDue(sending: NewsletterSending, clock: LocalClock): string | null {
  const at = (time: keyof typeof SENDING_HOURS | null) => time !== null && clock.hour === SENDING_HOURS[time];
  if (sending.interval === "weekly") {
    const weekday = (WEEKDAYS.indexOf(sending.day as (typeof WEEKDAYS)[number]) + 1) % 7;
    return clock.weekday === weekday && at(sending.time) ? "first" : null;
  }
  if (typeof sending.day === "number" && onDay(clock, sending.day) && at(sending.time)) return "first";
  if (
    sending.interval === "semimonthly" &&
    sending.second_day !== null &&
    onDay(clock, sending.second_day) &&
    at(sending.second_time ?? sending.time)
  )
    return "second";
  return null;
}

/** The digest slot due at this hour among the network's digest_sending_days, or null. */
export function digestSlotDue(days: { day: number; time: keyof typeof SENDING_HOURS }[], clock: LocalClock) {
  return days.find((d) => d.day === clock.weekday && SENDING_HOURS[d.time] === clock.hour)?.time ?? null;
}

/** Whether a birthday (YYYY-MM-DD) is today; a 29 February is kept on the 28th in other years. */
export function birthdayToday(birthday: string, clock: LocalClock): boolean {
  const [, m, d] = birthday.split("-").map(Number);
  if (m !== clock.month) return false;
  if (m === 2 && d === 29 && clock.lastDay === 28) return clock.day === 28;
  return d === clock.day;
}
