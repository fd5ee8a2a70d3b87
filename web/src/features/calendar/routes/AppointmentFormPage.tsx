import type { Appointment, AppointmentPayload } from "@intranet/contracts";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  TextInput,
  Title,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { isApiError } from "../../../api/client";
import { networkQuery } from "../../../api/network";
import { DatePicker } from "../../../components/DatePicker";
import { TimePicker } from "../../../components/TimePicker";
import { notifyError } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import { isUploading, type UploadEntry } from "../../../components/upload/upload-entry";
import {
  InvitationsSection,
  type InvitationsValue,
  MeetingRoomSection,
  noInvitations,
  zonedToIso,
} from "../../participation";
import {
  appointmentQuery,
  calendarsQuery,
  categoriesQuery,
  createAppointment,
  refreshCalendars,
  timeZonesQuery,
  updateAppointment,
} from "../api";
import { DescriptionEditor } from "../components/DescriptionEditor";
import { RecurrenceFields } from "../components/RecurrenceFields";
import { fromPattern, initialStart, noRecurrence, type RecurrenceState, toPattern } from "../logic";

/** /appointments/new and /appointments/{id}/edit. */
export function AppointmentFormPage() {
  const { id } = useParams();
  const existing = useQuery({ ...appointmentQuery(id ?? ""), enabled: Boolean(id) });
  const calendars = useQuery(calendarsQuery);
  if ((id && existing.isPending) || calendars.isPending) return <Loader />;
  if (id && existing.isError) return <Alert color="red">{existing.error.message}</Alert>;
  return <AppointmentForm appointment={id ? existing.data : undefined} />;
}

type Errors = Record<string, string | undefined>;

