import type { ActivityPoll, PollOption } from "@intranet/contracts";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import { pollCan } from "./activity.policy.js";
import type { LoadedPoll, LoadedPollOption } from "./polls.repo.js";

const instant = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/** A whole day is stored as its UTC midnight and shown as the day itself. */
const day = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().slice(0, 10));

function presentOption(option: LoadedPollOption, people: Map<string, MemberRow>): PollOption {
  const when = option.allDay ? day : instant;
  return {
    id: option.id,
    label: option.label,
    starts_at: when(option.startsAt),
    ends_at: when(option.endsAt),
    all_day: option.allDay,
    vote_count: option.voteCount,
    voted: option.voted,
    voters: option.voterIds.flatMap((id) => {
      const m = people.get(id);
      return m ? [presentMemberSummary(m)] : [];
    }),
  };
}

export function presentPoll(
  viewer: MemberRow,
  activity: { authorId: string | null },
  poll: LoadedPoll,
  people: Map<string, MemberRow>,
): ActivityPoll {
  const can = pollCan(viewer, activity, poll);
  return {
    kind: poll.kind,
    multiple_choice: poll.multipleChoice,
    closes_at: instant(poll.closesAt),
    closed: poll.closed,
    options: poll.options.map((o) => presentOption(o, people)),
    voter_count: poll.voterCount,
    can_vote: can.vote,
    can_close: can.close,
  };
}
