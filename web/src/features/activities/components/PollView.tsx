import type { Activity, ActivityPoll, PollOption } from "@intranet/contracts";
import { Avatar, Badge, Button, Checkbox, Group, Progress, Radio, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconCircleCheckFilled, IconLock, IconLockOpen } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { notifySaved } from "../../../components/toasts";
import { formatInstant, formatPeriod } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { patchActivity, pollVotersQuery, setPollClosed, votePoll } from "../api";
import { MembersDialog } from "./MembersDialog";

/** What an answer reads as: a survey's label, or a schedule's date in the reader's language and zone. */
function useOptionText() {
  const zone = useNetwork().current_member?.time_zone;
  return (option: PollOption) =>
    option.label ??
    (option.starts_at
      ? formatPeriod({ start: option.starts_at, end: option.ends_at, allDay: option.all_day }, zone)
      : "");
}

function VotersModal({
  activityId,
  option,
  title,
  onClose,
}: {
  activityId: string;
  option: PollOption | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const voters = useQuery({ ...pollVotersQuery(activityId, option?.id ?? ""), enabled: option !== null });
  return (
    <MembersDialog
      opened={option !== null}
      onClose={onClose}
      title={title}
      query={voters}
      errorMessage={t("activities.poll.votersError")}
      emptyText={t("activities.poll.noVoters")}
      testId="voters"
    />
  );
}

/** One answer's result: its text, the viewer's mark, a bar with count and share, the first voters. */
function OptionResult({
  option,
  text,
  poll,
  onShowVoters,
}: {
  option: PollOption;
  text: string;
  poll: ActivityPoll;
  onShowVoters: () => void;
}) {
  const { t } = useTranslation();
  const share = poll.voter_count > 0 ? Math.round((option.vote_count / poll.voter_count) * 100) : 0;
  return (
    <Stack gap={4} data-testid="poll-result">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          {option.voted && (
            <IconCircleCheckFilled
              size={16}
              color="var(--mantine-color-blue-6)"
              aria-label={t("activities.poll.yourChoice")}
              style={{ flexShrink: 0 }}
            />
          )}
          <Text size="sm" fw={option.voted ? 600 : undefined} style={{ overflowWrap: "anywhere" }}>
            {text}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }} data-testid="poll-share">
          {share} %
        </Text>
      </Group>
      <Progress
        value={share}
        size="sm"
        color={option.voted ? "blue" : "gray"}
        aria-label={t("activities.poll.shareOf", { option: text, share })}
      />
      <UnstyledButton
        onClick={onShowVoters}
        disabled={option.vote_count === 0}
        aria-haspopup="dialog"
        style={{ alignSelf: "flex-start" }}
        data-testid="poll-votes"
      >
        <Group gap={6} wrap="nowrap">
          {option.voters.length > 0 && (
            <Avatar.Group spacing="xs">
              {option.voters.map((m) => (
                <MemberAvatar key={m.id} member={m} size={20} />
              ))}
            </Avatar.Group>
          )}
          <Text size="xs" c="dimmed">
            {t("activities.poll.votes", { count: option.vote_count })}
          </Text>
        </Group>
      </UnstyledButton>
    </Stack>
  );
}