function AppointmentForm({ appointment }: { appointment?: Appointment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const network = useQuery({ ...networkQuery, enabled: false }).data;
  const memberZone = network?.current_member?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const calendars = (useQuery(calendarsQuery).data ?? []).filter(
    (c) => c.can.create_appointments || appointment?.calendar_ids.includes(c.id),
  );
  const zones = useQuery(timeZonesQuery).data ?? [];
  const categories = useQuery(categoriesQuery).data ?? [];
  const dateBlock = useRef<HTMLDivElement>(null);

  const start0 = appointment ? dayjs(appointment.date.start.slice(0, 19)) : initialStart(dayjs(), params.get("date"));
  const end0 = appointment
    ? appointment.date.end
      ? dayjs(appointment.date.end.slice(0, 19))
      : null
    : start0.add(1, "hour");
  const [name, setName] = useState(appointment?.name ?? "");
  const [description, setDescription] = useState(appointment?.description ?? params.get("description") ?? "");
  const [calendarIds, setCalendarIds] = useState<string[]>(
    appointment?.calendar_ids ?? (params.get("calendar_id") ? [params.get("calendar_id") as string] : []),
  );
  const [allDay, setAllDay] = useState(appointment?.date.all_day ?? false);
  const [startDate, setStartDate] = useState(start0.format("YYYY-MM-DD"));
  const [startTime, setStartTime] = useState(start0.format("HH:mm"));
  const [endDate, setEndDate] = useState<string | null>(end0 ? end0.format("YYYY-MM-DD") : null);
  const [endTime, setEndTime] = useState(end0 ? end0.format("HH:mm") : "");
  const [timeZone, setTimeZone] = useState(appointment?.date.time_zone ?? memberZone);
  const [recurrence, setRecurrence] = useState<RecurrenceState>(
    appointment?.type === "recurring_appointment" ? fromPattern(appointment.recurrence_pattern) : noRecurrence,
  );
  const [location, setLocation] = useState({
    name: appointment?.location?.name ?? "",
    address1: appointment?.location?.address1 ?? "",
    address2: appointment?.location?.address2 ?? "",
    zip: appointment?.location?.zip ?? "",
    city: appointment?.location?.city ?? "",
    country: appointment?.location?.country ?? "",
    link: appointment?.location?.link ?? "",
  });
  const [category, setCategory] = useState(appointment?.category?.id ?? "-1");
  const [attendee, setAttendee] = useState(
    appointment?.attendee_configuration ?? {
      total: null,
      total_attendees_enforced: false,
      user_can_opt: false,
      show_participants_to_admins_only: false,
      participation_locked: false,
    },
  );
  const [application, setApplication] = useState(
    appointment?.application_configuration ?? {
      registration_with_costs: false,
      costs: null,
      currency: "€",
      registration_required: false,
      registration_deadline: null,
      url: null,
    },
  );
  const [postToStream, setPostToStream] = useState(
    appointment?.post_to_stream ?? params.get("post_to_stream") === "true",
  );
  const [files, setFiles] = useState<UploadEntry[]>(() => (appointment?.event_files ?? []).map((f) => storedEntry(f)));
  const [image, setImage] = useState<UploadEntry[]>(() =>
    appointment?.event_image
      ? [
          storedEntry({
            id: appointment.event_image.id,
            name: "image",
            size: 0,
            url: appointment.event_image.large_thumb,
          }),
        ]
      : [],
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  // A single occurrence (virtual or modified) cannot recur itself.
  const isOccurrence = Boolean(appointment?.recurring_appointment_url);
  const [meetingRoomId, setMeetingRoomId] = useState<string | null>(appointment?.meeting?.room_id ?? null);
  const [invitations, setInvitations] = useState<InvitationsValue>(noInvitations);
  const [notifyChange, setNotifyChange] = useState(false);

  const startValue = allDay ? startDate : `${startDate}T${startTime}`;
  const endValue = endDate ? (allDay ? endDate : `${endDate}T${endTime || startTime}`) : null;

  const showErrors = (next: Errors, message?: string) => {
    setErrors(next);
    if (next.date) dateBlock.current?.scrollIntoView({ behavior: "smooth", block: "center" });
    notifyError(message ?? Object.values(next).find(Boolean));
  };

  const submit = async () => {
    const local: Errors = {};
    if (!name.trim()) local.name = t("calendar.nameRequired");
    if (calendarIds.length === 0) local.calendar_ids = t("calendar.calendarRequired");
    if (endValue && endValue < startValue) local.date = t("calendar.endLtStart");
    if (Object.keys(local).length) return showErrors(local);
    const body: AppointmentPayload = {
      appointment: {
        name,
        description,
        calendar_ids: calendarIds,
        time_zone: timeZone,
        date: { start: startValue, end: endValue, all_day: allDay },
        recurrence_pattern: isOccurrence ? null : toPattern(recurrence),
        location: Object.fromEntries(Object.entries(location).map(([k, v]) => [k, v.trim() || null])),
        category: category === "-1" ? null : category,
        attendee_configuration: attendee,
        application_configuration: application,
        post_to_stream: postToStream,
        event_file_ids: keptIds(files),
        event_image_id: keptIds(image)[0] ?? null,
        ...(appointment?.type === "recurring_appointment" || isOccurrence || recurrence.frequency !== "never"
          ? {}
          : { meeting_room_id: meetingRoomId }),
        ...(appointment
          ? { send_email_notification: notifyChange }
          : {
              membership_ids_to_invite: invitations.members.map((m) => m.id),
              group_ids_to_invite: invitations.groupIds,
              membership_role_ids_to_invite: invitations.roleIds,
            }),
      },
    };
    setSaving(true);
    try {
      const saved = appointment ? await updateAppointment(appointment.id, body) : await createAppointment(body);
      await refreshCalendars(queryClient);
      // After a save the appointment page is loaded in full (§7).
      window.location.assign(`/appointments/${saved.id}`);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const f = (k: string) => error.fieldError(k);
        const end = f("date.end");
        showErrors(
          {
            name: f("name"),
            calendar_ids: f("calendar_ids"),
            date: end === "end_lt_start" ? t("calendar.endLtStart") : (end ?? f("date.start")),
            time_zone: f("time_zone"),
            interval: f("recurrence_pattern.recurrence_interval"),
            zip: f("location.zip"),
            total: f("attendee_configuration.total"),
            costs: f("application_configuration.costs"),
            meeting_room_id: f("meeting_room_id"),
          },
          end === "end_lt_start" ? t("calendar.endLtStart") : undefined,
        );
      } else if (isApiError(error) && error.status === 409) {
        showErrors({ meeting_room_id: error.message }, error.message);
      } else notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" maw={760} data-testid="appointment-form">
      <Title order={2}>{appointment ? t("calendar.editAppointment") : t("calendar.newAppointment")}</Title>
      <TextInput
        label={t("calendar.name")}
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
      />
      <DescriptionEditor label={t("calendar.description")} value={description} onChange={setDescription} />
      <MultiSelect
        label={t("calendar.calendars")}
        required
        data={calendars.map((c) => ({ value: c.id, label: c.name }))}
        value={calendarIds}
        onChange={setCalendarIds}
        error={errors.calendar_ids}
        disabled={isOccurrence}
        searchable
      />
      <Paper
        ref={dateBlock}
        withBorder
        p="sm"
        data-testid="date-block"
        style={errors.date ? { borderColor: "var(--mantine-color-red-6)" } : undefined}
      >
        <Stack gap="xs">
          <Switch label={t("calendar.allDay")} checked={allDay} onChange={(e) => setAllDay(e.currentTarget.checked)} />
          <Group gap="xs" align="end">
            <DatePicker
              label={t("calendar.start")}
              value={startDate}
              onChange={(d) => d && setStartDate(d)}
              clearable={false}
              w={170}
            />
            {!allDay && (
              <TimePicker aria-label={t("calendar.start")} value={startTime} onChange={setStartTime} w={110} />
            )}
          </Group>
          {endDate !== null ? (
            <Group gap="xs" align="end">
              <DatePicker
                label={t("calendar.end")}
                value={endDate}
                onChange={(d) => d && setEndDate(d)}
                clearable={false}
                w={170}
              />
              {!allDay && <TimePicker aria-label={t("calendar.end")} value={endTime} onChange={setEndTime} w={110} />}
              <Button variant="subtle" onClick={() => setEndDate(null)}>
                {t("calendar.removeEnd")}
              </Button>
            </Group>
          ) : (
            <Button
              variant="subtle"
              w="fit-content"
              onClick={() => {
                const end = dayjs(`${startDate}T${startTime}`).add(1, "hour");
                setEndDate(end.format("YYYY-MM-DD"));
                setEndTime(end.format("HH:mm"));
              }}
            >
              {t("calendar.addEnd")}
            </Button>
          )}
          {errors.date && (
            <Alert color="red" p="xs">
              {errors.date}
            </Alert>
          )}
          <Select
            label={t("calendar.timeZone")}
            data={zones.length ? zones : [timeZone]}
            value={timeZone}
            onChange={(z) => z && setTimeZone(z)}
            searchable
            error={errors.time_zone}
            allowDeselect={false}
          />
        </Stack>
      </Paper>
      {!isOccurrence && (
        <RecurrenceFields value={recurrence} onChange={setRecurrence} start={startDate} error={errors.interval} />
      )}
      <MeetingRoomSection
        start={allDay ? null : zonedToIso(startValue, timeZone)}
        end={endValue && !allDay ? zonedToIso(endValue, timeZone) : null}
        appointmentId={appointment?.id}
        value={meetingRoomId}
        onChange={setMeetingRoomId}
        hidden={isOccurrence || recurrence.frequency !== "never"}
        error={errors.meeting_room_id}
      />
      <Paper withBorder p="sm">
        <Title order={5} mb="xs">
          {t("calendar.location")}
        </Title>
        <Stack gap="xs">
          <TextInput
            label={t("calendar.locationName")}
            value={location.name}
            onChange={(e) => setLocation({ ...location, name: e.currentTarget.value })}
          />
          <TextInput
            label={t("calendar.address1")}
            value={location.address1}
            onChange={(e) => setLocation({ ...location, address1: e.currentTarget.value })}
          />
          <TextInput
            label={t("calendar.address2")}
            value={location.address2}
            onChange={(e) => setLocation({ ...location, address2: e.currentTarget.value })}
          />
          <Group grow>
            <TextInput
              label={t("calendar.zip")}
              maxLength={10}
              value={location.zip}
              error={errors.zip}
              onChange={(e) => setLocation({ ...location, zip: e.currentTarget.value })}
            />
            <TextInput
              label={t("calendar.city")}
              value={location.city}
              onChange={(e) => setLocation({ ...location, city: e.currentTarget.value })}
            />
          </Group>
          <TextInput
            label={t("calendar.country")}
            value={location.country}
            onChange={(e) => setLocation({ ...location, country: e.currentTarget.value })}
          />
          <TextInput
            label={t("calendar.link")}
            value={location.link}
            onChange={(e) => setLocation({ ...location, link: e.currentTarget.value })}
          />
        </Stack>
      </Paper>
      {!appointment && <InvitationsSection value={invitations} onChange={setInvitations} />}
      <UploadField directory="files" value={files} onChange={setFiles} label={t("calendar.files")} maxFiles={20} />
      <UploadField directory="images" value={image} onChange={setImage} label={t("calendar.eventImage")} maxFiles={1} />
      <Paper withBorder p="sm">
        <Title order={5} mb="xs">
          {t("calendar.eventSettings")}
        </Title>
        <Stack gap="xs">
          <Select
            label={t("calendar.category")}
            data={[
              { value: "-1", label: t("calendar.noCategory") },
              ...categories.map((c) => ({ value: c.id, label: c.label })),
            ]}
            value={category}
            onChange={(v) => setCategory(v ?? "-1")}
            allowDeselect={false}
          />
          <NumberInput
            label={t("calendar.attendeeTotal")}
            min={0}
            value={attendee.total ?? ""}
            error={errors.total}
            onChange={(v) => setAttendee({ ...attendee, total: v === "" ? null : Number(v) })}
          />
          <Checkbox
            label={t("calendar.attendeeEnforced")}
            checked={attendee.total_attendees_enforced}
            onChange={(e) => setAttendee({ ...attendee, total_attendees_enforced: e.currentTarget.checked })}
          />
          <Checkbox
            label={t("calendar.userCanOpt")}
            checked={attendee.user_can_opt}
            onChange={(e) => setAttendee({ ...attendee, user_can_opt: e.currentTarget.checked })}
          />
          <Checkbox
            label={t("calendar.participantsToAdminsOnly")}
            checked={attendee.show_participants_to_admins_only}
            onChange={(e) => setAttendee({ ...attendee, show_participants_to_admins_only: e.currentTarget.checked })}
          />
          <Checkbox
            label={t("calendar.registrationRequired")}
            checked={application.registration_required}
            onChange={(e) => setApplication({ ...application, registration_required: e.currentTarget.checked })}
          />
          <Checkbox
            label={t("calendar.registrationWithCosts")}
            checked={application.registration_with_costs}
            onChange={(e) => setApplication({ ...application, registration_with_costs: e.currentTarget.checked })}
          />
          {application.registration_with_costs && (
            <Group grow>
              <NumberInput
                label={t("calendar.costs")}
                min={0}
                decimalScale={2}
                value={application.costs ?? ""}
                error={errors.costs}
                onChange={(v) => setApplication({ ...application, costs: v === "" ? null : Number(v) })}
              />
              <TextInput
                label={t("calendar.currency")}
                value={application.currency}
                onChange={(e) => setApplication({ ...application, currency: e.currentTarget.value })}
              />
            </Group>
          )}
          <DatePicker
            label={t("calendar.registrationDeadline")}
            value={application.registration_deadline}
            onChange={(d) => setApplication({ ...application, registration_deadline: d })}
            valueFormat="DD.MM.YYYY"
          />
          <TextInput
            label={t("calendar.registrationUrl")}
            value={application.url ?? ""}
            onChange={(e) => setApplication({ ...application, url: e.currentTarget.value || null })}
          />
        </Stack>
      </Paper>
      <Checkbox
        label={t("calendar.postToStream")}
        checked={postToStream}
        onChange={(e) => setPostToStream(e.currentTarget.checked)}
      />
      {appointment && (
        <Checkbox
          label={t("participation.notifyChange")}
          checked={notifyChange}
          onChange={(e) => setNotifyChange(e.currentTarget.checked)}
          data-testid="notify-change"
        />
      )}
      <Group>
        <Button
          onClick={submit}
          loading={saving}
          disabled={isUploading(files) || isUploading(image)}
          data-testid="save-appointment"
        >
          {t("common.save")}
        </Button>
        <Button
          variant="default"
          onClick={() => navigate(appointment ? `/appointments/${appointment.id}` : "/appointments")}
        >
          {t("common.cancel")}
        </Button>
      </Group>
    </Stack>
  );
}

/** An attached file as an upload-field entry, so it can be kept or removed. */
function storedEntry(f: { id: string; name: string; size: number; url: string }): UploadEntry {
  const dot = f.name.lastIndexOf(".");
  return {
    clientId: `stored-${f.id}`,
    id: f.id,
    name: f.name,
    size: f.size,
    extension: dot > 0 ? f.name.slice(dot + 1).toLowerCase() : "",
    type: "",
    progress: 100,
    state: "published",
    url: f.url,
  };
}

const keptIds = (entries: UploadEntry[]) =>
  entries.filter((e) => (e.state === "volatile" || e.state === "published") && e.id).map((e) => e.id as string);
