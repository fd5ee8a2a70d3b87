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
}: {
  appointment: AppointmentOccurrence;
  calendars: Map<string, Calendar>;
  compact?: boolean;
  /** The day the line stands under (YYYY-MM-DD): on a later day of a longer appointment it shows when it ends. */
  day?: string;
}) {
  const { t } = useTranslation();
  const a = appointment;
  // Wall times in the appointment's own zone, as on its detail page: its start on its first day; on a later day its
  // end ("– 17:00") on the day it ends, else the whole day.
  const later = day !== undefined && day > a.date.start.slice(0, 10);
  const time =
    a.date.all_day || (later && a.date.end?.slice(0, 10) !== day)
      ? t("calendar.allDay")
      : later
        ? `– ${a.date.end?.slice(11, 16)}`
        : a.date.start.slice(11, 16);
  return (
    <AppLink
      to={`/appointments/${a.id}`}
      className={classes.line}
      data-compact={compact || undefined}
      data-canceled={a.canceled || undefined}
      data-testid="appointment-line"
      title={a.canceled ? `${a.name} (${t("calendar.cancelled")})` : a.name}
    >
      {a.calendar_ids.map((id) => (
        <span key={id} className={classes.swatch} style={{ background: `#${calendars.get(id)?.color ?? "868e96"}` }} />
      ))}
      <span className={classes.time}>{time}</span>
      {a.has_meeting && <IconVideo size={12} className={classes.meeting} aria-label={t("calendar.meeting")} />}
      <span className={classes.name}>{a.name}</span>
    </AppLink>
  );
});
