import type { AppointmentOccurrence, Calendar } from "@intranet/contracts";
import { memo, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { todayIn } from "../../../lib/dates";
import { cellLines, daysCovered, monthWeeks } from "../logic";
import { AppointmentLine } from "./AppointmentLine";
import classes from "./MonthSheet.module.css";

const NONE: AppointmentOccurrence[] = [];

/** The month sheet: Monday first, week numbers, today highlighted, outside days dimmed. */
export function MonthSheet({
  date,
  appointments,
  calendars,
  memberZone,
}: {
  date: string;
  appointments: AppointmentOccurrence[];
  calendars: Map<string, Calendar>;
  /** The member's time zone (the list's `time_zone`): lines on another zone's clock name it. */
  memberZone?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hovered, setHovered] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const weeks = monthWeeks(date, todayIn());
  const byDay = useMemo(() => {
    const map = new Map<string, AppointmentOccurrence[]>();
    for (const a of appointments) {
      for (const day of daysCovered(a.date.start, a.date.end, a.date.all_day))
        map.set(day, [...(map.get(day) ?? []), a]);
    }
    return map;
  }, [appointments]);
  const create = useCallback((day: string) => navigate(`/appointments/new?date=${day}`), [navigate]);
  const weekdays = t("calendar.weekdays").split(",");

  return (
    <div className={classes.sheet} data-testid="month-sheet">
      <div className={classes.week}>{t("calendar.week")}</div>
      {weekdays.map((d) => (
        <div key={d} className={classes.weekday}>
          {d}
        </div>
      ))}
      {weeks.map((w) => [
        <div key={`w${w.week}`} className={classes.week} data-testid="week-number">
          {w.week}
        </div>,
        ...w.days.map((d) => (
          // A cell renders again only when its own props change: hovering one cell redraws that cell, not the month.
          <DayCell
            key={d.date}
            date={d.date}
            day={d.day}
            inMonth={d.inMonth}
            today={d.today}
            items={byDay.get(d.date) ?? NONE}
            calendars={calendars}
            memberZone={memberZone}
            hovered={hovered === d.date}
            expanded={expanded === d.date}
            onHover={setHovered}
            onExpand={setExpanded}
            onCreate={create}
          />
        )),
      ])}
    </div>
  );
}

const DayCell = memo(function DayCell({
  date,
  day,
  inMonth,
  today,
  items,
  calendars,
  memberZone,
  hovered,
  expanded,
  onHover,
  onExpand,
  onCreate,
}: {
  date: string;
  day: number;
  inMonth: boolean;
  today: boolean;
  items: AppointmentOccurrence[];
  calendars: Map<string, Calendar>;
  memberZone?: string;
  hovered: boolean;
  expanded: boolean;
  onHover: (date: string | null) => void;
  onExpand: (date: string) => void;
  onCreate: (date: string) => void;
}) {
  const { t } = useTranslation();
  const { shown, more } = cellLines(items, hovered || expanded);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a double click is a shortcut; "New appointment" is the way
    <div
      className={classes.cell}
      data-testid={`day-${date}`}
      data-today={today || undefined}
      data-outside={!inMonth || undefined}
      data-hovered={hovered || undefined}
      onDoubleClick={() => onCreate(date)}
      onMouseEnter={() => onHover(date)}
      onMouseLeave={() => onHover(null)}
    >
      <div className={classes.day}>{day}</div>
      {shown.map((a) => (
        <AppointmentLine key={a.id} appointment={a} calendars={calendars} compact day={date} memberZone={memberZone} />
      ))}
      {more > 0 && (
        <button type="button" className={classes.more} onClick={() => onExpand(date)}>
          {t("calendar.more", { count: more })}
        </button>
      )}
    </div>
  );
});
