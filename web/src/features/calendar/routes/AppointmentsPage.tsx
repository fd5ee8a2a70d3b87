import { type Calendar, decodeCalendarFilter, encodeCalendarFilter } from "@intranet/contracts";
import { ActionIcon, Button, Group, SegmentedControl, Stack, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { DeferredControl } from "../../../components/AfterFirstPaint";
import { QueryState } from "../../../components/QueryState";
import { notifyError, notifySaved } from "../../../components/toasts";
import { dayjs, todayIn } from "../../../lib/dates";
import { appointmentsQuery, calendarsQuery, groupCalendarsQuery } from "../api";
import { AppointmentListView } from "../components/AppointmentListView";
import { CalendarMenuButton, FilterButton, MonthButton } from "../components/CalendarToolbarButtons";
import { MonthSheet } from "../components/MonthSheet";
import { useCalendarView } from "../hooks/useCalendarView";

// The toolbar's dropdowns come after the first screen (render budget, docs/operations.md): their buttons are drawn with it.
const controls = () => import("../components/CalendarToolbarControls");
const MonthPicker = lazy(async () => ({ default: (await controls()).MonthPicker }));
const CalendarFilter = lazy(async () => ({ default: (await controls()).CalendarFilter }));
const CalendarMenu = lazy(async () => ({ default: (await controls()).CalendarMenu }));

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
  // `?calendars=` (empty) is "none shown", not "all": only a missing filter is every calendar.
  const selected = filter === undefined ? null : decodeCalendarFilter(filter);
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
  // A group the member may not see (or that does not exist) answers 404: its calendar is not found, and nothing of the
  // member's other calendars stands in for it.
  if (groupSlug && groupCalendars.isError) return <QueryState query={groupCalendars} />;
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
        <DeferredControl button={(open) => <MonthButton label={dayjs(date).format("MMMM YYYY")} onClick={open} />}>
          {(opened) => (
            <MonthPicker
              value={dayjs(date).startOf("month").format("YYYY-MM-DD")}
              onChange={(value) => update({ date: dayjs(value).format("YYYY-MM-DD") })}
              defaultOpened={opened}
            />
          )}
        </DeferredControl>
        <DeferredControl
          button={(open) => (
            <FilterButton selected={selected?.length ?? null} total={calendars.length} onClick={open} />
          )}
        >
          {(opened) => (
            <CalendarFilter
              calendars={calendars}
              selected={selected}
              onChange={(encoded) => update({ filter: encoded })}
              defaultOpened={opened}
            />
          )}
        </DeferredControl>
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
        <DeferredControl button={(open) => <CalendarMenuButton onClick={open} />}>
          {(opened) => <CalendarMenu onCopyUrl={copyUrl} defaultOpened={opened} />}
        </DeferredControl>
      </Group>
      <QueryState query={list} errorMessage={t("calendar.loadError")}>
        {(data) =>
          view === "sheet" ? (
            <MonthSheet
              date={date}
              appointments={data.appointments}
              calendars={calendarMap}
              memberZone={data.time_zone}
            />
          ) : (
            <AppointmentListView
              date={date}
              today={todayIn(data.time_zone)}
              appointments={data.appointments}
              details={data.details}
              calendars={calendarMap}
              memberZone={data.time_zone}
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
