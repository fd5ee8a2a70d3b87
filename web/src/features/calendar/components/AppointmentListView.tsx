import type { AppointmentList, AppointmentOccurrence, Calendar } from "@intranet/contracts";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { dayjs, formatLongDate } from "../../../lib/dates";
import { RsvpButtons } from "../../participation";
import { AppointmentLine } from "./AppointmentLine";

/** The month as a list, one block per day that has appointments. */
export function AppointmentListView({
  date,
  appointments,
  details,
  calendars,
}: {
  date: string;
  appointments: AppointmentOccurrence[];
  /** What each line's row shares (`details_id`): the RSVP buttons read its attendee configuration. */
  details: AppointmentList["details"];
  calendars: Map<string, Calendar>;
}) {
  const { t } = useTranslation();
  const month = dayjs(date).format("YYYY-MM");
  const inMonth = appointments.filter((a) => a.date.start.slice(0, 7) === month);
  if (inMonth.length === 0) return <EmptyState title={t("calendar.noAppointments")} />;
  const days = new Map<string, AppointmentOccurrence[]>();
  for (const a of inMonth) {
    const key = a.date.start.slice(0, 10);
    days.set(key, [...(days.get(key) ?? []), a]);
  }
  return (
    <Stack gap="sm" data-testid="appointment-list">
      {[...days].map(([day, items]) => (
        <Paper key={day} withBorder p="sm">
          <Title order={5} mb={4}>
            {formatLongDate(day)}
          </Title>
          {items.map((a) => {
            const row = details[a.details_id];
            return (
              <div key={a.id}>
                <AppointmentLine appointment={a} calendars={calendars} />
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
        </Paper>
      ))}
    </Stack>
  );
}
