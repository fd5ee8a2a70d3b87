import { type Appointment, appointmentsApi, participationApi } from "@intranet/contracts";
import { ActionIcon, Button, Group, Menu, Tooltip } from "@mantine/core";
import {
  IconArrowLeft,
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
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { routeUrl } from "../../../api/route-client";
import { openConfirm } from "../../../components/confirm";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { cancelAppointment, deleteAppointment, lockAppointment, refreshCalendars } from "../api";

/** Back, occurrence navigation, series, iCal and the actions menu of an appointment page. */
export function AppointmentToolbar({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSeries = a.type === "recurring_appointment";
  const reload = () => refreshCalendars(queryClient);
  const cancelMutation = useAppMutation({
    mutationFn: () => cancelAppointment(a.id),
    onSuccess: reload,
    fallback: t("calendar.cancelFailed"),
  });
  const removeMutation = useAppMutation({
    mutationFn: () => deleteAppointment(a.id),
    onSuccess: async () => {
      notifySaved(t("calendar.deleted"));
      await reload();
      navigate("/appointments");
    },
  });
  const lockMutation = useAppMutation({
    mutationFn: (locked: boolean) => lockAppointment(a.id, locked),
    onSuccess: async (_, locked) => {
      notifySaved(locked ? t("calendar.locked") : t("calendar.unlocked"));
      await reload();
    },
    fallback: t("calendar.lockFailed"),
  });
  const cancel = () =>
    // The buttons say what they do: "Cancel" would be read as cancelling the appointment.
    openConfirm({
      message: t("calendar.cancelConfirm"),
      confirmLabel: t("calendar.cancel"),
      cancelLabel: t("calendar.cancelKeep"),
      danger: true,
      onConfirm: () => cancelMutation.mutate(),
    });
  const remove = () =>
    openConfirm({ message: t("calendar.deleteConfirm"), danger: true, onConfirm: () => removeMutation.mutate() });
  const lock = () => lockMutation.mutate(!a.attendee_configuration.participation_locked);
  const hasMenu =
    a.can.update || a.can.destroy || a.can.contact || a.can.update_participants || a.can.download_attendees;

  return (
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
        href={routeUrl(appointmentsApi.ics, { params: { id: a.id } })}
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
                href={routeUrl(participationApi.attendeesCsv, { params: { id: a.id } })}
                leftSection={<IconDownload size={16} />}
              >
                {t("participation.downloadCsv")}
              </Menu.Item>
            )}
            {a.can.download_attendees && (
              <Menu.Item
                component="a"
                href={routeUrl(participationApi.attendeesXlsx, { params: { id: a.id } })}
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
  );
}
