import type { Appointment } from "@intranet/contracts";
import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconCopy, IconUsers, IconVideo } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { notifyError, notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { startMeeting } from "../api";
import { RsvpButtons } from "./RsvpButtons";

/** The detail page's participant panel: meeting link, the participants and their answers, the member's answer. */
export function ParticipationPanel({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const mine = a.my_participation_status;
  const total = a.attendee_configuration.total;
  const limited = total !== null && a.attendee_configuration.total_attendees_enforced;
  // Who may see the attendees sees how everyone answered, not only how many accepted (the participants page's counts).
  const counts = a.participant_counts;

  const copyInfo = async () => {
    const url = a.meeting?.join_url ?? "";
    try {
      await navigator.clipboard.writeText(`${a.name}\n${a.date.start}\n${url}`);
      notifySaved(t("participation.meetingInfoCopied"));
    } catch {
      notifyError();
    }
  };
  const meeting = useAppMutation({
    mutationFn: () => startMeeting(a.id),
    onSuccess: ({ join_url }) => void window.open(join_url, "_blank", "noopener"),
  });
  const start = () => meeting.mutate();

  return (
    <Paper withBorder p="sm" data-testid="participant-panel">
      <Stack gap="xs">
        {a.meeting && (
          <Group gap="xs" data-testid="meeting-links">
            <IconVideo size={18} />
            <Text size="sm">{a.meeting.room_name}</Text>
            {a.meeting.join_url && (
              <Anchor href={a.meeting.join_url} target="_blank" rel="noreferrer" size="sm">
                {t("participation.joinMeeting")}
              </Anchor>
            )}
            {a.can.start_meeting && (
              <Button size="xs" variant="light" onClick={start} data-testid="start-meeting">
                {t("participation.startMeeting")}
              </Button>
            )}
            {a.meeting.join_url && (
              <Button size="xs" variant="subtle" leftSection={<IconCopy size={14} />} onClick={copyInfo}>
                {t("participation.copyMeetingInfo")}
              </Button>
            )}
          </Group>
        )}
        <Group gap="xs">
          <IconUsers size={18} />
          <Text size="sm" data-testid="attending-count">
            {limited
              ? t("participation.attendingOf", { count: a.attending_participants_count, total })
              : counts
                ? t("participation.counts", counts)
                : t("participation.attending", { count: a.attending_participants_count })}
          </Text>
          {a.can.show_attendees && (
            <Anchor component={Link} to={`/appointments/${a.id}/participants`} size="sm">
              {t("participation.participants")}
            </Anchor>
          )}
        </Group>
        {limited && counts && (
          <Text size="sm" c="dimmed" data-testid="participant-counts">
            {t("participation.counts", counts)}
          </Text>
        )}
        {a.can.show_attendees && a.participants.length > 0 && (
          <Avatar.Group data-testid="participant-avatars">
            {a.participants.map((p) => {
              // Who answered what, as the participants page says: the answer in the name; a declined one's picture in
              // grey (not faded: initials must keep their contrast).
              const label = `${p.membership.displayName} (${t(`participation.status.${p.status}`)})`;
              return (
                <Tooltip key={p.id} label={label} withArrow>
                  <Avatar
                    src={p.membership.images.medium}
                    alt={label}
                    name={p.membership.displayName}
                    color="initials"
                    radius="xl"
                    size="sm"
                    style={
                      p.status === "declined" && p.membership.images.medium ? { filter: "grayscale(1)" } : undefined
                    }
                  />
                </Tooltip>
              );
            })}
          </Avatar.Group>
        )}
        {mine && (
          <Text size="sm" c="dimmed">
            {t("participation.yourAnswer", { status: t(`participation.status.${mine}`) })}
          </Text>
        )}
        {(a.can.opt || mine) && <RsvpButtons appointment={a} mine={mine} />}
      </Stack>
    </Paper>
  );
}
