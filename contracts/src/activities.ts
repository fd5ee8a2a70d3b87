import { z } from "zod";
import { id, isoDate, isoDateTime, withinDateYears } from "./common.js";
import { linkPreviewImage } from "./crawls.js";
import { memberSummary } from "./members.js";
import { messageAttachment } from "./messages.js";

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

/** The kinds of activity (spec §3 "Search hits / activity"); members post notes, questions, polls (`survey`) and date polls (`schedule`). */
export const activityObjectType = z.enum([
  "note",
  "question",
  "survey",
  "schedule",
  "appointment",
  "article",
  "file",
  "item",
]);
export type ActivityObjectType = z.infer<typeof activityObjectType>;
export const postableObjectType = z.enum(["note", "question", "survey", "schedule"]);
export type PostableObjectType = z.infer<typeof postableObjectType>;

/** The kinds of activity that carry a poll. */
export const pollKind = z.enum(["survey", "schedule"]);
export type PollKind = z.infer<typeof pollKind>;
export const isPollKind = (type: string): type is PollKind => type === "survey" || type === "schedule";

/** A poll's answers: 2 to 20 for a survey (each up to 200 characters), 2 to 30 proposed dates for a schedule. */
export const MIN_POLL_OPTIONS = 2;
export const MAX_SURVEY_OPTIONS = 20;
export const MAX_POLL_OPTION_LENGTH = 200;
export const MAX_SCHEDULE_OPTIONS = 30;
/** Voters shown under each option, and the most the voters list of one option gives. */
export const POLL_VOTERS_SHOWN = 3;
export const POLL_VOTERS_LISTED = 100;

/** Stream filters (`activitystreams/{stream_slug}/{filter}`). */
export const streamFilter = z.enum(["mine", "mentions", "questions", "unanswered", "likes", "files", "appointments"]);
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

/** Files and images one activity or reply may carry, each (communication.md §5: attachments default 10). */
export const MAX_ACTIVITY_ATTACHMENTS = 10;

/** A stored file attached to an activity or reply: the shape (and download URL) of a message attachment. */
export const activityAttachment = messageAttachment;
export type ActivityAttachment = z.infer<typeof activityAttachment>;
/** Link previews one activity or reply may carry. */
export const MAX_ACTIVITY_LINKS = 5;
/**
 * A link preview as it was when posted (copied from a finished crawl, POST /system/crawls); `crawl_id` names
 * it in an edit's `link_crawl_ids` to keep it. The image is stored and served by this server.
 */
export const activityLink = z.object({
  crawl_id: id,
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  site_name: z.string().nullable(),
  image: linkPreviewImage.nullable(),
});
export type ActivityLink = z.infer<typeof activityLink>;
/** Images (shown as thumbnails), files (listed for download) and link previews, each in the order they were attached. */
export const activityAttachments = z.object({
  images: z.array(activityAttachment),
  files: z.array(activityAttachment),
  links: z.array(activityLink),
});
export type ActivityAttachments = z.infer<typeof activityAttachments>;

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
  attachments: activityAttachments,
  can: z.object({ update: z.boolean(), destroy: z.boolean(), accept: z.boolean() }),
});
export type ActivityReply = z.infer<typeof activityReply>;

/**
 * One answer of a poll: a survey's `label`, or a schedule's proposed date (`starts_at`/`ends_at`: for a whole
 * day `YYYY-MM-DD`, otherwise ISO instants). `voted` is the viewer's own vote, `voters` the first few voters.
 */
export const pollOption = z.object({
  id,
  label: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  all_day: z.boolean(),
  vote_count: z.number().int(),
  voted: z.boolean(),
  voters: z.array(memberSummary),
});
export type PollOption = z.infer<typeof pollOption>;

/**
 * The poll of a survey or schedule. `closed`: its author closed it, or `closes_at` has passed. `voter_count`
 * counts members who voted (a member with several choices once). `can_close`: the author may close and reopen it.
 */
export const activityPoll = z.object({
  kind: pollKind,
  multiple_choice: z.boolean(),
  closes_at: z.string().nullable(),
  closed: z.boolean(),
  options: z.array(pollOption),
  voter_count: z.number().int(),
  can_vote: z.boolean(),
  can_close: z.boolean(),
});
export type ActivityPoll = z.infer<typeof activityPoll>;

