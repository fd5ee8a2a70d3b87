import type { Activity, ActivityReply, ReplyType, replyBody } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { newId } from "../../lib/ids.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import type { ReadableActivity } from "./activities.access.js";
import { loadActivity } from "./activities.repo.js";
import type { ActivityReplyRow, ActivityRow } from "./activities.schema.js";
import { BLANK, requireReadableActivity } from "./activities.service.js";
import { attachedUploadIdsOf, presentReply } from "./activity.presenter.js";
import { announceActivityChange } from "./activity-announce.js";
import { type PreparedContent, prepareContent } from "./activity-content.js";
import { presentedActivity } from "./activity-pages.service.js";
import { attachedLinks, attachedUploadIds, replaceAttachments, replaceLinks } from "./attachments.repo.js";
import { attachmentsChanged, prepareAttachments, prepareLinks, uploadsById } from "./attachments.service.js";
import {
  bumpReplyCount,
  findPublishedReply,
  insertReply,
  removeReply,
  replaceReplyMentions,
  setAcceptedAnswer,
  updateReply,
} from "./replies.repo.js";

type ReplyInput = z.output<typeof replyBody>;

function replyContent(content: string): PreparedContent {
  const prepared = prepareContent(content);
  if (prepared.plain === "") throw invalid({ content: [BLANK] });
  return prepared;
}

async function requireQuotable(ctx: AppContext, activityId: string, quotedReplyId: string, self?: string) {
  const quoted = quotedReplyId === self ? null : await findPublishedReply(ctx.db, activityId, quotedReplyId);
  if (!quoted) throw invalid({ quotedReplyId: ["is invalid"] });
}

/** A reply as its activity's page shows it, with the members it names. */
async function presentedReply(ctx: AppContext, viewer: MemberRow, activityId: string, replyId: string) {
  const [loaded, reply] = await Promise.all([
    loadActivity(ctx.db, viewer, activityId),
    findPublishedReply(ctx.db, activityId, replyId),
  ]);
  if (!loaded || !reply) throw notFound();
  const ids = [reply.authorId, reply.quoted?.authorId].filter((id): id is string => typeof id === "string");
  const [people, uploads] = await Promise.all([
    findMembersByIds(ctx.db, ids).then((rows) => new Map(rows.map((m) => [m.id, m]))),
    uploadsById(ctx.db, attachedUploadIdsOf([], [reply])),
  ]);
  return presentReply({ viewer, people, uploads }, reply, loaded);
}

/** A reply to any activity, or an answer to a question; the count moves in the same transaction. */
export async function createReply(
  ctx: AppContext,
  viewer: MemberRow,
  activityId: string,
  type: ReplyType,
  input: ReplyInput,
  opts: { at?: Date } = {},
): Promise<ActivityReply> {
  const found = await requireReadableActivity(ctx, viewer, activityId);
  if (type === "answers" && found.activity.objectType !== "question") {
    throw invalid({ type: ["is invalid"] });
  }
  const prepared = replyContent(input.content);
  if (input.quotedReplyId) await requireQuotable(ctx, activityId, input.quotedReplyId);
  const attachments = await prepareAttachments(ctx, viewer, input);
  const links = await prepareLinks(ctx, viewer, input.link_crawl_ids ?? []);
  const at = opts.at ?? new Date();
  const reply = await ctx.db.transaction(async (tx) => {
    const row = await insertReply(tx, {
      id: newId(at),
      activityId,
      authorId: viewer.id,
      type,
      htmlContent: prepared.html,
      quotedReplyId: input.quotedReplyId ?? null,
      createdAt: at,
      updatedAt: at,
    });
    if (attachments.length > 0) await replaceAttachments(tx, { replyId: row.id }, attachments, viewer.id);
    await attachmentsChanged(ctx, tx, { groupId: found.activity.groupId, authorId: viewer.id }, [], attachments);
    if (links.length > 0) await replaceLinks(tx, { replyId: row.id }, links);
    await bumpReplyCount(tx, activityId, type, 1);
    const replied = await ctx.modules.notifier.activity(tx, ctx, {
      kind: type === "answers" ? "answer" : "reply",
      activityId,
      replyId: row.id,
      actorId: viewer.id,
      recipientIds: [found.activity.authorId],
    });
    const mentioned = await recordReplyMentions(tx, ctx, viewer, found.activity, row.id, prepared);
    return { row, after: [replied, mentioned] };
  });
  for (const after of reply.after) await after();
  await announceActivityChange(ctx, found.activity, type === "answers" ? "answer" : "reply", viewer.id);
  return presentedReply(ctx, viewer, activityId, reply.row.id);
}

/**
 * Records the members a reply names (forged ids name nobody), as a post's are, for the stream filter `mentions`;
 * they hear of it (those who may read the activity), except the activity's author, whom the reply itself notifies.
 */
