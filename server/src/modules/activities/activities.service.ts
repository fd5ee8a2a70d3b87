import {
  type Activity,
  type ActivityObjectSummary,
  type ActivityReply,
  ALL_STREAM,
  type activityUpdate,
  MAX_ACTIVITY_TAGS,
  type newActivity,
  REPLIES_PREVIEW,
  type ReplyType,
  type replyBody,
} from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { newId } from "../../lib/ids.js";
import { findCrawls } from "../crawls/crawls.repo.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import type { AfterCommit } from "../module.js";
import { findUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import { findReadableActivity, groupStreamAccess, type ReadableActivity } from "./activities.access.js";
import {
  activityPage,
  allReplies,
  bumpReplyCount,
  deleteActivity,
  deleteObjectActivities,
  ensureTags,
  findPublishedReply,
  insertActivity,
  insertReply,
  type LoadedActivity,
  type LoadedReply,
  likerIds,
  loadActivity,
  type PageOptions,
  removeReply,
  replaceActivityTags,
  replaceMentions,
  replyPreviews,
  setAcceptedAnswer,
  setLiked,
  updateActivityContent,
  updateReply,
} from "./activities.repo.js";
import type { ActivityReplyRow, ActivityRow } from "./activities.schema.js";
import { activityCan, mayPostInNetwork } from "./activity.policy.js";
import { attachedUploadIdsOf, namedMemberIds, presentActivity, presentReply } from "./activity.presenter.js";
import { announceNewActivity } from "./activity-announce.js";
import { type PreparedContent, prepareContent, uniqueTagNames } from "./activity-content.js";
import {
  type AttachmentKind,
  type AttachmentOwner,
  attachedLinks,
  attachedUploadIds,
  attachedUploadRefs,
  type LinkInput,
  replaceAttachments,
  replaceLinks,
  uploadIdsAttachedUnder,
} from "./attachments.repo.js";
import { preparePoll } from "./poll-input.js";
import { insertPoll } from "./polls.repo.js";
import { requirePostingStream } from "./streams.service.js";

type NewActivityInput = z.output<typeof newActivity>;
type ActivityUpdateInput = z.output<typeof activityUpdate>;
type ReplyInput = z.output<typeof replyBody>;

const BLANK = "can't be blank";

/**
 * Presents activities for the viewer in a fixed number of statements, whatever their number: the replies
 * shown under them (the newest few per activity, or every one of a single activity's page), then every
 * member the page names.
 */
export async function presentedActivities(
  ctx: AppContext,
  viewer: MemberRow,
  all: LoadedActivity[],
  opts: { everyReply?: boolean } = {},
): Promise<Activity[]> {
  const db = ctx.db;
  const summaries = await objectSummaries(ctx, viewer, all);
  // An activity about another module's object shows only while the viewer may read that object.
  const loaded = all.filter((l) => !l.activity.objectId || summaries.has(l.activity.id));
  if (loaded.length === 0) return [];
  const first = loaded[0];
  const replies =
    opts.everyReply && first
      ? await allReplies(db, first.activity.id)
      : await replyPreviews(
          db,
          loaded.map((l) => l.activity),
          REPLIES_PREVIEW,
        );
  const [people, uploads] = await Promise.all([
    findMembersByIds(db, namedMemberIds(loaded, replies)).then((rows) => new Map(rows.map((m) => [m.id, m]))),
    uploadsById(db, attachedUploadIdsOf(loaded, replies)),
  ]);
  const byActivity = new Map<string, LoadedReply[]>();
  for (const r of replies) byActivity.set(r.activityId, [...(byActivity.get(r.activityId) ?? []), r]);
  return loaded.map((l) =>
    presentActivity(
      { viewer, people, uploads },
      l,
      byActivity.get(l.activity.id) ?? [],
      summaries.get(l.activity.id) ?? null,
    ),
  );
}

/** The attached uploads by id: one statement (none when nothing is attached). */
async function uploadsById(db: DbOrTx, ids: string[]): Promise<Map<string, UploadRow>> {
  if (ids.length === 0) return new Map();
  return new Map((await findUploads(db, ids)).map((u) => [u.id, u]));
}

/**
 * The attachments a post or reply asks for, checked: each id is the author's own volatile upload, or one
 * already attached to what is being edited (`kept`); image ids must be images (image/* in the images directory). Anything else is 422, so
 * nobody attaches (and so reveals) another member's file. Images first, then files, each in the order given.
 */
async function prepareAttachments(
  ctx: AppContext,
  author: MemberRow,
  input: { file_ids: string[]; image_ids: string[] },
  kept: ReadonlySet<string> = new Set(),
): Promise<{ kind: AttachmentKind; upload: UploadRow }[]> {
  const images = [...new Set(input.image_ids)];
  const files = [...new Set(input.file_ids)].filter((id) => !images.includes(id));
  if (images.length === 0 && files.length === 0) return [];
  const rows = await uploadsById(ctx.db, [...images, ...files]);
  const usable = (id: string) => {
    const upload = rows.get(id);
    if (!upload) return null;
    return kept.has(id) || (upload.ownerId === author.id && upload.state === "volatile") ? upload : null;
  };
  const errors: Record<string, string[]> = {};
  const out: { kind: AttachmentKind; upload: UploadRow }[] = [];
  for (const id of images) {
    const upload = usable(id);
    // Images are served resized for thumbnails, which only the images directory offers.
    if (upload?.directory === "images" && upload.contentType.startsWith("image/")) out.push({ kind: "image", upload });
    else errors.image_ids = ["is invalid"];
  }
  for (const id of files) {
    const upload = usable(id);
    if (!upload) errors.file_ids = ["is invalid"];
    else out.push({ kind: "file", upload });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return out;
}

/**
 * The link previews a post or reply asks for, in the order given: each a finished crawl (POST /system/crawls),
 * copied as it is now, or one the item being edited carries already (`kept`, kept as it was posted).
 * A crawl still running, failed or unknown is 422.
 */
async function prepareLinks(
  ctx: AppContext,
  crawlIds: string[],
  kept: ReadonlyMap<string, LinkInput> = new Map(),
): Promise<LinkInput[]> {
  const ids = [...new Set(crawlIds)];
  if (ids.length === 0) return [];
  const crawls = new Map(
    (
      await findCrawls(
        ctx.db,
        ids.filter((id) => !kept.has(id)),
      )
    ).map((c) => [c.id, c]),
  );
  const out: LinkInput[] = [];
  for (const id of ids) {
    const old = kept.get(id);
    const crawl = crawls.get(id);
    if (old) out.push(old);
    else if (crawl?.status === "finished")
      out.push({
        crawlId: crawl.id,
        url: crawl.finalUrl ?? crawl.url,
        title: crawl.title,
        description: crawl.description,
        siteName: crawl.siteName,
        imageId: crawl.imageUploadId,
      });
    else throw invalid({ link_crawl_ids: ["is invalid"] });
  }
  return out;
}

/**
 * What an edit asks to attach, checked like a new post's: the lists it gives replace those of their kind; a
 * list it leaves out keeps what the item carries of that kind. Null when it names no attachment at all.
 */
async function prepareEditedAttachments(
  ctx: AppContext,
  author: MemberRow,
  owner: AttachmentOwner,
  input: { file_ids?: string[]; image_ids?: string[]; link_crawl_ids?: string[] },
) {
  const changesUploads = input.file_ids !== undefined || input.image_ids !== undefined;
  const [current, currentLinks] = await Promise.all([
    changesUploads ? attachedUploadRefs(ctx.db, owner) : [],
    input.link_crawl_ids !== undefined ? attachedLinks(ctx.db, owner) : new Map<string, LinkInput>(),
  ]);
  const ofKind = (kind: AttachmentKind) => current.filter((r) => r.kind === kind).map((r) => r.uploadId);
  const uploads = changesUploads
    ? await prepareAttachments(
        ctx,
        author,
        { file_ids: input.file_ids ?? ofKind("file"), image_ids: input.image_ids ?? ofKind("image") },
        new Set(current.map((r) => r.uploadId)),
      )
    : null;
  const links = input.link_crawl_ids !== undefined ? await prepareLinks(ctx, input.link_crawl_ids, currentLinks) : null;
  return { uploads, links, before: current.map((r) => r.uploadId) };
}

type Attached = { kind: AttachmentKind; upload: UploadRow }[];

/**
 * The file attachments that change with a write (`before`: the upload ids attached until now), handed to the
 * modules that keep activity files (the files module's activity-stream folders), inside the write's transaction.
 */
function attachmentsChanged(
  ctx: AppContext,
  tx: DbOrTx,
  where: { groupId: string | null; authorId: string },
  before: readonly string[],
  after: Attached,
) {
  const now = new Set(after.map((a) => a.upload.id));
  return ctx.modules.activityAttachments(tx, {
    ...where,
    added: after.filter((a) => a.kind === "file" && !before.includes(a.upload.id)).map((a) => a.upload),
    removed: before.filter((id) => !now.has(id)),
  });
}

/** Writes what `prepareEditedAttachments` checked (inside the edit's transaction). */
async function writeEditedAttachments(
  tx: DbOrTx,
  owner: AttachmentOwner,
  authorId: string,
  edited: Awaited<ReturnType<typeof prepareEditedAttachments>>,
) {
  if (edited.uploads) await replaceAttachments(tx, owner, edited.uploads, authorId);
  if (edited.links) await replaceLinks(tx, owner, edited.links);
}

/**
 * The summaries of the objects other modules posted activities about, by activity id: one call per activity type
 * on the page (the module's `activityTypes` entry in its descriptor), whatever the number of activities.
 */
async function objectSummaries(ctx: AppContext, viewer: MemberRow, loaded: LoadedActivity[]) {
  const byType = new Map<string, LoadedActivity[]>();
  for (const l of loaded) {
    if (l.activity.objectId) byType.set(l.activity.objectType, [...(byType.get(l.activity.objectType) ?? []), l]);
  }
  const out = new Map<string, ActivityObjectSummary>();
  for (const [type, list] of byType) {
    const presenter = ctx.modules.activityTypes.get(type);
    if (!presenter) continue;
    const objects = await presenter.present(
      ctx.db,
      viewer,
      list.flatMap((l) => l.activity.objectId ?? []),
    );
    for (const l of list) {
      const summary = l.activity.objectId ? objects.get(l.activity.objectId) : undefined;
      if (summary) out.set(l.activity.id, summary);
    }
  }
  return out;
}

/**
 * Posts an activity about another module's object (an appointment saved with "post to activity stream") in the
 * network stream or a group's, inside the caller's transaction. The module presents the object through its
 * `activityTypes` entry; the activities module knows nothing of it beyond the type's name.
 */
export async function postObjectActivity(
  tx: DbOrTx,
  ctx: AppContext,
  input: { objectType: ActivityRow["objectType"]; objectId: string; authorId: string; groupId: string | null },
): Promise<AfterCommit> {
  const at = new Date();
  await insertActivity(tx, {
    id: newId(at),
    groupId: input.groupId,
    streamSlug: ALL_STREAM,
    authorId: input.authorId,
    objectType: input.objectType,
    objectId: input.objectId,
    createdAt: at,
    updatedAt: at,
  });
  return () => announceNewActivity(ctx, input.groupId);
}

/** Removes the activities about another module's object when the object goes (inside the caller's transaction). */
export const removeObjectActivities = (tx: DbOrTx, objectType: ActivityRow["objectType"], objectId: string) =>
  deleteObjectActivities(tx, objectType, objectId);

/** One page of a stream: the activities, the cursor of the next page (null on the last). */
export async function streamPage(ctx: AppContext, viewer: MemberRow, opts: PageOptions) {
  const { rows, more } = await activityPage(ctx.db, viewer, opts);
  const last = rows[rows.length - 1];
  return {
    activities: await presentedActivities(ctx, viewer, rows),
    next_cursor: more && last ? last.activity.id : null,
  };
}

/** The activity with every published reply and answer; 404 unless the viewer may read it. */
export async function presentedActivity(ctx: AppContext, viewer: MemberRow, id: string, everyReply = false) {
  const loaded = await loadActivity(ctx.db, viewer, id);
  if (!loaded) throw notFound();
  const [presented] = await presentedActivities(ctx, viewer, [loaded], { everyReply });
  if (!presented) throw notFound();
  return presented;
}

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
  const links = await prepareLinks(ctx, input.link_crawl_ids ?? []);
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
  await announceNewActivity(ctx, groupId);
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
  const links = await prepareLinks(ctx, input.link_crawl_ids ?? []);
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
    const mentioned = await notifyReplyMentions(tx, ctx, viewer, found.activity, row.id, prepared);
    return { row, after: [replied, mentioned] };
  });
  for (const after of reply.after) await after();
  return presentedReply(ctx, viewer, activityId, reply.row.id);
}

