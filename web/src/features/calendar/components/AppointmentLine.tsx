import type { AppointmentOccurrence, Calendar } from "@intranet/contracts";
import { IconVideo } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "../../../components/AppLink";
import classes from "./AppointmentLine.module.css";

/** One appointment in a cell or list row: time, calendar colour markers, strike-through when cancelled. */
export const AppointmentLine = memo(function AppointmentLine({
  appointment,
  calendars,
  compact = false,
  day,
  memberZone,
}: {
  appointment: AppointmentOccurrence;
  calendars: Map<string, Calendar>;
  compact?: boolean;
  /** The day the line stands under (YYYY-MM-DD): on a later day of a longer appointment it shows when it ends. */
  day?: string;
  /** The member's time zone: a time on another zone's clock is named with its zone. */
  memberZone?: string;
}) {
  const { t } = useTranslation();
  const a = appointment;
  // Wall times in the appointment's own zone, as on its detail page: its start on its first day; on a later day its
  // end ("– 17:00") on the day it ends, else the whole day.
  const later = day !== undefined && day > a.date.start.slice(0, 10);
  const wholeDay = a.date.all_day || (later && a.date.end?.slice(0, 10) !== day);
  const time = wholeDay ? t("calendar.allDay") : later ? `– ${a.date.end?.slice(11, 16)}` : a.date.start.slice(11, 16);
  // The clock is the appointment's zone's; where that is not the member's, it says so: "12:00 (Europe/Berlin)".
  const zoned = !wholeDay && memberZone && a.date.time_zone !== memberZone ? `${time} (${a.date.time_zone})` : null;
  const name = a.canceled ? `${a.name} (${t("calendar.cancelled")})` : a.name;
  return (
    <AppLink
      to={`/appointments/${a.id}`}
      className={classes.line}
      data-compact={compact || undefined}
      data-canceled={a.canceled || undefined}
      data-testid="appointment-line"
      title={zoned ? `${name} · ${zoned}` : name}
    >
      {a.calendar_ids.map((id) => (
        <span key={id} className={classes.swatch} style={{ background: `#${calendars.get(id)?.color ?? "868e96"}` }} />
      ))}
      {/* A month cell has no room for the zone: its title names it. */}
      <span className={classes.time}>{zoned && !compact ? zoned : time}</span>
      {a.has_meeting && <IconVideo size={12} className={classes.meeting} aria-label={t("calendar.meeting")} />}
      <span className={classes.name}>{a.name}</span>
    </AppLink>
  );
});
