import type { Appointment } from "@intranet/contracts";
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Image,
  Menu,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  Typography,
} from "@mantine/core";
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconChevronLeft,
  IconChevronRight,
  IconDots,
  IconDownload,
  IconLock,
  IconLockOpen,
  IconMail,
  IconPencil,
  IconRepeat,
  IconTrash,
  IconUsers,
  IconX,
} from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { networkQuery } from "../../../api/network";
import { openConfirm } from "../../../components/confirm";
import { QueryState } from "../../../components/QueryState";
import { notifyError, notifySaved } from "../../../components/toasts";
import { TranslationMenu } from "../../../components/translation/TranslationMenu";
import { useMachineTranslation } from "../../../components/translation/useMachineTranslation";
import { dayjs } from "../../../lib/dates";
import { ParticipationPanel } from "../../participation";
import {
  appointmentQuery,
  calendarsQuery,
  cancelAppointment,
  deleteAppointment,
  lockAppointment,
  refreshCalendars,
} from "../api";
import { DESCRIPTION_CUT, FILES_SHOWN } from "../logic";

/** /appointments/{id}, also an occurrence `r-...`. */
export function AppointmentPage() {
  const { id = "" } = useParams();
  const query = useQuery(appointmentQuery(id));
  if (!query.isSuccess) return <QueryState query={query} />;
  return <AppointmentDetail appointment={query.data} />;
}

function formatRange(a: Appointment) {
  const start = dayjs(a.date.start.slice(0, 19));
  const end = a.date.end ? dayjs(a.date.end.slice(0, 19)) : null;
  if (a.date.all_day) {
    const first = start.format("DD.MM.YYYY");
    return end && !a.date.same_day ? `${first} – ${end.format("DD.MM.YYYY")}` : first;
  }
  if (!end) return start.format("DD.MM.YYYY HH:mm");
  return a.date.same_day
    ? `${start.format("DD.MM.YYYY HH:mm")} – ${end.format("HH:mm")}`
    : `${start.format("DD.MM.YYYY HH:mm")} – ${end.format("DD.MM.YYYY HH:mm")}`;
}

