import type { ApplyTo, Appointment, ParticipationStatus } from "@intranet/contracts";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { refreshParticipation, setParticipantStatus } from "../api";
import { asksApplyTo, rsvpState } from "../logic";

// The series question's dialog loads when it is asked, not with every list of answer buttons (the month view's).
const ApplyToDialog = lazy(async () => ({ default: (await import("./ApplyToDialog")).ApplyToDialog }));

/** Accept, decline or open for the signed-in member (§4), with the apply_to question for modified occurrences. */
export function RsvpButtons({
  appointment: a,
  mine,
}: {
  /** A full appointment, or a month's line with its row's attendee configuration. */
  appointment: Pick<
    Appointment,
    | "id"
    | "type"
    | "canceled"
    | "recurring_appointment_url"
    | "can"
    | "attendee_configuration"
    | "total_attendees_enforced_and_exceeded"
  >;
  mine: ParticipationStatus | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ParticipationStatus | null>(null);
  const state = rsvpState(a, mine);
  const answer = useAppMutation({
    mutationFn: ({ status, applyTo }: { status: ParticipationStatus; applyTo?: ApplyTo }) =>
      setParticipantStatus(a.id, "me", status, applyTo),
    onSuccess: async () => {
      notifySaved(t("participation.answered"));
      await refreshParticipation(queryClient);
    },
    fallback: t("participation.answerFailed"),
  });
  const pending = answer.isPending ? answer.variables.status : null;

  const send = (status: ParticipationStatus, applyTo?: ApplyTo) => {
    setAsking(null);
    answer.mutate({ status, applyTo });
  };
  const choose = (status: ParticipationStatus) => (asksApplyTo(a) ? setAsking(status) : send(status));
  // A cancelled appointment takes no answers: the member's last one is shown beside it, not asked again.
  if (a.canceled) return null;
  // `filled`: the shade behind white text where it is the member's answer (teal-6 gave 2.5:1).
  const button = (status: ParticipationStatus, label: string, enabled: boolean, color: string, filled = color) => (
    <Button
      key={status}
      size="xs"
      color={mine === status ? filled : color}
      variant={mine === status ? "filled" : "light"}
      disabled={!enabled}
      loading={pending === status}
      onClick={() => choose(status)}
      data-testid={`rsvp-${status}`}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap={4} data-testid="rsvp">
      <Group gap="xs">
        {button("accepted", t("participation.accept"), state.accept, "teal", "teal.9")}
        {button("declined", t("participation.decline"), state.decline, "red")}
        {button("open", t("participation.maybe"), state.open, "gray")}
      </Group>
      {a.attendee_configuration.participation_locked && (
        <Text size="xs" c="dimmed">
          {t("participation.lockedNotice")}
        </Text>
      )}
      {a.total_attendees_enforced_and_exceeded && mine !== "accepted" && (
        <Text size="xs" c="dimmed">
          {t("participation.limitReached")}
        </Text>
      )}
      {asking !== null && (
        <Suspense fallback={null}>
          <ApplyToDialog
            onClose={() => setAsking(null)}
            onOccurrence={() => send(asking, "occurrence")}
            onSeries={() => send(asking, "series")}
          />
        </Suspense>
      )}
    </Stack>
  );
}
