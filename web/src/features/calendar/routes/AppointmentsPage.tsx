// Loaded with the date pickers, not with the first screen (the core styles come first, from main.tsx).
import "@mantine/dates/styles.css";
import { type Calendar, decodeCalendarFilter, encodeCalendarFilter } from "@intranet/contracts";
import { ActionIcon, Button, Group, Menu, SegmentedControl, Stack, Title } from "@mantine/core";
import { MonthPickerInput } from "@mantine/dates";
import {
  IconChevronLeft,
  IconChevronRight,
  IconCopy,
  IconDots,
  IconPlus,
  IconRss,
  IconSettings,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { notifyError, notifySaved } from "../../../components/toasts";
import { dayjs, todayIn } from "../../../lib/dates";
import { appointmentsQuery, calendarsQuery, groupCalendarsQuery } from "../api";
import { AppointmentListView } from "../components/AppointmentListView";
import { CalendarFilter } from "../components/CalendarFilter";
import { MonthSheet } from "../components/MonthSheet";
import { useCalendarView } from "../hooks/useCalendarView";

/** Which calendars an overview shows: every one (with what the member takes part in), their own, those shared with them. */
type Scope = "all" | "my" | "shared";
const inScope: Record<Exclude<Scope, "all">, (c: Calendar) => boolean> = {
  my: (c) => c.type === "personal",
  shared: (c) => c.type === "shared",
};

/**
 * /appointments, /appointments/participating, /groups/{groupSlug}/calendars and …/appointments/participating, and
 * /calendars, /calendars/my, /calendars/shared (every calendar, the member's own, those shared with them).
 */
export function AppointmentsPage({ participating = false, scope }: { participating?: boolean; scope?: Scope }) {
  const { t } = useTranslation();
  const { groupSlug } = useParams();
  const { date, view, narrow, filter, update } = useCalendarView();
  const all = useQuery(calendarsQuery);
  const groupCalendars = useQuery({ ...groupCalendarsQuery(groupSlug ?? ""), enabled: Boolean(groupSlug) });
  const offered = groupSlug ? groupCalendars.data : all.data;
  const calendars: Calendar[] = (scope && scope !== "all" ? offered?.filter(inScope[scope]) : offered) ?? [];
  const calendarMap = useMemo(() => new Map((all.data ?? []).map((c) => [c.id, c])), [all.data]);
  // A group's overview (and my or shared calendars) shows its calendars unless the member filters further.
  const narrowed = Boolean(groupSlug) || scope === "my" || scope === "shared";
  const ready = groupSlug ? groupCalendars.isSuccess : !narrowed || all.isSuccess;
  const effectiveFilter = filter ?? (narrowed && ready ? encodeCalendars(calendars) : undefined);
  const list = useQuery({
    ...appointmentsQuery({ participating, date, view, calendars: effectiveFilter }),
    enabled: ready,
  });
  const selected = filter ? decodeCalendarFilter(filter) : null;
  const postable = groupSlug ? calendars.find((c) => c.can.create_appointments) : undefined;
  const addHref = postable ? `/appointments/new?calendar_id=${postable.id}` : "/appointments/new";

  const move = (months: number) =>
    update({ date: dayjs(date).add(months, "month").startOf("month").format("YYYY-MM-DD") });
  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notifySaved(t("calendar.urlCopied"));
    } catch (error) {
      notifyError(error);
    }
  };
  const title = groupSlug
    ? t(participating ? "calendar.groupParticipatingTitle" : "calendar.groupTitle")
    : participating
      ? t("calendar.participatingTitle")
      : scope
        ? t(`calendar.scopeTitles.${scope}`)
        : t("calendar.overview");

  return (
    <Stack gap="md" data-testid="appointments-page">
      <Title order={2}>{title}</Title>
      <Group gap="xs" wrap="wrap" data-testid="calendar-toolbar">
        <Button variant="default" onClick={() => update({ date: todayIn() })}>
          {t("calendar.today")}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={t("calendar.previousMonth")} onClick={() => move(-1)}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t("calendar.nextMonth")} onClick={() => move(1)}>
          <IconChevronRight size={18} />
        </ActionIcon>
        <MonthPickerInput
          // Named by the month it shows (WCAG 2.5.3, label in name), like the day a date field shows.
          data-testid="calendar-month"
          value={dayjs(date).startOf("month").format("YYYY-MM-DD")}
          onChange={(value) => value && update({ date: dayjs(value).format("YYYY-MM-DD") })}
          valueFormat="MMMM YYYY"
          w={180}
        />
        <CalendarFilter calendars={calendars} selected={selected} onChange={(encoded) => update({ filter: encoded })} />
        {!narrow && (
          <SegmentedControl
            value={view}
            onChange={(value) => update({ view: value === "list" ? "list" : "sheet" })}
            data={[
              { value: "sheet", label: t("calendar.sheetView") },
              { value: "list", label: t("calendar.listView") },
            ]}
          />
        )}
        <Button component={Link} to={addHref} leftSection={<IconPlus size={16} />} data-testid="add-appointment">
          {t("calendar.add")}
        </Button>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label={t("calendar.menu")}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to="/calendars/manage" leftSection={<IconSettings size={16} />}>
              {t("calendar.manage")}
            </Menu.Item>
            <Menu.Item component={Link} to="/calendars/subscribe" leftSection={<IconRss size={16} />}>
              {t("calendar.subscribe")}
            </Menu.Item>
            <Menu.Item onClick={copyUrl} leftSection={<IconCopy size={16} />}>
              {t("calendar.copyUrl")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <QueryState query={list} errorMessage={t("calendar.loadError")}>
        {(data) =>
          view === "sheet" ? (
            <MonthSheet date={date} appointments={data.appointments} calendars={calendarMap} />
          ) : (
            <AppointmentListView
              date={date}
              today={todayIn(data.time_zone)}
              appointments={data.appointments}
              details={data.details}
              calendars={calendarMap}
            />
          )
        }
      </QueryState>
    </Stack>
  );
}

const encodeCalendars = (calendars: Calendar[]) => encodeCalendarFilter(calendars.map((c) => c.id));

export function ParticipatingPage() {
  return <AppointmentsPage participating />;
}

export const AllCalendarsPage = () => <AppointmentsPage scope="all" />;
export const MyCalendarsPage = () => <AppointmentsPage scope="my" />;
export const SharedCalendarsPage = () => <AppointmentsPage scope="shared" />;
