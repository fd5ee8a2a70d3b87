import { Alert, Group, Loader, Radio, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { meetingRoomsQuery, participationConfigQuery } from "../api";

type Props = {
  /** ISO instants of the appointment's range; without an end no room can be chosen. */
  start: string | null;
  end: string | null;
  appointmentId?: string;
  value: string | null;
  onChange: (roomId: string | null) => void;
  /** A series or a modified occurrence has no meeting room (§2). */
  hidden: boolean;
  error?: string;
};

/** The form's meeting room section: only with the video-meeting integration, only free rooms selectable. */
export function MeetingRoomSection({ start, end, appointmentId, value, onChange, hidden, error }: Props) {
  const { t } = useTranslation();
  const config = useQuery(participationConfigQuery);
  const enabled = Boolean(config.data?.video_meetings && !hidden && start && end);
  const rooms = useQuery({
    ...meetingRoomsQuery({ start: start ?? "", end: end ?? "", appointmentId, roomId: value ?? undefined }),
    enabled,
  });
  if (!config.data?.video_meetings || hidden) return null;
  return (
    <Stack gap={4} data-testid="meeting-room-section">
      <Text fw={600}>{t("participation.meetingRoom")}</Text>
      {!end ? (
        <Text size="sm" c="dimmed">
          {t("participation.roomNeedsEnd")}
        </Text>
      ) : rooms.isPending ? (
        <Group>
          <Loader size="xs" /> <Text size="sm">{t("participation.roomsLoading")}</Text>
        </Group>
      ) : rooms.isError ? (
        <Alert color="red">{t("toast.error")}</Alert>
      ) : (
        <Radio.Group value={value ?? ""} onChange={(v) => onChange(v === "" ? null : v)} error={error}>
          <Stack gap={4}>
            <Radio value="" label={t("participation.noRoom")} />
            {rooms.data.map((r) => (
              <Radio
                key={r.id}
                value={r.id}
                disabled={r.occupied && r.id !== value}
                label={r.occupied ? `${r.name} (${t("participation.occupied")})` : r.name}
              />
            ))}
            {rooms.data.filter((r) => !r.occupied).length === 0 && (
              <Text size="sm" c="dimmed">
                {t("participation.nothingFree")}
              </Text>
            )}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