async function recordReplyMentions(
  tx: DbOrTx,
  ctx: AppContext,
  viewer: MemberRow,
  activity: ActivityRow,
  replyId: string,
  prepared: PreparedContent,
) {
  const existing = (await findMembersByIds(tx, prepared.mentionIds)).map((m) => m.id);
  await replaceReplyMentions(tx, { id: replyId, activityId: activity.id }, existing);
  const named = existing.filter((id) => id !== activity.authorId);
  return ctx.modules.notifier.activity(tx, ctx, {
    kind: "mention",
    activityId: activity.id,
    replyId,
    actorId: viewer.id,
    recipientIds: named,
  });
}

/** The published reply of this type of an activity the viewer may read; 404 otherwise. */
async function requireReply(ctx: AppContext, viewer: MemberRow, activityId: string, type: ReplyType, replyId: string) {
  const found = await requireReadableActivity(ctx, viewer, activityId);
  const reply = await findPublishedReply(ctx.db, activityId, replyId, type);
  if (!reply) throw notFound();
  return { found, reply };
}

export async function editReply(
  ctx: AppContext,
  viewer: MemberRow,
  params: { activityId: string; type: ReplyType; replyId: string },
  input: ReplyInput,
): Promise<ActivityReply> {
  const { found, reply } = await requireReply(ctx, viewer, params.activityId, params.type, params.replyId);
  if (reply.authorId !== viewer.id) throw forbidden("Only the author may edit this.");
  const prepared = replyContent(input.content);
  if (input.quotedReplyId) await requireQuotable(ctx, params.activityId, input.quotedReplyId, reply.id);
  // The reply's own attachments may stay; the new ones are the author's uploads like on a new reply.
  const kept = new Set(await attachedUploadIds(ctx.db, { replyId: reply.id }));
  const attachments = await prepareAttachments(ctx, viewer, input, kept);
  const links = await prepareLinks(
    ctx,
    viewer,
    input.link_crawl_ids ?? [],
    await attachedLinks(ctx.db, { replyId: reply.id }),
  );
  const after = await ctx.db.transaction(async (tx) => {
    await updateReply(tx, reply.id, {
      htmlContent: prepared.html,
      ...(input.quotedReplyId === undefined ? {} : { quotedReplyId: input.quotedReplyId }),
      updatedAt: new Date(),
    });
    await replaceAttachments(tx, { replyId: reply.id }, attachments, viewer.id);
    await attachmentsChanged(ctx, tx, { groupId: found.activity.groupId, authorId: viewer.id }, [...kept], attachments);
    await replaceLinks(tx, { replyId: reply.id }, links);
    // Only members named for the first time in this reply hear of it.
    return recordReplyMentions(tx, ctx, viewer, found.activity, reply.id, prepared);
  });
  await after();
  await announceActivityChange(ctx, found.activity, params.type === "answers" ? "answer" : "reply", viewer.id);
  return presentedReply(ctx, viewer, params.activityId, reply.id);
}

/** Removes a reply (its author, network administrators, the group's administrators); an accepted answer stops being accepted. */
export async function destroyReply(
  ctx: AppContext,
  viewer: MemberRow,
  params: { activityId: string; type: ReplyType; replyId: string },
) {
  const { found, reply } = await requireReply(ctx, viewer, params.activityId, params.type, params.replyId);
  if (!mayRemoveReply(viewer, reply, found)) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    if (!(await removeReply(tx, reply.id))) return;
    const before = await attachedUploadIds(tx, { replyId: reply.id });
    await attachmentsChanged(ctx, tx, { groupId: found.activity.groupId, authorId: viewer.id }, before, []);
    await bumpReplyCount(tx, params.activityId, reply.type, -1);
    await setAcceptedAnswer(tx, params.activityId, null, reply.id);
  });
  await announceActivityChange(ctx, found.activity, reply.type === "answers" ? "answer" : "reply", viewer.id);
}

const mayRemoveReply = (viewer: MemberRow, reply: Pick<ActivityReplyRow, "authorId">, found: ReadableActivity) =>
  reply.authorId === viewer.id || viewer.isNetworkAdmin || found.groupAdmin;

/** The question's author marks an answer as the accepted one (`accepted`), or takes the mark back. */
export async function acceptAnswer(
  ctx: AppContext,
  viewer: MemberRow,
  params: { activityId: string; type: ReplyType; replyId: string },
  accepted: boolean,
): Promise<Activity> {
  if (params.type !== "answers") throw notFound();
  const { found, reply } = await requireReply(ctx, viewer, params.activityId, params.type, params.replyId);
  if (found.activity.objectType !== "question" || found.activity.authorId !== viewer.id) {
    throw forbidden("Only the question's author may accept an answer.");
  }
  const after = await ctx.db.transaction(async (tx) => {
    await setAcceptedAnswer(tx, params.activityId, accepted ? reply.id : null, accepted ? undefined : reply.id);
    if (!accepted) return null;
    return ctx.modules.notifier.activity(tx, ctx, {
      kind: "accepted_answer",
      activityId: params.activityId,
      replyId: reply.id,
      actorId: viewer.id,
      recipientIds: [reply.authorId],
    });
  });
  await after?.();
  await announceActivityChange(ctx, found.activity, "accepted", viewer.id);
  return presentedActivity(ctx, viewer, params.activityId);
}
