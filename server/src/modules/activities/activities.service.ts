import { ALL_STREAM, type activityUpdate, MAX_ACTIVITY_TAGS, type newActivity } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { newId } from "../../lib/ids.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import type { AfterCommit } from "../module.js";
import { findReadableActivity, groupStreamAccess } from "./activities.access.js";
import {
  deleteActivity,
  deleteObjectActivities,
  ensureTags,
  insertActivity,
  replaceActivityTags,
  replaceMentions,
  updateActivityContent,
} from "./activities.repo.js";
import type { ActivityRow } from "./activities.schema.js";
import { activityCan, mayPostInNetwork } from "./activity.policy.js";
import { announceActivityChange, announceNewActivity } from "./activity-announce.js";
import { plainText, prepareContent, sanitizeActivityHtml, uniqueTagNames } from "./activity-content.js";
import type { ObjectActivityInput } from "./activity-hooks.js";
import { replaceAttachments, replaceLinks, uploadIdsAttachedUnder } from "./attachments.repo.js";
import {
  attachmentsChanged,
  prepareAttachments,
  prepareEditedAttachments,
  prepareLinks,
  writeEditedAttachments,
} from "./attachments.service.js";
import { preparePoll } from "./poll-input.js";
import { insertPoll } from "./polls.repo.js";
import { requirePostingStream } from "./streams.service.js";

type NewActivityInput = z.output<typeof newActivity>;
type ActivityUpdateInput = z.output<typeof activityUpdate>;

/** Why content is refused when it has no text. */
export const BLANK = "can't be blank";

/**
 * Posts an activity about another module's object (an appointment saved with "post to activity stream") in the
 * network stream or a group's, inside the caller's transaction. The module presents the object through its
 * `activityTypes` entry; the activities module knows nothing of it beyond the type's name.
 */
export async function postObjectActivity(
  tx: DbOrTx,
  ctx: AppContext,
  input: ObjectActivityInput,
): Promise<AfterCommit> {
  const at = new Date();
  const html = input.html === undefined ? "" : sanitizeActivityHtml(input.html);
  const row = await insertActivity(tx, {
    id: newId(at),
    groupId: input.groupId,
    streamSlug: ALL_STREAM,
    authorId: input.authorId,
    objectType: input.objectType,
    objectId: input.objectId,
    htmlContent: html,
    plainContent: plainText(html),
    createdAt: at,
    updatedAt: at,
  });
  return () => announceNewActivity(ctx, row);
}

/** Removes the activities about another module's object when the object goes (inside the caller's transaction). */
export const removeObjectActivities = (tx: DbOrTx, objectType: ActivityRow["objectType"], objectId: string) =>
  deleteObjectActivities(tx, objectType, objectId);

/** The activity if the viewer may read it (every write starts here); 404 otherwise. */
export async function requireReadableActivity(ctx: AppContext, viewer: MemberRow, id: string) {
  const found = await findReadableActivity(ctx.db, viewer, id);
  if (!found) throw notFound();
  return found;
}

/** Where the viewer may post: the network stream unless external; a group where `groupContentPostableBy` says so. */
async function requirePostingPlace(ctx: AppContext, viewer: MemberRow, input: NewActivityInput) {
  if (input.group_id !== undefined) {
    const access = await groupStreamAccess(ctx.db, viewer, input.group_id);
    if (!access.readable) throw notFound();
    if (!access.postable) throw forbidden("You may not post in this group.");
    return { groupId: input.group_id, stream: ALL_STREAM };
  }
  const stream = await requirePostingStream(ctx, input.stream ?? ALL_STREAM);
  if (!mayPostInNetwork(viewer)) throw forbidden("Guests may not post in the network's streams.");
  return { groupId: null, stream };
}

/** The content cleaned, with its tags (body and markup, no repeats) and the mentioned members that exist. */
async function prepareActivityContent(ctx: AppContext, content: string, bodyTags: string[]) {
  const prepared = prepareContent(content);
  if (prepared.plain === "") throw invalid({ content: [BLANK] });
  const tagNames = uniqueTagNames([...bodyTags, ...prepared.tagNames]);
  if (tagNames.length > MAX_ACTIVITY_TAGS)
    throw invalid({ tags: [`is too long (maximum is ${MAX_ACTIVITY_TAGS} tags)`] });
  // Forged ids (no such member) are kept out of the mentions.
  const mentioned = (await findMembersByIds(ctx.db, prepared.mentionIds)).map((m) => m.id);
  return { prepared, tagNames, mentioned };
}

