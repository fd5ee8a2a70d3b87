import { z } from "zod";
import { id } from "./common.js";
import { memberSummary } from "./members.js";

/** Activities on one page of a stream; the next page is asked with the last one's cursor (keyset, no offset). */
export const ACTIVITIES_PER_PAGE = 20;
/** Replies shown under an activity in a stream before "show all replies". */
export const REPLIES_PREVIEW = 3;
export const MAX_ACTIVITY_CONTENT = 50_000;
export const MAX_REPLY_CONTENT = 20_000;
/** Tags one activity may carry, and the length of one tag. */
export const MAX_ACTIVITY_TAGS = 10;
export const MAX_TAG_LENGTH = 40;
/** The network stream every member (external ones included) reads; it cannot be removed. */
export const ALL_STREAM = "all";

/** The kinds of activity (spec §3 "Search hits / activity"); members post notes and questions themselves. */
export const activityObjectType = z.enum(["note", "question", "survey", "schedule", "appointment", "article"]);
export type ActivityObjectType = z.infer<typeof activityObjectType>;
export const postableObjectType = z.enum(["note", "question"]);

/** Stream filters (`activitystreams/{stream_slug}/{filter}`). */
export const streamFilter = z.enum(["mine", "mentions", "questions", "unanswered", "likes"]);
export type StreamFilter = z.infer<typeof streamFilter>;

/** A reply's type in the spec's paths: replies to any activity, answers to a question. */
export const replyType = z.enum(["replies", "answers"]);
export type ReplyType = z.infer<typeof replyType>;

export const tag = z.object({ id, name: z.string() });
export type Tag = z.infer<typeof tag>;

/** Where an activity lives: a network stream, or a group's stream. */
export const activityContext = z.discriminatedUnion("type", [
  z.object({ type: z.literal("network"), slug: z.string(), name: z.string(), path: z.string() }),
  z.object({ type: z.literal("group"), slug: z.string(), name: z.string(), path: z.string() }),
]);
export type ActivityContext = z.infer<typeof activityContext>;

export const activityReply = z.object({
  id,
  activity_id: id,
  type: replyType,
  /** Sanitized rich text. */
  content: z.string(),
  author: memberSummary.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  edited: z.boolean(),
  /** An answer marked as the accepted one by the question's author. */
  accepted: z.boolean(),
  quoted_reply: z.object({ id, author: memberSummary.nullable(), content: z.string() }).nullable(),
  /** `/activities/{activity_id}/replies/{id}` or `/answers/{id}`: the deep link that scrolls to it. */
  html_url: z.string(),
  can: z.object({ update: z.boolean(), destroy: z.boolean(), accept: z.boolean() }),
});
export type ActivityReply = z.infer<typeof activityReply>;

export const activity = z.object({
  id,
  object: z.object({ type: activityObjectType }),
  actor: memberSummary.nullable(),
  /** Sanitized rich text (mentions as spans with the member's id). */
  content: z.string(),
  tags: z.array(tag),
  context: activityContext,
  created_at: z.string(),
  updated_at: z.string(),
  edited: z.boolean(),
  html_url: z.string(),
  reply_count: z.number().int(),
  answer_count: z.number().int(),
  like_count: z.number().int(),
  /** The first likers (up to 3), for "Anna, Ben and 4 others". */
  likers: z.array(memberSummary),
  liked: z.boolean(),
  accepted_answer_id: id.nullable(),
  /** The newest replies (or answers of a question), oldest first; the rest through the activity's page. */
  replies: z.array(activityReply),
  can: z.object({ update: z.boolean(), destroy: z.boolean(), reply: z.boolean(), like: z.boolean() }),
});
export type Activity = z.infer<typeof activity>;

/** A stream the member may read, for the stream navigation (`GET /activitystreams.json`). */
export const activityStream = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  path: z.string(),
  /** Null where the network does not let members subscribe to network streams, or for the group streams. */
  subscription_status: z.boolean().nullable(),
});
export type ActivityStream = z.infer<typeof activityStream>;

export const activityStreamList = z.object({
  streams: z.array(activityStream),
  can: z.object({ create_streams: z.boolean() }),
});
export type ActivityStreamList = z.infer<typeof activityStreamList>;

/** A page of a stream, newest first. `next_cursor` is null on the last page. */
export const activityPage = z.object({
  activities: z.array(activity),
  next_cursor: z.string().nullable(),
  /** What the current member may do in this stream. */
  can: z.object({ post: z.boolean() }),
});
export type ActivityPage = z.infer<typeof activityPage>;

/** An opaque keyset cursor: the last activity's id (ids are time-ordered). */
const cursor = z.string().regex(/^[0-9a-f]{24}$/, "invalid cursor");

export const activityPageQuery = z.object({
  before: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ACTIVITIES_PER_PAGE),
  /** Only activities carrying this tag (a tag's name, `/activitystreams/all?tag=`). */
  tag: z.string().trim().min(1).max(MAX_TAG_LENGTH).optional(),
});
export type ActivityPageQuery = z.input<typeof activityPageQuery>;

export const streamParams = z.object({ slug: z.string().min(1).max(80) });
export const streamFilterParams = streamParams.extend({ filter: streamFilter });
export const groupStreamParams = z.object({ groupSlug: z.string().min(1).max(120), slug: z.string().min(1).max(80) });
export const groupStreamFilterParams = groupStreamParams.extend({ filter: streamFilter });

const tagNames = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(MAX_TAG_LENGTH)
      .regex(/^[^\s#,]+$/u, "invalid tag"),
  )
  .max(MAX_ACTIVITY_TAGS)
  .default([]);

/** POST /api/v1/activities: a note or a question in a network stream (`stream`) or a group's (`group_id`). */
export const newActivity = z
  .object({
    object_type: postableObjectType.default("note"),
    content: z.string().max(MAX_ACTIVITY_CONTENT),
    stream: z.string().min(1).max(80).optional(),
    group_id: id.optional(),
    tags: tagNames,
  })
  .refine((body) => (body.stream === undefined) !== (body.group_id === undefined), {
    message: "Name either a stream or a group.",
    path: ["stream"],
  });
export type NewActivity = z.input<typeof newActivity>;

export const activityUpdate = z.object({ content: z.string().max(MAX_ACTIVITY_CONTENT), tags: tagNames });
export type ActivityUpdate = z.input<typeof activityUpdate>;

/** Reply composer (administration.md §7): content, file and image ids, and the reply it quotes. */
export const replyBody = z.object({
  content: z.string().max(MAX_REPLY_CONTENT),
  file_ids: z.array(id).max(10).default([]),
  image_ids: z.array(id).max(10).default([]),
  quotedReplyId: id.nullable().optional(),
});
export type ReplyBody = z.input<typeof replyBody>;

export const activityParams = z.object({ id });
export const replyCreateParams = z.object({ activityId: id, type: replyType });
export const replyParams = z.object({ activityId: id, type: replyType, replyId: id });

/** GET /activities/{id}: the activity with every reply and answer. */
export const activityDetail = activity;

export const likeResponse = z.object({ liked: z.boolean(), like_count: z.number().int() });
export const likerList = z.object({ members: z.array(memberSummary) });

export const tagFindQuery = z.object({
  q: z.string().trim().min(1).max(MAX_TAG_LENGTH),
  /** Accepted for the spec's call; tags are flat here, so it narrows nothing. */
  tag_parents: z.string().max(200).optional(),
  exclude_new: z.enum(["true", "false"]).optional(),
});
export const tagList = z.array(tag);

export const memberActivitiesParams = z.object({ id });
