import { DateTime } from "luxon";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { htmlToText } from "../../lib/rich-text.js";
import { seriesTiming } from "./appointment.presenter.js";
import type { AppointmentRow } from "./calendar.schema.js";
import {
  floating,
  fromFloating,
  isRepeatedWallTime,
  localToUtc,
  occurrenceWall,
  untilUtc,
  utcToLocal,
} from "./recurrence.js";

/** RFC 5545 text escaping; a bare CR is a line break too, never written raw into a content line. */
const text = (s: string) =>
  s
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 sequence. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, "utf8");
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const basic = (local: string) => local.replace(/[-:]/g, "").slice(0, 15);
const basicDate = (local: string) => local.slice(0, 10).replace(/-/g, "");
const utcStamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
};

const vtimezoneCache = new Map<string, string[]>();

/**
 * The zone's VTIMEZONE with RRULE observances from the maintained tzdb build of timezones-ical-library (valid
 * for every later year, as calendar programs expect); its TZID is the name the events use, also for an alias.
 * A zone the library lacks gets the platform's transitions for the years given.
 */
export function vtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const cached = vtimezoneCache.get(zone);
  if (cached) return cached;
  const [block] = tzlib_get_ical_block(zone);
  if (!block?.startsWith("BEGIN:VTIMEZONE")) return transitionsVtimezone(zone, fromYear, toYear);
  const lines = block.split(/\r?\n/).map((line) => (line.startsWith("TZID:") ? `TZID:${zone}` : line));
  vtimezoneCache.set(zone, lines);
  return lines;
}

/** A VTIMEZONE with the zone's real transitions (from the platform's tz data) for the years given. */
function transitionsVtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const key = `${zone}:${fromYear}:${toYear}`;
  const cached = vtimezoneCache.get(key);
  if (cached) return cached;
  const offsetAt = (ms: number) => DateTime.fromMillis(ms, { zone }).offset;
  const startMs = Date.UTC(fromYear, 0, 1);
  const endMs = Date.UTC(toYear + 1, 0, 1);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`];
  const component = (ms: number, from: number, to: number) => {
    const at = DateTime.fromMillis(ms, { zone });
    const kind = at.isInDST ? "DAYLIGHT" : "STANDARD";
    // DTSTART is the local time before the transition (in the old offset).
    const local = DateTime.fromMillis(ms + from * 60_000, { zone: "utc" }).toFormat("yyyyMMdd'T'HHmmss");
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${local}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `TZNAME:${at.offsetNameShort ?? zone}`,
      `END:${kind}`,
    );
  };
  const initial = offsetAt(startMs);
  component(startMs, initial, initial);
  const step = 86_400_000;
  let previous = initial;
  for (let t = startMs + step; t <= endMs; t += step) {
    const current = offsetAt(t);
    if (current === previous) continue;
    let lo = t - step;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetAt(mid) === previous) lo = mid;
      else hi = mid;
    }
    component(hi, previous, current);
    previous = current;
  }
  lines.push("END:VTIMEZONE");
  vtimezoneCache.set(key, lines);
  return lines;
}

function dateProps(name: string, local: string, zone: string, allDay: boolean) {
  return allDay ? `${name};VALUE=DATE:${basicDate(local)}` : `${name};TZID=${zone}:${basic(local)}`;
}

/**
 * An instant's wall time in the zone, or null when that wall time happens twice (the hour after clocks go back):
 * RFC 5545 reads it as the first pass, python-icalendar as the second, so it is written in UTC instead.
 */
function wallTime(instant: Date, zone: string): string | null {
  const local = utcToLocal(instant, zone);
  return !isRepeatedWallTime(local, zone) && localToUtc(local, zone).getTime() === instant.getTime() ? local : null;
}

/**
 * DTSTART and DTEND of a single appointment or a modified occurrence, written the same way: both wall times in the
 * zone, or both in UTC when either wall time is a repeated one (a TZID start beside a UTC end, or an ambiguous
 * start, is read by python-icalendar and ical.js as an empty event).
 */
function instantProps(start: Date, end: Date | null, zone: string): string[] {
  const walls = [wallTime(start, zone), end ? wallTime(end, zone) : null];
  const local = walls[0] !== null && (end === null || walls[1] !== null);
  const prop = (name: string, instant: Date, wall: string | null) =>
    local && wall !== null ? `${name};TZID=${zone}:${basic(wall)}` : `${name}:${utcStamp(instant)}`;
  return [prop("DTSTART", start, walls[0] ?? null), ...(end ? [prop("DTEND", end, walls[1] ?? null)] : [])];
}

/** `PT1H30M`: an exact duration (RFC 5545 3.3.6), for a series whose DTEND would not give it. */
function exactDuration(ms: number) {
  const seconds = Math.round(ms / 1000);
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`;
}

function nextDay(local: string) {
  return fromFloating(new Date(floating(`${local.slice(0, 10)}T00:00:00`).getTime() + 86_400_000));
}

/**
 * An occurrence as EXDATE and RECURRENCE-ID name it: the wall time the RRULE generates, which differs from
 * the occurrence's own wall time when a DST gap moved it.
 */
function ruleTime(series: AppointmentRow, occurrence: Date) {
  const timing = seriesTiming(series);
  const wall = timing ? occurrenceWall(timing, occurrence) : null;
  return wall ? fromFloating(wall) : utcToLocal(occurrence, series.timeZone);
}

