import type { Appointment } from "@intranet/contracts";
import { Button, Checkbox, Group, MultiSelect, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCalendarPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { isApiError } from "../../../api/client";
import { networkQuery } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { errorText } from "../../../components/field-errors";
import { QueryState } from "../../../components/QueryState";
import { notifyError, notifySavedAfterLoad } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import { isUploading } from "../../../components/upload/upload-entry";
import { dateZone, zonedToIso } from "../../../lib/dates";
import { formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { InvitationsSection, MeetingRoomSection } from "../../participation";
import { appointmentQuery, calendarsQuery, createAppointment, refreshCalendars, updateAppointment } from "../api";
import {
  type AppointmentFormValues,
  appointmentFieldOf,
  appointmentFormValues,
  isOccurrence,
  toAppointmentPayload,
  validateAppointment,
  wallTimes,
} from "../appointment-form";
import { DateSection } from "../components/appointment-form/DateSection";
import { LocationSection } from "../components/appointment-form/LocationSection";
import { SettingsSection } from "../components/appointment-form/SettingsSection";
import { DescriptionEditor } from "../components/DescriptionEditor";
import { RecurrenceFields } from "../components/RecurrenceFields";

/** /appointments/new and /appointments/{id}/edit. */
export function AppointmentFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const existing = useQuery({ ...appointmentQuery(id ?? ""), enabled: Boolean(id) });
  const calendars = useQuery(calendarsQuery);
  if (id && !existing.isSuccess) return <QueryState query={existing} />;
  // Who may read an appointment but not change it (an invitee) meets not-found at its edit form, as the server refuses.
  if (id && !existing.data?.can.update) return <EmptyState title={t("errors.notFoundTitle")} />;
  if (!calendars.isSuccess) return <QueryState query={calendars} />;
  if (!id && !calendars.data.some((c) => c.can.create_appointments)) return <NoPostableCalendar />;
  return <AppointmentForm appointment={id ? existing.data : undefined} />;
}

/** A new appointment needs a calendar to go into: say so and offer to create one. */
function NoPostableCalendar() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t("calendar.noPostableCalendars")}
      description={t("calendar.noPostableCalendarsText")}
      icon={<IconCalendarPlus />}
    >
      <Button component={Link} to="/calendars/manage">
        {t("calendar.createCalendar")}
      </Button>
    </EmptyState>
  );
}

function AppointmentForm({ appointment }: { appointment?: Appointment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const network = useQuery({ ...networkQuery, enabled: false }).data;
  const memberZone = network?.current_member?.time_zone ?? dateZone();
  const calendars = (useQuery(calendarsQuery).data ?? []).filter(
    (c) => c.can.create_appointments || appointment?.calendar_ids.includes(c.id),
  );
  const formRoot = useRef<HTMLDivElement>(null);
  // Counts the refused submits: after each, once its errors are drawn, the first invalid field is brought to the member.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) focusFirstInvalid(formRoot.current);
  }, [refused]);
  const form = useForm<AppointmentFormValues>({
    initialValues: appointmentFormValues({ appointment, params, memberZone, calendars }),
    validate: validateAppointment(appointment),
  });
  const v = form.values;
  const occurrence = isOccurrence(appointment);

  const save = useAppMutation({
    mutationFn: (values: AppointmentFormValues) => {
      const body = toAppointmentPayload(values, appointment);
      return appointment ? updateAppointment(appointment.id, body) : createAppointment(body);
    },
    onSuccess: async (saved) => {
      await refreshCalendars(queryClient);
      // After a save the appointment page is loaded in full (§7); the toast shows there.
      notifySavedAfterLoad(t(appointment ? "calendar.appointmentSaved" : "calendar.appointmentCreated"));
      window.location.assign(`/appointments/${saved.id}`);
    },
    form: formErrorTarget(form, appointmentFieldOf),
    onError: (error) => {
      // A booked meeting room is a conflict, shown at the room like a field error.
      if (isApiError(error) && error.status === 409) form.setFieldError("meeting_room_id", errorText(error));
      if (isApiError(error) && (error.status === 409 || error.status === 422)) setRefused((n) => n + 1);
    },
  });
  const submit = form.onSubmit(
    (values) => save.mutate(values),
    (errors) => {
      setRefused((n) => n + 1);
      notifyError(String(Object.values(errors).find(Boolean) ?? ""));
    },
  );
  const { start, end } = wallTimes(v);

  return (
    <Stack gap="md" maw={760} data-testid="appointment-form" ref={formRoot}>
      <Title order={2}>{appointment ? t("calendar.editAppointment") : t("calendar.newAppointment")}</Title>
      <TextInput label={t("calendar.name")} required {...form.getInputProps("name")} />
      <DescriptionEditor
        label={t("calendar.description")}
        value={v.description}
        onChange={(html) => form.setFieldValue("description", html)}
      />
      <MultiSelect
        label={t("calendar.calendars")}
        required
        data={calendars.map((c) => ({ value: c.id, label: c.name }))}
        {...form.getInputProps("calendar_ids")}
        disabled={occurrence}
        searchable
      />
      <DateSection form={form} />
      {!occurrence && (
        <RecurrenceFields
          value={v.recurrence}
          onChange={(next) => form.setFieldValue("recurrence", next)}
          start={v.start_date}
          error={form.errors.recurrence as string | undefined}
          endError={form.errors.recurrence_end as string | undefined}
        />
      )}
      <MeetingRoomSection
        start={v.all_day ? null : zonedToIso(start, v.time_zone)}
        end={end && !v.all_day ? zonedToIso(end, v.time_zone) : null}
        appointmentId={appointment?.id}
        value={v.meeting_room_id}
        onChange={(room) => form.setFieldValue("meeting_room_id", room)}
        hidden={occurrence || v.recurrence.frequency !== "never"}
        error={form.errors.meeting_room_id as string | undefined}
      />
      <LocationSection form={form} />
      {!appointment && (
        <InvitationsSection value={v.invitations} onChange={(next) => form.setFieldValue("invitations", next)} />
      )}
      <UploadField
        directory="files"
        value={v.files}
        onChange={(next) => form.setFieldValue("files", next)}
        label={t("calendar.files")}
        maxFiles={20}
      />
      <UploadField
        directory="images"
        value={v.image}
        onChange={(next) => form.setFieldValue("image", next)}
        label={t("calendar.eventImage")}
        maxFiles={1}
      />
      <SettingsSection form={form} />
      <Checkbox label={t("calendar.postToStream")} {...form.getInputProps("post_to_stream", { type: "checkbox" })} />
      {appointment && (
        <Checkbox
          label={t("participation.notifyChange")}
          {...form.getInputProps("send_email_notification", { type: "checkbox" })}
          data-testid="notify-change"
        />
      )}
      <Group>
        <Button
          onClick={() => submit()}
          loading={save.isPending}
          disabled={isUploading(v.files) || isUploading(v.image)}
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

/**
 * The first field a refused submit marked, in the form's order (a field's `aria-invalid`, the date block's
 * `data-invalid`), scrolled to the middle of the screen and focused: the top fields too, not only the date block.
 */
function focusFirstInvalid(root: HTMLElement | null) {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!first) return;
  first.scrollIntoView({ behavior: "smooth", block: "center" });
  const focusable = 'input:not([type="checkbox"]):not([type="hidden"]), textarea, button';
  (first.matches(focusable) ? first : first.querySelector<HTMLElement>(focusable))?.focus({ preventScroll: true });
}