/** A survey or schedule: the answers to choose from, or the results with the viewer's choice; close/reopen for its author. */
export function PollView({ activity, poll }: { activity: Activity; poll: ActivityPoll }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const zone = useNetwork().current_member?.time_zone;
  const textOf = useOptionText();
  const ownVotes = poll.options.filter((o) => o.voted).map((o) => o.id);
  const hasVoted = ownVotes.length > 0;
  const [changing, setChanging] = useState(false);
  const [chosen, setChosen] = useState<string[]>(ownVotes);
  const [votersOf, setVotersOf] = useState<PollOption | null>(null);
  const choosing = poll.can_vote && (!hasVoted || changing);

  const applied = (updated: Activity) => {
    void patchActivity(queryClient, activity.id, (a) => ({ ...a, poll: updated.poll }));
    void queryClient.invalidateQueries({ queryKey: ["activities", "voters", activity.id] });
  };
  const vote = useAppMutation({
    mutationFn: (optionIds: string[]) => votePoll(activity.id, optionIds),
    onSuccess: (updated, optionIds) => {
      applied(updated);
      setChanging(false);
      setChosen(optionIds);
      notifySaved(optionIds.length ? t("activities.poll.voted") : t("activities.poll.withdrawn"));
    },
  });
  const close = useAppMutation({
    mutationFn: (closed: boolean) => setPollClosed(activity.id, closed),
    onSuccess: (updated, closed) => {
      applied(updated);
      notifySaved(closed ? t("activities.poll.closedToast") : t("activities.poll.reopenedToast"));
    },
  });

  const label = poll.kind === "schedule" ? t("activities.poll.chooseDates") : t("activities.poll.choose");
  const options = poll.options.map((o) => ({ option: o, text: textOf(o) }));

  return (
    <Stack gap="sm" data-testid="poll">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="poll-summary">
          {poll.multiple_choice ? t("activities.poll.multiple") : t("activities.poll.single")}
          {" · "}
          {t("activities.poll.voters", { count: poll.voter_count })}
        </Text>
        {poll.closed ? (
          <Badge size="sm" color="gray" leftSection={<IconLock size={12} />} data-testid="poll-closed">
            {t("activities.poll.closed")}
          </Badge>
        ) : (
          poll.closes_at && (
            <Text size="sm" c="dimmed" data-testid="poll-closes">
              {t("activities.poll.closesAt", { date: formatInstant(poll.closes_at, zone) })}
            </Text>
          )
        )}
      </Group>
      {choosing ? (
        poll.multiple_choice ? (
          <Checkbox.Group value={chosen} onChange={setChosen} label={label} data-testid="poll-choices">
            <Stack gap="xs" mt={6}>
              {options.map(({ option, text }) => (
                <Checkbox key={option.id} value={option.id} label={text} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <Radio.Group
            value={chosen[0] ?? null}
            onChange={(value) => setChosen([value])}
            label={label}
            data-testid="poll-choices"
          >
            <Stack gap="xs" mt={6}>
              {options.map(({ option, text }) => (
                <Radio key={option.id} value={option.id} label={text} />
              ))}
            </Stack>
          </Radio.Group>
        )
      ) : (
        <Stack gap="sm" data-testid="poll-results">
          {options.map(({ option, text }) => (
            <OptionResult
              key={option.id}
              option={option}
              text={text}
              poll={poll}
              onShowVoters={() => setVotersOf(option)}
            />
          ))}
        </Stack>
      )}
      <Group gap="xs" wrap="wrap">
        {choosing && (
          <Button
            size="compact-sm"
            onClick={() => vote.mutate(chosen)}
            disabled={chosen.length === 0}
            loading={vote.isPending}
            data-testid="poll-vote"
          >
            {hasVoted ? t("activities.poll.saveVote") : t("activities.poll.vote")}
          </Button>
        )}
        {choosing && hasVoted && (
          <Button size="compact-sm" variant="subtle" onClick={() => setChanging(false)}>
            {t("activities.card.cancel")}
          </Button>
        )}
        {!choosing && poll.can_vote && (
          <>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                setChosen(ownVotes);
                setChanging(true);
              }}
              data-testid="poll-change"
            >
              {t("activities.poll.change")}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              onClick={() => vote.mutate([])}
              loading={vote.isPending}
              data-testid="poll-withdraw"
            >
              {t("activities.poll.withdraw")}
            </Button>
          </>
        )}
        {poll.can_close && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={poll.closed ? <IconLockOpen size={14} /> : <IconLock size={14} />}
            onClick={() => close.mutate(!poll.closed)}
            loading={close.isPending}
            data-testid="poll-close"
          >
            {poll.closed ? t("activities.poll.reopen") : t("activities.poll.close")}
          </Button>
        )}
      </Group>
      <VotersModal
        activityId={activity.id}
        option={votersOf}
        title={votersOf ? t("activities.poll.votersOf", { option: textOf(votersOf) }) : ""}
        onClose={() => setVotersOf(null)}
      />
    </Stack>
  );
}