/** One VEVENT: a single appointment, a series with RRULE/EXDATE, or a modified occurrence with RECURRENCE-ID. */
function vevent(
  row: AppointmentRow,
  series: AppointmentRow | null,
  exdates: AppointmentRow[],
  host: string,
  baseUrl: string,
  calendarNames: string[],
) {
  const zone = row.timeZone;
  const uidOwner = series ?? row;
  const lines = [
    "BEGIN:VEVENT",
    `UID:${uidOwner.id}@${host}`,
    `DTSTAMP:${utcStamp(row.updatedAt)}`,
    `CREATED:${utcStamp(row.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(row.updatedAt)}`,
  ];
  const timing = series ? null : seriesTiming(row);
  if (row.allDay) {
    lines.push(
      dateProps("DTSTART", row.startLocal, zone, true),
      `DTEND;VALUE=DATE:${basicDate(nextDay(row.endLocal ?? row.startLocal))}`,
    );
  } else if (timing) {
    // A series starts at its rule's wall time, which RFC 5545 resolves as localToUtc does (even in a DST gap).
    // Its end as a wall time in the zone too, or else as a duration: never a UTC end beside a zoned start.
    lines.push(dateProps("DTSTART", row.startLocal, zone, false));
    const endWall = row.endsAt ? wallTime(row.endsAt, zone) : null;
    const exactStart = utcToLocal(row.startsAt, zone) === row.startLocal && !isRepeatedWallTime(row.startLocal, zone);
    if (endWall && exactStart) lines.push(`DTEND;TZID=${zone}:${basic(endWall)}`);
    else if (row.endsAt) lines.push(`DURATION:${exactDuration(row.endsAt.getTime() - row.startsAt.getTime())}`);
  } else {
    lines.push(...instantProps(row.startsAt, row.endsAt, zone));
  }
  lines.push(`SUMMARY:${text(row.name)}`);
  const description = htmlToText(row.description);
  if (description) lines.push(`DESCRIPTION:${text(description)}`);
  const l = row.location;
  const where = l
    ? [l.name, l.address1, l.address2, [l.zip, l.city].filter(Boolean).join(" "), l.country, l.link].filter((p) =>
        p?.trim(),
      )
    : [];
  if (where.length) lines.push(`LOCATION:${text(where.join(", "))}`);
  if (calendarNames.length) lines.push(`CATEGORIES:${calendarNames.map(text).join(",")}`);
  lines.push(`URL:${baseUrl}/appointments/${uidOwner.id}`);
  lines.push(`STATUS:${row.cancelledAt || series?.cancelledAt ? "CANCELLED" : "CONFIRMED"}`);
  if (timing) {
    const parts = [`FREQ=${timing.frequency.toUpperCase()}`, `INTERVAL=${timing.interval}`];
    const until = untilUtc(timing);
    if (timing.recurrenceEndLocal && until) {
      parts.push(row.allDay ? `UNTIL=${basicDate(timing.recurrenceEndLocal)}` : `UNTIL=${utcStamp(until)}`);
    }
    lines.push(`RRULE:${parts.join(";")}`);
    for (const e of exdates) {
      if (e.originalStartsAt) lines.push(dateProps("EXDATE", ruleTime(row, e.originalStartsAt), zone, row.allDay));
    }
  }
  if (series && row.originalStartsAt) {
    lines.push(dateProps("RECURRENCE-ID", ruleTime(series, row.originalStartsAt), series.timeZone, series.allDay));
  }
  lines.push("END:VEVENT");
  return lines;
}

/** A VCALENDAR of appointments, series as RRULE with their exceptions. */
export function buildCalendar(opts: {
  name: string;
  rows: AppointmentRow[];
  exceptions: AppointmentRow[];
  calendarNames: (appointmentId: string) => string[];
  publicUrl: string;
}): string {
  const host = new URL(opts.publicUrl).host || "intranet";
  const bySeries = new Map<string, AppointmentRow[]>();
  for (const e of opts.exceptions) {
    if (e.seriesId) bySeries.set(e.seriesId, [...(bySeries.get(e.seriesId) ?? []), e]);
  }
  const zones = new Map<string, { from: number; to: number }>();
  const nowYear = new Date().getUTCFullYear();
  // Widens the year range of the VTIMEZONE the row's zone needs (named so no linter takes it for a React hook).
  const noteZone = (row: AppointmentRow) => {
    if (row.allDay) return;
    const y0 = Number(row.startLocal.slice(0, 4));
    const y1 = Math.max(
      Number((row.recurrenceEndLocal ?? row.endLocal ?? row.startLocal).slice(0, 4)),
      row.rrule && !row.recurrenceEndLocal ? nowYear + 30 : 0,
    );
    const z = zones.get(row.timeZone);
    zones.set(row.timeZone, { from: Math.min(z?.from ?? y0, y0), to: Math.max(z?.to ?? y1, y1) });
  };
  const events: string[] = [];
  for (const row of opts.rows) {
    const exceptions = bySeries.get(row.id) ?? [];
    noteZone(row);
    const names = opts.calendarNames(row.id);
    events.push(
      ...vevent(
        row,
        null,
        exceptions.filter((e) => e.excluded),
        host,
        opts.publicUrl,
        names,
      ),
    );
    for (const e of exceptions.filter((x) => !x.excluded)) {
      noteZone(e);
      events.push(...vevent(e, row, [], host, opts.publicUrl, names));
    }
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Intranet//Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(opts.name)}`,
  ];
  for (const [zone, range] of zones) lines.push(...vtimezone(zone, range.from, range.to));
  lines.push(...events, "END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