async function writeTagsAndMentions(
  tx: DbOrTx,
  activityId: string,
  content: { tagNames: string[]; mentioned: string[] },
) {
  const found = await ensureTags(tx, content.tagNames);
  await replaceActivityTags(
    tx,
    activityId,
    found.map((t) => t.id),
  );
  await replaceMentions(tx, activityId, content.mentioned);
}

/** Posts a note, question, survey or schedule (with its poll); `at` dates it (the demo's past days). */
export async function createActivity(
  ctx: AppContext,
  author: MemberRow,
  input: NewActivityInput,
  opts: { at?: Date } = {},
): Promise<string> {
  const { groupId, stream } = await requirePostingPlace(ctx, author, input);
  const content = await prepareActivityContent(ctx, input.content, input.tags);
  const poll = preparePoll(input.object_type, input.poll);
  const attachments = await prepareAttachments(ctx, author, input);
  const links = await prepareLinks(ctx, author, input.link_crawl_ids ?? []);
  const at = opts.at ?? new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertActivity(tx, {
      id: newId(at),
      groupId,
      streamSlug: stream,
      authorId: author.id,
      objectType: input.object_type,
      htmlContent: content.prepared.html,
      plainContent: content.prepared.plain,
      createdAt: at,
      updatedAt: at,
    });
    await writeTagsAndMentions(tx, inserted.id, content);
    if (poll) await insertPoll(tx, inserted.id, poll.settings, poll.options);
    if (attachments.length > 0) await replaceAttachments(tx, { activityId: inserted.id }, attachments, author.id);
    await attachmentsChanged(ctx, tx, { groupId, authorId: author.id }, [], attachments);
    if (links.length > 0) await replaceLinks(tx, { activityId: inserted.id }, links);
    const after = await ctx.modules.notifier.activity(tx, ctx, {
      kind: "mention",
      activityId: inserted.id,
      actorId: author.id,
      recipientIds: content.mentioned,
    });
    return { inserted, after };
  });
  await row.after();
  await announceNewActivity(ctx, row.inserted);
  return row.inserted.id;
}

/** Changes the content and tags; only the author may. */
export async function updateActivity(ctx: AppContext, viewer: MemberRow, id: string, input: ActivityUpdateInput) {
  const found = await requireReadableActivity(ctx, viewer, id);
  if (!activityCan(viewer, found.activity, found).update) throw forbidden("Only the author may edit this.");
  const content = await prepareActivityContent(ctx, input.content, input.tags);
  const attachments = await prepareEditedAttachments(ctx, viewer, { activityId: id }, input);
  const after = await ctx.db.transaction(async (tx) => {
    await writeEditedAttachments(tx, { activityId: id }, viewer.id, attachments);
    if (attachments.uploads)
      await attachmentsChanged(
        ctx,
        tx,
        { groupId: found.activity.groupId, authorId: viewer.id },
        attachments.before,
        attachments.uploads,
      );
    await updateActivityContent(tx, id, {
      htmlContent: content.prepared.html,
      plainContent: content.prepared.plain,
      updatedAt: new Date(),
    });
    await writeTagsAndMentions(tx, id, content);
    // Only members mentioned for the first time hear of it (a mention already notified is one row).
    return ctx.modules.notifier.activity(tx, ctx, {
      kind: "mention",
      activityId: id,
      actorId: viewer.id,
      recipientIds: content.mentioned,
    });
  });
  await after();
  await announceActivityChange(ctx, found.activity, "edit", viewer.id);
}

/** Removes the activity with its replies, likes, mentions and tags. */
export async function destroyActivity(ctx: AppContext, viewer: MemberRow, id: string) {
  const found = await requireReadableActivity(ctx, viewer, id);
  if (!activityCan(viewer, found.activity, found).destroy) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const before = await uploadIdsAttachedUnder(tx, id);
    await deleteActivity(tx, id);
    await attachmentsChanged(ctx, tx, { groupId: found.activity.groupId, authorId: viewer.id }, before, []);
  });
}
