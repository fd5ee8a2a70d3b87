import type { AppointmentList, AppointmentOccurrence, Calendar } from "@intranet/contracts";
import { Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { dayjs, formatLongDate } from "../../../lib/dates";
import { RsvpButtons } from "../../participation";
import { daysCovered } from "../logic";
import { AppointmentLine } from "./AppointmentLine";
import classes from "./AppointmentListView.module.css";

/**
 * The month as a list, one block per day that has appointments. The month of today opens at today (or the next day
 * with appointments), not at the month's first day, which on a phone is screens away.
 */
export function AppointmentListView({
  date,
  today,
  appointments,
  details,
  calendars,
  memberZone,
}: {
  date: string;
  /** Today in the member's zone (`YYYY-MM-DD`). */
  today: string;
  appointments: AppointmentOccurrence[];
  /** What each line's row shares (`details_id`): the RSVP buttons read its attendee configuration. */
  details: AppointmentList["details"];
  calendars: Map<string, Calendar>;
  /** The member's time zone (the list's `time_zone`): rows on another zone's clock name it. */
  memberZone?: string;
}) {
  const { t } = useTranslation();
  const month = dayjs(date).format("YYYY-MM");
  // An appointment over several days is listed under each of them in this month, as the sheet draws it in each cell.
  const byDay = new Map<string, AppointmentOccurrence[]>();
  for (const a of appointments)
    for (const day of daysCovered(a.date.start, a.date.end, a.date.all_day))
      if (day.slice(0, 7) === month) byDay.set(day, [...(byDay.get(day) ?? []), a]);
  const days = new Map([...byDay].sort(([a], [b]) => (a < b ? -1 : 1)));
  const opening = month === today.slice(0, 7) ? [...days.keys()].find((day) => day >= today) : undefined;
  const openingBlock = useRef<HTMLDivElement>(null);
  // Again when days come in above it (the kept month drawn first, then the fresh one with more of them).
  const daysAbove = opening ? [...days.keys()].indexOf(opening) : -1;
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const block = openingBlock.current;
    if (!opening || daysAbove < 0 || !block) return;
    // Until the member scrolls by themselves, the list follows its own layout (shown late, days added above) and
    // comes back when something else scrolls the window (the router's scroll restoration may run after this effect).
    let moved = false;
    const byMember = () => {
      moved = true;
    };
    const follow = () => {
      if (!moved) block.scrollIntoView?.({ block: "start" });
    };
    follow();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(follow);
    if (list.current) observer?.observe(list.current);
    const events = ["wheel", "touchmove", "keydown", "pointerdown"] as const;
    for (const e of events) window.addEventListener(e, byMember, { passive: true });
    window.addEventListener("scroll", follow, { passive: true });
    return () => {
      observer?.disconnect();
      for (const e of events) window.removeEventListener(e, byMember);
      window.removeEventListener("scroll", follow);
    };
  }, [opening, daysAbove]);
  if (days.size === 0) return <EmptyState title={t("calendar.noAppointments")} />;
  return (
    <Stack gap="sm" data-testid="appointment-list" ref={list}>
      {[...days].map(([day, items]) => (
        <div
          key={day}
          className={classes.day}
          ref={day === opening ? openingBlock : undefined}
          data-testid={day === opening ? "appointment-list-opening" : undefined}
        >
          <h5 className={classes.heading}>
            {formatLongDate(day)}
            {day === today && ` · ${t("calendar.today")}`}
          </h5>
          {items.map((a) => {
            const row = details[a.details_id];
            return (
              <div key={a.id}>
                <AppointmentLine appointment={a} calendars={calendars} day={day} memberZone={memberZone} />
                {row && (a.can.opt || a.my_participation_status) && (
                  <RsvpButtons
                    appointment={{ ...a, attendee_configuration: row.attendee_configuration }}
                    mine={a.my_participation_status}
                  />
                )}
              </div>
            );
          })}
          {items.some((a) => a.canceled) && (
            <Text size="xs" c="dimmed">
              {t("calendar.cancelled")}: {items.filter((a) => a.canceled).length}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
