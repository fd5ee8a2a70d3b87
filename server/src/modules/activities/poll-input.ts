import {
  isPollKind,
  type NewActivity,
  type PostableObjectType,
  schedulePollInput,
  surveyPollInput,
} from "@intranet/contracts";
import { invalid } from "../../http/errors.js";
import type { insertPoll, NewPollOption } from "./polls.repo.js";

export type PreparedPoll = {
  settings: Parameters<typeof insertPoll>[2];
  options: NewPollOption[];
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const moment = (value: string) => new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);

/**
 * The poll of a new survey or schedule, as rows (the body passed `newActivity`, which checked it with the
 * kind's schema); null for the other kinds. A closing moment must lie ahead.
 */
export function preparePoll(
  objectType: PostableObjectType,
  poll: NewActivity["poll"],
  now = new Date(),
): PreparedPoll | null {
  if (!isPollKind(objectType) || poll === undefined) return null;
  const closesAt = poll.closes_at ? new Date(poll.closes_at) : null;
  if (closesAt && closesAt.getTime() <= now.getTime()) throw invalid({ closes_at: ["must be in the future"] });
  if (objectType === "survey") {
    const survey = surveyPollInput.parse(poll);
    return {
      settings: { kind: "survey", multipleChoice: survey.multiple_choice, closesAt },
      options: survey.options.map((label) => ({ label, startsAt: null, endsAt: null, allDay: false })),
    };
  }
  const schedule = schedulePollInput.parse(poll);
  return {
    settings: { kind: "schedule", multipleChoice: true, closesAt },
    options: schedule.options.map((p) => ({
      label: null,
      startsAt: moment(p.starts_at),
      endsAt: p.ends_at ? moment(p.ends_at) : null,
      allDay: DATE_ONLY.test(p.starts_at),
    })),
  };
}
