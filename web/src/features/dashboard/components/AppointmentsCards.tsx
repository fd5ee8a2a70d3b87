import type { AppointmentOccurrence } from "@intranet/contracts";
import { Anchor, Badge, Button, Stack, Text } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AppLink } from "../../../components/AppLink";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { QueryError } from "../../../components/QueryState";
import { formatLongDate, todayIn } from "../../../lib/dates";
import { agenda, timeRange } from "../agenda";
import { startPageQueries, UPCOMING_DAYS } from "../queries";
import classes from "./AppointmentsCards.module.css";
import { DashboardCard } from "./DashboardCard";

const UPCOMING_SHOWN = 8;

function AppointmentLine({ appointment, day }: { appointment: AppointmentOccurrence; day?: string }) {
  const { t } = useTranslation();
  const time = timeRange(appointment.date) ?? t("dashboard.allDay");
  const canceled = appointment.status === "canceled";
  return (
    <div data-testid="dashboard-appointment">
      {/* The written-out day on a line of its own: in the time column it wrapped over four lines. */}
      {day && <div className={classes.day}>{formatLongDate(day)}</div>}
      <div className={classes.line}>
        <div className={classes.when}>{time}</div>
        <div className={classes.what}>
          <AppLink to={appointment.html_url} className={classes.name} data-canceled={canceled || undefined}>
            {appointment.name}
          </AppLink>
          {canceled && (
            <Badge size="xs" color="red" variant="light" ml={6}>
              {t("dashboard.canceled")}
            </Badge>
          )}
          {appointment.location?.name && <div className={classes.place}>{appointment.location.name}</div>}
        </div>
      </div>
    </div>
  );
}

/** Today's appointments and those of the next two weeks, from the calendar's month lists. */
export function AppointmentsCards() {
  const { t } = useTranslation();
  const lists = useQueries({ queries: startPageQueries.months() });
  const failed = lists.find((q) => q.isError);
  const loading = lists.some((q) => q.isPending);
  const addButton = (
    <Button component={Link} to="/appointments/new" size="xs" variant="light">
      {t("dashboard.today.add")}
    </Button>
  );
  const allLink = (
    <Anchor component={Link} to="/appointments" size="sm">
      {t("dashboard.upcoming.all")}
    </Anchor>
  );

  let body: { today: React.ReactNode; upcoming: React.ReactNode };
  if (failed) {
    const error = (
      <QueryError
        error={failed.error}
        message={t("dashboard.today.loadError")}
        onRetry={() => lists.forEach((q) => void q.refetch())}
      />
    );
    body = { today: error, upcoming: error };
  } else if (loading) {
    body = { today: <PageLoader />, upcoming: <PageLoader /> };
  } else {
    const zone = lists[0]?.data?.time_zone;
    const today = todayIn(zone);
    const plan = agenda(
      lists.flatMap((q) => q.data?.appointments ?? []),
      today,
      UPCOMING_DAYS,
    );
    const more = plan.upcoming.length - UPCOMING_SHOWN;
    body = {
      today:
        plan.today.length === 0 ? (
          <EmptyState title={t("dashboard.today.empty")} icon={<IconCalendarEvent />} />
        ) : (
          <Stack gap="xs">
            {plan.today.map((a) => (
              <AppointmentLine key={a.id} appointment={a} />
            ))}
          </Stack>
        ),
      upcoming:
        plan.upcoming.length === 0 ? (
          <EmptyState title={t("dashboard.upcoming.empty")} icon={<IconCalendarEvent />} />
        ) : (
          <Stack gap="xs">
            {plan.upcoming.slice(0, UPCOMING_SHOWN).map(({ day, appointment }) => (
              <AppointmentLine key={appointment.id} appointment={appointment} day={day} />
            ))}
            {more > 0 && (
              <Text size="sm" c="dimmed">
                {t("dashboard.upcoming.more", { count: more })}
              </Text>
            )}
          </Stack>
        ),
    };
  }

  return (
    <>
      <DashboardCard title={t("dashboard.today.title")} action={addButton} testId="dashboard-today">
        {body.today}
      </DashboardCard>
      <DashboardCard title={t("dashboard.upcoming.title")} action={allLink} testId="dashboard-upcoming">
        {body.upcoming}
      </DashboardCard>
    </>
  );
}
