import type { Appointment } from "@intranet/contracts";
import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconCopy, IconUsers, IconVideo } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { notifyError, notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { startMeeting } from "../api";
import { RsvpButtons } from "./RsvpButtons";

/** The detail page's participant panel: meeting link, attendees, the member's answer. */
export function ParticipationPanel({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const mine = a.my_participation_status;
  const total = a.attendee_configuration.total;

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
            {total !== null && a.attendee_configuration.total_attendees_enforced
              ? t("participation.attendingOf", { count: a.attending_participants_count, total })
              : t("participation.attending", { count: a.attending_participants_count })}
          </Text>
          {a.can.show_attendees && (
            <Anchor component={Link} to={`/appointments/${a.id}/participants`} size="sm">
              {t("participation.participants")}
            </Anchor>
          )}
        </Group>
        {a.can.show_attendees && a.participants.length > 0 && (
          <Avatar.Group>
            {(
              a.participants as { id: string; membership: { displayName: string; images: { medium: string | null } } }[]
            ).map((p) => (
              <Tooltip key={p.id} label={p.membership.displayName} withArrow>
                <Avatar src={p.membership.images.medium} alt={p.membership.displayName} radius="xl" size="sm" />
              </Tooltip>
            ))}
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
