import {
  type Activity,
  type ActivityAttachments,
  type ActivityContext,
  type ActivityObjectSummary,
  type ActivityReply,
  ALL_STREAM,
} from "@intranet/contracts";
import { presentPreviewImage } from "../crawls/crawl.presenter.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import { presentAttachment } from "../uploads/upload.presenter.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import type { LoadedActivity } from "./activities.repo.js";
import { activityCan, replyCan } from "./activity.policy.js";
import { sanitizeActivityHtml } from "./activity-content.js";
import type { AttachmentRef } from "./attachments.repo.js";
import { presentPoll } from "./poll.presenter.js";
import type { LoadedReply } from "./replies.repo.js";

/** An edit shows as one only when it came later than the creation's own write. */
const EDIT_GRACE_MS = 1000;
const edited = (row: { createdAt: Date; updatedAt: Date }) =>
  row.updatedAt.getTime() > row.createdAt.getTime() + EDIT_GRACE_MS;

/** The network stream every activity without a group lives in. */
export const NETWORK_CONTEXT: ActivityContext = {
  type: "network",
  slug: ALL_STREAM,
  name: "All",
  path: `/activitystreams/${ALL_STREAM}`,
};

/** Where the activity lives: its network stream, or its group's stream. */
export function contextOf(
  a: Pick<LoadedActivity, "activity" | "groupName" | "groupSlug" | "streamName">,
): ActivityContext {
  if (a.activity.groupId === null && a.streamName !== null) {
    const slug = a.activity.streamSlug;
    return { type: "network", slug, name: a.streamName, path: `/activitystreams/${slug}` };
  }
  if (a.activity.groupId === null || a.groupSlug === null) return NETWORK_CONTEXT;
  return {
    type: "group",
    slug: a.groupSlug,
    name: a.groupName ?? "",
    path: `/groups/${a.groupSlug}/activitystreams/${ALL_STREAM}`,
  };
}

/** What the presenters need besides the rows: the members they name and the attached uploads, by id. */
export type PresentationData = { viewer: MemberRow; people: Map<string, MemberRow>; uploads: Map<string, UploadRow> };

/** Images, files and link previews in their attached order; an upload gone since (removed by its owner) is left out. */
export function presentAttachments(uploads: Map<string, UploadRow>, refs: AttachmentRef[]): ActivityAttachments {
  const out: ActivityAttachments = { images: [], files: [], links: [] };
  for (const ref of refs) {
    if (ref.kind === "link") {
      out.links.push({
        crawl_id: ref.crawlId,
        url: ref.url,
        title: ref.title,
        description: ref.description,
        site_name: ref.siteName,
        image: presentPreviewImage(ref.imageId ? uploads.get(ref.imageId) : null),
      });
      continue;
    }
    const upload = uploads.get(ref.uploadId);
    if (upload) (ref.kind === "image" ? out.images : out.files).push(presentAttachment(upload));
  }
  return out;
}

const summaryOf = (people: Map<string, MemberRow>, id: string | null) => {
  const found = id ? people.get(id) : undefined;
  return found ? presentMemberSummary(found) : null;
};

export function presentReply(data: PresentationData, reply: LoadedReply, owner: LoadedActivity): ActivityReply {
  // The write allowlist again on read, so content stored before a policy change is shown by today's rules.
  return {
    id: reply.id,
    activity_id: reply.activityId,
    type: reply.type,
    content: sanitizeActivityHtml(reply.htmlContent),
    author: summaryOf(data.people, reply.authorId),
    created_at: reply.createdAt.toISOString(),
    updated_at: reply.updatedAt.toISOString(),
    edited: edited(reply),
    accepted: owner.activity.acceptedAnswerId === reply.id,
    quoted_reply: reply.quoted
      ? {
          id: reply.quoted.id,
          author: summaryOf(data.people, reply.quoted.authorId),
          content: sanitizeActivityHtml(reply.quoted.htmlContent),
        }
      : null,
    html_url: `/activities/${reply.activityId}/${reply.type}/${reply.id}`,
    attachments: presentAttachments(data.uploads, reply.attachments),
    can: replyCan(data.viewer, reply, owner.activity, owner),
  };
}

/** An activity with the replies shown under it (already chosen and ordered by the caller). */
export function presentActivity(
  data: PresentationData,
  loaded: LoadedActivity,
  replies: LoadedReply[],
  summary: ActivityObjectSummary | null = null,
): Activity {
  const a = loaded.activity;
  return {
    id: a.id,
    object: { type: a.objectType, summary },
    actor: summaryOf(data.people, a.authorId),
    content: sanitizeActivityHtml(a.htmlContent),
    tags: loaded.tags,
    context: contextOf(loaded),
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    edited: edited(a),
    html_url: `/activities/${a.id}`,
    reply_count: a.replyCount,
    answer_count: a.answerCount,
    like_count: a.likeCount,
    likers: loaded.likerIds.flatMap((id) => {
      const m = data.people.get(id);
      return m ? [presentMemberSummary(m)] : [];
    }),
    liked: loaded.liked,
    accepted_answer_id: a.acceptedAnswerId,
    replies: replies.map((r) => presentReply(data, r, loaded)),
    poll: loaded.poll ? presentPoll(data.viewer, a, loaded.poll, data.people) : null,
    attachments: presentAttachments(data.uploads, loaded.attachments),
    can: activityCan(data.viewer, a, loaded),
  };
}

/** Every member id the presenters will name for these activities and replies. */
export function namedMemberIds(loaded: LoadedActivity[], replies: LoadedReply[]): string[] {
  const ids = new Set<string>();
  for (const l of loaded) {
    if (l.activity.authorId) ids.add(l.activity.authorId);
    for (const id of l.likerIds) ids.add(id);
    for (const option of l.poll?.options ?? []) for (const id of option.voterIds) ids.add(id);
  }
  for (const r of replies) {
    if (r.authorId) ids.add(r.authorId);
    if (r.quoted?.authorId) ids.add(r.quoted.authorId);
  }
  return [...ids];
}

/** Every upload id the presenters will show for these activities and replies. */
export function attachedUploadIdsOf(loaded: LoadedActivity[], replies: LoadedReply[]): string[] {
  const ids = new Set<string>();
  for (const owner of [...loaded, ...replies]) {
    for (const ref of owner.attachments) {
      if (ref.kind !== "link") ids.add(ref.uploadId);
      else if (ref.imageId) ids.add(ref.imageId);
    }
  }
  return [...ids];
}
