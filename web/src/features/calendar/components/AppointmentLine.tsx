import type { AppointmentOccurrence, Calendar } from "@intranet/contracts";
import { Box, ColorSwatch, Group, Text } from "@mantine/core";
import { IconVideo } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** One appointment in a cell or list row: time, calendar colour markers, strike-through when cancelled. */
export function AppointmentLine({
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
    <Box
      component={Link}
      to={`/appointments/${a.id}`}
      data-testid="appointment-line"
      // 24 px high at least: a touch target of WCAG 2.2's minimum size, even in a full month cell.
      style={{
        display: "flex",
        alignItems: "center",
        minHeight: 24,
        textDecoration: a.canceled ? "line-through" : "none",
        color: "inherit",
      }}
      title={a.canceled ? `${a.name} (${t("calendar.cancelled")})` : a.name}
    >
      <Group gap={4} wrap="nowrap">
        {a.calendar_ids.map((id) => (
          <ColorSwatch key={id} color={`#${calendars.get(id)?.color ?? "868e96"}`} size={8} />
        ))}
        <Text size={compact ? "xs" : "sm"} c="dimmed" style={{ flexShrink: 0 }}>
          {time}
        </Text>
        {a.has_meeting && <IconVideo size={12} aria-label={t("calendar.meeting")} />}
        <Text size={compact ? "xs" : "sm"} truncate>
          {a.name}
        </Text>
      </Group>
    </Box>
  );
}