function AppointmentDetail({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const calendars = new Map((useQuery(calendarsQuery).data ?? []).map((c) => [c.id, c]));
  const network = useQuery({ ...networkQuery, enabled: false }).data;
  const memberZone = network?.current_member?.time_zone;
  const [fullText, setFullText] = useState(false);
  const [allFiles, setAllFiles] = useState(false);
  const translation = useMachineTranslation("appointment", a.id);
  const name = translation.fields?.name ?? a.name;
  const past = dayjs(a.date.end ?? a.date.start).isBefore(dayjs());
  const isSeries = a.type === "recurring_appointment";

  const reload = async () => {
    await refreshCalendars(queryClient);
  };
  const cancel = () =>
    openConfirm({
      message: t("calendar.cancelConfirm"),
      danger: true,
      onConfirm: async () => {
        try {
          await cancelAppointment(a.id);
          await reload();
        } catch {
          notifyError(t("calendar.cancelFailed"));
        }
      },
    });
  const remove = () =>
    openConfirm({
      message: t("calendar.deleteConfirm"),
      danger: true,
      onConfirm: async () => {
        try {
          await deleteAppointment(a.id);
          notifySaved(t("calendar.deleted"));
          await reload();
          navigate("/appointments");
        } catch (error) {
          notifyError(error);
        }
      },
    });
  const lock = async () => {
    const next = !a.attendee_configuration.participation_locked;
    try {
      await lockAppointment(a.id, next);
      notifySaved(next ? t("calendar.locked") : t("calendar.unlocked"));
      await reload();
    } catch {
      notifyError(t("calendar.lockFailed"));
    }
  };

  const text = translation.fields?.description ?? a.description_rendered;
  const plainLength = text.replace(/<[^>]+>/g, "").length;
  const shownText =
    fullText || plainLength <= DESCRIPTION_CUT ? text : `${text.replace(/<[^>]+>/g, "").slice(0, DESCRIPTION_CUT)}…`;
  const files = allFiles ? a.event_files : a.event_files.slice(0, FILES_SHOWN);
  const hasMenu =
    a.can.update || a.can.destroy || a.can.contact || a.can.update_participants || a.can.download_attendees;
  const l = a.location;

  return (
    <Stack gap="md" maw={860} data-testid="appointment-detail">
      <Group gap="xs" data-testid="appointment-toolbar">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} component={Link} to="/appointments">
          {t("calendar.back")}
        </Button>
        {a.previous_occurrence_url && (
          <ActionIcon
            variant="default"
            size="lg"
            component={Link}
            to={a.previous_occurrence_url}
            aria-label={t("calendar.previousOccurrence")}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
        )}
        {a.next_occurrence_url && (
          <ActionIcon
            variant="default"
            size="lg"
            component={Link}
            to={a.next_occurrence_url}
            aria-label={t("calendar.nextOccurrence")}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        )}
        {a.recurring_appointment_url && (
          <Button
            variant="default"
            leftSection={<IconRepeat size={16} />}
            component={Link}
            to={a.recurring_appointment_url}
          >
            {t("calendar.showSeries")}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          component="a"
          href={`/appointments/${a.id}.ics`}
        >
          {t("calendar.icalDownload")}
        </Button>
        {hasMenu && (
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label={t("calendar.menu")} data-testid="appointment-menu">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {a.can.update && (
                <Menu.Item component={Link} to={`/appointments/${a.id}/edit`} leftSection={<IconPencil size={16} />}>
                  {t("calendar.edit")}
                </Menu.Item>
              )}
              {a.can.contact && (
                <Menu.Item component={Link} to={`/appointments/${a.id}/contact`} leftSection={<IconMail size={16} />}>
                  {t("participation.contact")}
                </Menu.Item>
              )}
              {a.can.update_participants && (
                <Menu.Item
                  component={Link}
                  to={`/appointments/${a.id}/participants`}
                  leftSection={<IconUsers size={16} />}
                >
                  {t("participation.manageParticipants")}
                </Menu.Item>
              )}
              {a.can.download_attendees && (
                <Menu.Item
                  component="a"
                  href={`/appointments/${a.id}/attendees.csv`}
                  leftSection={<IconDownload size={16} />}
                >
                  {t("participation.downloadCsv")}
                </Menu.Item>
              )}
              {a.can.download_attendees && (
                <Menu.Item
                  component="a"
                  href={`/appointments/${a.id}/attendees.xlsx`}
                  leftSection={<IconDownload size={16} />}
                >
                  {t("participation.downloadXlsx")}
                </Menu.Item>
              )}
              {a.can.update && !isSeries && (
                <Menu.Item
                  onClick={lock}
                  leftSection={
                    a.attendee_configuration.participation_locked ? <IconLockOpen size={16} /> : <IconLock size={16} />
                  }
                >
                  {a.attendee_configuration.participation_locked ? t("calendar.unlock") : t("calendar.lock")}
                </Menu.Item>
              )}
              {a.can.destroy && (
                <Tooltip
                  label={a.cancel_prohibited_reason ? t(`calendar.cancelProhibited.${a.cancel_prohibited_reason}`) : ""}
                  disabled={!a.cancel_prohibited_reason}
                >
                  <div>
                    <Menu.Item
                      onClick={cancel}
                      disabled={Boolean(a.cancel_prohibited_reason)}
                      leftSection={<IconX size={16} />}
                    >
                      {t("calendar.cancel")}
                    </Menu.Item>
                  </div>
                </Tooltip>
              )}
              {a.can.destroy && (
                <Menu.Item color="red" onClick={remove} leftSection={<IconTrash size={16} />}>
                  {t("calendar.delete")}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>

      {a.canceled && <Alert color="red">{t("calendar.cancelledNotice")}</Alert>}
      {past && !isSeries && <Alert color="gray">{t("calendar.pastNotice")}</Alert>}
      {memberZone && memberZone !== a.date.time_zone && (
        <Alert color="blue" data-testid="time-zone-notice">
          {t("calendar.timeZoneNotice", { zone: a.date.time_zone })}
        </Alert>
      )}

      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} style={{ textDecoration: a.canceled ? "line-through" : undefined }}>
          {name}
        </Title>
        <TranslationMenu language={translation.language} loading={translation.loading} onChoose={translation.choose} />
      </Group>
      <Group gap="xs">
        {a.calendar_ids.map((id) => (
          <Badge
            key={id}
            variant="light"
            leftSection={<ColorSwatch color={`#${calendars.get(id)?.color ?? "868e96"}`} size={10} />}
          >
            {calendars.get(id)?.name ?? id}
          </Badge>
        ))}
        {a.unknown_calendars > 0 && (
          <Text size="sm" c="dimmed">
            {t("calendar.unknownCalendars", { count: a.unknown_calendars })}
          </Text>
        )}
      </Group>
      <Group gap="xs">
        <IconCalendarEvent size={18} />
        <Text data-testid="appointment-date">{formatRange(a)}</Text>
        {a.date.all_day && <Badge variant="outline">{t("calendar.allDay")}</Badge>}
      </Group>
      {a.recurrence_pattern && (
        <Text size="sm" c="dimmed">
          {t("calendar.recurringEvery", {
            frequency: t(`calendar.frequency.${a.recurrence_pattern.recurrence_frequency}`),
            interval: a.recurrence_pattern.recurrence_interval,
          })}
          {a.recurrence_pattern.recurrence_end_time
            ? ` ${t("calendar.until", { date: dayjs(a.recurrence_pattern.recurrence_end_time).format("DD.MM.YYYY") })}`
            : ""}
        </Text>
      )}
      {l && (l.name || l.address1 || l.city || l.link) && (
        <Paper withBorder p="sm" data-testid="appointment-location">
          <Text fw={600}>{t("calendar.location")}</Text>
          {[l.name, l.address1, l.address2, [l.zip, l.city].filter(Boolean).join(" "), l.country]
            .filter(Boolean)
            .map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          {l.link && (
            <Anchor href={l.link} target="_blank" rel="noreferrer" size="sm">
              {l.link}
            </Anchor>
          )}
          {l.maps_url && (
            <Anchor href={l.maps_url} target="_blank" rel="noreferrer" size="sm" display="block">
              OpenStreetMap
            </Anchor>
          )}
        </Paper>
      )}
      {text && (
        <div data-testid="appointment-description">
          {fullText || plainLength <= DESCRIPTION_CUT ? (
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with an allowlist */}
              <div dangerouslySetInnerHTML={{ __html: shownText }} />
            </Typography>
          ) : (
            <Text>
              {shownText}{" "}
              <Anchor component="button" onClick={() => setFullText(true)}>
                {t("calendar.readMore")}
              </Anchor>
            </Text>
          )}
        </div>
      )}
      {a.event_files.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>{t("calendar.files")}</Text>
          {files.map((f) => (
            <Anchor key={f.id} href={f.url} size="sm">
              {f.name}
            </Anchor>
          ))}
          {!allFiles && a.event_files.length > FILES_SHOWN && (
            <Anchor component="button" size="sm" onClick={() => setAllFiles(true)}>
              {t("calendar.showMoreFiles", { count: a.event_files.length - FILES_SHOWN })}
            </Anchor>
          )}
        </Stack>
      )}
      {(a.category || a.is_event) && (
        <Paper withBorder p="sm" data-testid="event-details">
          {a.category && (
            <Text size="sm">
              {t("calendar.category")}: {a.category.label}
            </Text>
          )}
          {a.attendee_configuration.total !== null && (
            <Text size="sm">
              {t("calendar.attendeeTotal")}: {a.attendee_configuration.total}
            </Text>
          )}
          {a.application_configuration.registration_with_costs && a.application_configuration.costs !== null && (
            <Text size="sm">
              {t("calendar.costs")}: {a.application_configuration.costs} {a.application_configuration.currency}
            </Text>
          )}
          {a.application_configuration.registration_deadline && (
            <Text size="sm">
              {t("calendar.registrationDeadline")}:{" "}
              {dayjs(a.application_configuration.registration_deadline).format("DD.MM.YYYY")}
            </Text>
          )}
        </Paper>
      )}
      <ParticipationPanel appointment={a} />
      {a.event_image && <Image src={a.event_image.large_thumb} alt="" maw={600} radius="sm" />}
      {a.organizer && (
        <Text size="sm" c="dimmed">
          {t("calendar.author")}:{" "}
          <Anchor component={Link} to={a.organizer.path}>
            {a.organizer.displayName}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