/**
 * What another module posted the activity about (an appointment saved with "post to activity stream"), as that
 * module presents it through its activity type: a title with its link, and a date and place where it has them.
 */
export const activityObjectSummary = z.object({
  id,
  title: z.string(),
  html_url: z.string(),
  /** All day: the first and last day (YYYY-MM-DD); otherwise instants (ISO 8601). */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  all_day: z.boolean(),
  time_zone: z.string().nullable(),
  location: z.string().nullable(),
  /** An article's teaser (the other object types have none). */
  teaser: z.string().nullable().optional(),
});
export type ActivityObjectSummary = z.infer<typeof activityObjectSummary>;

export const activity = z.object({
  id,
  object: z.object({ type: activityObjectType, summary: activityObjectSummary.nullable() }),
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
  /** A survey's or schedule's poll; null for every other kind. */
  poll: activityPoll.nullable(),
  attachments: activityAttachments,
  can: z.object({ update: z.boolean(), destroy: z.boolean(), reply: z.boolean(), like: z.boolean() }),
});
export type Activity = z.infer<typeof activity>;

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

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const isDateOnly = (value: string) => DATE_ONLY.test(value);
const dateOrDateTime = z
  .string()
  .refine(
    (v) => withinDateYears(v) && (isDateOnly(v) ? isoDate() : isoDateTime()).safeParse(v).success,
    "is not a valid date",
  );
const unique = (values: string[]) => new Set(values).size === values.length;

/** A survey's answers as posted: unique after trimming. */
export const surveyPollInput = z.object({
  options: z
    .array(z.string().trim().min(1).max(MAX_POLL_OPTION_LENGTH))
    .min(MIN_POLL_OPTIONS)
    .max(MAX_SURVEY_OPTIONS)
    .refine(unique, "must be unique"),
  multiple_choice: z.boolean().default(false),
  closes_at: isoDateTime().nullable().optional(),
});

/** A proposed date: a day (`YYYY-MM-DD`) or a moment with its offset, with an optional end of the same kind. */
export const scheduleProposalInput = z
  .object({ starts_at: dateOrDateTime, ends_at: dateOrDateTime.nullable().optional() })
  .superRefine((p, ctx) => {
    if (!p.ends_at) return;
    if (isDateOnly(p.starts_at) !== isDateOnly(p.ends_at)) {
      ctx.addIssue({ code: "custom", message: "is invalid", path: ["ends_at"] });
    } else if (Date.parse(p.ends_at) < Date.parse(p.starts_at)) {
      ctx.addIssue({ code: "custom", message: "end_lt_start", path: ["ends_at"] });
    }
  });

const proposalKey = (p: z.output<typeof scheduleProposalInput>) =>
  `${isDateOnly(p.starts_at) ? p.starts_at : Date.parse(p.starts_at)}/${p.ends_at ? (isDateOnly(p.ends_at) ? p.ends_at : Date.parse(p.ends_at)) : ""}`;

/** A schedule's proposed dates as posted: unique; every member may choose as many as suit them. */
export const schedulePollInput = z.object({
  options: z
    .array(scheduleProposalInput)
    .min(MIN_POLL_OPTIONS)
    .max(MAX_SCHEDULE_OPTIONS)
    .refine((list) => unique(list.map(proposalKey)), "must be unique"),
  multiple_choice: z.literal(true).default(true),
  closes_at: isoDateTime().nullable().optional(),
});

/** The poll of a new survey or schedule, checked in full by the kind's schema above (`newActivity` does). */
const pollInput = z.object({
  options: z.array(
    z.union([z.string(), z.object({ starts_at: z.string(), ends_at: z.string().nullable().optional() })]),
  ),
  multiple_choice: z.boolean().optional(),
  closes_at: z.string().nullable().optional(),
});
export type PollInput = z.input<typeof pollInput>;