/**
 * Members named in a reply hear of it (those who may read the activity; forged ids name nobody), except the
 * activity's author, whom the reply itself notifies.
 */
async function notifyReplyMentions(
  tx: DbOrTx,
  ctx: AppContext,
  viewer: MemberRow,
  activity: ActivityRow,
  replyId: string,
  prepared: PreparedContent,
) {
  const named = prepared.mentionIds.filter((id) => id !== activity.authorId);
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
  const links = await prepareLinks(ctx, input.link_crawl_ids ?? [], await attachedLinks(ctx.db, { replyId: reply.id }));
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
    return notifyReplyMentions(tx, ctx, viewer, found.activity, reply.id, prepared);
  });
  await after();
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
  return presentedActivity(ctx, viewer, params.activityId);
}

/** Likes or unlikes an activity the viewer may read; idempotent. */
export async function like(ctx: AppContext, viewer: MemberRow, id: string, liked: boolean) {
  const found = await requireReadableActivity(ctx, viewer, id);
  const { result, after } = await ctx.db.transaction(async (tx) => ({
    result: await setLiked(tx, id, viewer.id, liked),
    after: liked
      ? await ctx.modules.notifier.activity(tx, ctx, {
          kind: "like",
          activityId: id,
          actorId: viewer.id,
          recipientIds: [found.activity.authorId],
        })
      : null,
  }));
  await after?.();
  return result;
}

/** Likers shown in the likers list, newest first. */
const LIKERS_LISTED = 100;

export async function likers(ctx: AppContext, viewer: MemberRow, id: string): Promise<MemberRow[]> {
  await requireReadableActivity(ctx, viewer, id);
  const ids = await likerIds(ctx.db, id, LIKERS_LISTED);
  const byId = new Map((await findMembersByIds(ctx.db, ids)).map((m) => [m.id, m]));
  return ids.flatMap((memberId) => byId.get(memberId) ?? []);
}
