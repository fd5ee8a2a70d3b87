import { type Activity, isPollKind, POLL_VOTERS_LISTED } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { requireReadableActivity } from "./activities.service.js";
import { pollCan } from "./activity.policy.js";
import { announceActivityChange } from "./activity-announce.js";
import { presentedActivity } from "./activity-pages.service.js";
import { findPollOption, lockPoll, replaceVotes, setPollClosed, voterIdsOf } from "./polls.repo.js";

/** The activity if the viewer may read it and it carries a poll; 404 otherwise. */
async function requirePollActivity(ctx: AppContext, viewer: MemberRow, id: string) {
  const found = await requireReadableActivity(ctx, viewer, id);
  if (!isPollKind(found.activity.objectType)) throw notFound();
  return found;
}

/**
 * Sets the viewer's votes to exactly these answers (none withdraws them): one answer at most unless the poll
 * is multiple choice, none once it is closed. Counts move in the same transaction, which holds the poll's lock.
 */
export async function vote(ctx: AppContext, viewer: MemberRow, id: string, optionIds: string[]): Promise<Activity> {
  const found = await requirePollActivity(ctx, viewer, id);
  const chosen = [...new Set(optionIds)];
  await ctx.db.transaction(async (tx) => {
    const poll = await lockPoll(tx, id);
    if (!poll) throw notFound();
    if (poll.closed) throw invalid({ option_ids: ["the poll is closed"] });
    if (chosen.some((o) => !poll.optionIds.includes(o))) throw invalid({ option_ids: ["is invalid"] });
    if (!poll.multipleChoice && chosen.length > 1) throw invalid({ option_ids: ["choose one option"] });
    await replaceVotes(tx, id, viewer.id, chosen);
  });
  await announceActivityChange(ctx, found.activity, "vote", viewer.id);
  return presentedActivity(ctx, viewer, id);
}

/** Who chose one answer of a poll the viewer may read, first voters first. */
export async function pollVoters(ctx: AppContext, viewer: MemberRow, id: string, optionId: string) {
  await requirePollActivity(ctx, viewer, id);
  if (!(await findPollOption(ctx.db, id, optionId))) throw notFound();
  const ids = await voterIdsOf(ctx.db, optionId, POLL_VOTERS_LISTED);
  const byId = new Map((await findMembersByIds(ctx.db, ids)).map((m) => [m.id, m]));
  return ids.flatMap((memberId) => byId.get(memberId) ?? []);
}

/** The poll's author closes it or reopens it. */
export async function closePoll(ctx: AppContext, viewer: MemberRow, id: string, closed: boolean): Promise<Activity> {
  const found = await requirePollActivity(ctx, viewer, id);
  if (!pollCan(viewer, found.activity, { closed }).close) throw forbidden("Only the poll's author may close it.");
  if (!(await setPollClosed(ctx.db, id, closed))) throw notFound();
  await announceActivityChange(ctx, found.activity, "poll", viewer.id);
  return presentedActivity(ctx, viewer, id);
}