/** POST /api/v1/activities: a note, question, survey or schedule in a network stream (`stream`) or a group's (`group_id`). */
export const newActivity = z
  .object({
    object_type: postableObjectType.default("note"),
    content: z.string().max(MAX_ACTIVITY_CONTENT),
    stream: z.string().min(1).max(80).optional(),
    group_id: id.optional(),
    tags: tagNames,
    /** A survey's or schedule's answers; nothing else carries one. */
    poll: pollInput.optional(),
    /** The author's own uploads (files directory, and images that are image/* files). */
    file_ids: z.array(id).max(MAX_ACTIVITY_ATTACHMENTS).default([]),
    image_ids: z.array(id).max(MAX_ACTIVITY_ATTACHMENTS).default([]),
    /** Finished crawls (POST /system/crawls) whose previews the post shows. */
    link_crawl_ids: z.array(id).max(MAX_ACTIVITY_LINKS).optional(),
  })
  .refine((body) => (body.stream === undefined) !== (body.group_id === undefined), {
    message: "Name either a stream or a group.",
    path: ["stream"],
  })
  .superRefine((body, ctx) => {
    if (!isPollKind(body.object_type)) {
      if (body.poll !== undefined) ctx.addIssue({ code: "custom", message: "is invalid", path: ["poll"] });
      return;
    }
    if (body.poll === undefined) {
      ctx.addIssue({ code: "custom", message: "can't be blank", path: ["poll", "options"] });
      return;
    }
    const strict = body.object_type === "survey" ? surveyPollInput : schedulePollInput;
    const checked = strict.safeParse(body.poll);
    if (checked.success) return;
    // The kind's own issues, under the body's path, so each keeps its code (too_long, invalid_date, …); a
    // date's format and range checks may say the same thing twice.
    const seen = new Set<string>();
    for (const issue of checked.error.issues) {
      const key = `${issue.path.join(".")}:${issue.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      ctx.addIssue({ ...issue, path: ["poll", ...issue.path] } as never);
    }
  });
export type NewActivity = z.input<typeof newActivity>;

/** POST /api/v1/activities/{id}/votes: the viewer's choices, replacing their earlier ones (none withdraws). */
export const voteBody = z.object({ option_ids: z.array(id).max(MAX_SCHEDULE_OPTIONS) });
/** PUT /api/v1/activities/{id}/poll: the author closes or reopens the poll. */
export const pollUpdate = z.object({ closed: z.boolean() });
export const pollOptionParams = z.object({ id, optionId: id });

/**
 * PUT /api/v1/activities/{id}: content and tags, and (when given) the attachments, replacing the set: the
 * author's new uploads and finished crawls, or ones the activity carries already. An absent list keeps its kind.
 */
export const activityUpdate = z.object({
  content: z.string().max(MAX_ACTIVITY_CONTENT),
  tags: tagNames,
  file_ids: z.array(id).max(MAX_ACTIVITY_ATTACHMENTS).optional(),
  image_ids: z.array(id).max(MAX_ACTIVITY_ATTACHMENTS).optional(),
  link_crawl_ids: z.array(id).max(MAX_ACTIVITY_LINKS).optional(),
});
export type ActivityUpdate = z.input<typeof activityUpdate>;

/** Reply composer (administration.md §7): content, file and image ids, and the reply it quotes. */
export const replyBody = z.object({
  content: z.string().max(MAX_REPLY_CONTENT),
  file_ids: z.array(id).max(MAX_ACTIVITY_ATTACHMENTS).default([]),
  image_ids: z.array(id).max(MAX_ACTIVITY_ATTACHMENTS).default([]),
  /** Finished crawls whose previews the reply shows (none when left out, like the files). */
  link_crawl_ids: z.array(id).max(MAX_ACTIVITY_LINKS).optional(),
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
export const voterList = z.object({ members: z.array(memberSummary) });

export const tagFindQuery = z.object({
  q: z.string().trim().min(1).max(MAX_TAG_LENGTH),
  /** Comma-separated parent tag names (any case): only the tags under one of them (profile tags, property sets' `tag_parents`). */
  tag_parents: z.string().max(200).optional(),
  /** `true`: existing tags only; otherwise the typed name comes first as a new tag (`id` null) unless one is named so. */
  exclude_new: z.enum(["true", "false"]).optional(),
});
/** A tag found, or (id null) the typed name offered as a new tag. */
export const foundTag = z.object({ id: id.nullable(), name: z.string() });
export const tagList = z.array(foundTag);

export const memberActivitiesParams = z.object({ id });
