import type { AppointmentOccurrence, Calendar } from "@intranet/contracts";
import { Box, Paper, Text, UnstyledButton } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { todayIn } from "../../../lib/dates";
import { cellLines, daysCovered, monthWeeks } from "../logic";
import { AppointmentLine } from "./AppointmentLine";

/** The month sheet: Monday first, week numbers, today highlighted, outside days dimmed. */
export function MonthSheet({
  date,
  appointments,
  calendars,
}: {
  date: string;
  appointments: AppointmentOccurrence[];
  calendars: Map<string, Calendar>;
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
  const weekdays = t("calendar.weekdays").split(",");

  return (
    <Box
      data-testid="month-sheet"
      style={{ display: "grid", gridTemplateColumns: "2.5rem repeat(7, minmax(0, 1fr))", gap: 2 }}
    >
      <Text size="xs" c="dimmed" ta="center">
        {t("calendar.week")}
      </Text>
      {weekdays.map((d) => (
        <Text key={d} size="sm" fw={600} ta="center">
          {d}
        </Text>
      ))}
      {weeks.map((w) => [
        <Text key={`w${w.week}`} size="xs" c="dimmed" ta="center" pt={4} data-testid="week-number">
          {w.week}
        </Text>,
        ...w.days.map((d) => {
          const items = byDay.get(d.date) ?? [];
          const { shown, more } = cellLines(items, hovered === d.date || expanded === d.date);
          return (
            <Paper
              key={d.date}
              withBorder
              p={4}
              mih={110}
              data-testid={`day-${d.date}`}
              data-today={d.today || undefined}
              onDoubleClick={() => navigate(`/appointments/new?date=${d.date}`)}
              onMouseEnter={() => setHovered(d.date)}
              onMouseLeave={() => setHovered(null)}
              style={{
                // Days of the neighbouring months are shaded, not faded: their texts keep AA contrast.
                background: d.today
                  ? "var(--mantine-color-blue-light)"
                  : d.inMonth
                    ? undefined
                    : "var(--mantine-color-gray-0)",
                zIndex: hovered === d.date ? 2 : undefined,
                position: "relative",
              }}
            >
              <Text size="sm" fw={d.today ? 700 : 400} c={d.inMonth ? undefined : "dimmed"}>
                {d.day}
              </Text>
              {shown.map((a) => (
                <AppointmentLine key={`${d.date}-${a.id}`} appointment={a} calendars={calendars} compact />
              ))}
              {more > 0 && (
                <UnstyledButton onClick={() => setExpanded(d.date)}>
                  <Text size="xs" c="dimmed">
                    {t("calendar.more", { count: more })}
                  </Text>
                </UnstyledButton>
              )}
            </Paper>
          );
        }),
      ])}
    </Box>
  );
}
