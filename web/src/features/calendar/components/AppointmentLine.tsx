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
}: {
  appointment: AppointmentOccurrence;
  calendars: Map<string, Calendar>;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const a = appointment;
  // Wall time in the appointment's own zone, as on its detail page.
  const time = a.date.all_day ? t("calendar.allDay") : a.date.start.slice(11, 16);
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
