import { z } from "zod";
import { activityAttachments, activityContext, activityObjectType, tag } from "./activities.js";
import { id } from "./common.js";
import { groupAccess } from "./groups.js";
import { memberSummary } from "./members.js";

/**
 * The search's modules in the order the results page shows them (communication.md §2 "Search"). A module
 * without a search source on the server (none is missing today) is absent from every answer, not empty.
 */
export const searchModules = [
  "activities",
  "messages",
  "appointments",
  "articles",
  "files",
  "folders",
  "members",
  "groups",
  "pages",
  "items",
  "tasks",
  "channels",
] as const;
export const searchModule = z.enum(searchModules);
export type SearchModule = z.infer<typeof searchModule>;

/**
 * The header search's scopes (administration.md §2 "Header"): where the member is decides the scope, and a
 * section's name maps to a module (calendars → appointments, activitystreams → activities, apps → items).
 */
export const searchScopes = {
  activities: "activities",
  activitystreams: "activities",
  messages: "messages",
  files: "files",
  appointments: "appointments",
  calendars: "appointments",
  pages: "pages",
  items: "items",
  apps: "items",
  channels: "channels",
} as const satisfies Record<string, SearchModule>;

export const searchSorts = ["relevance", "newest"] as const;
export const searchSort = z.enum(searchSorts);
export type SearchSort = z.infer<typeof searchSort>;

/** Longest query the server takes; a longer one is a 400 naming the limit, never a slow query. */
export const SEARCH_QUERY_MAX = 500;
/** Hits per module on the overview (communication.md §9); a module opened alone pages by SEARCH_PER_PAGE. */
export const SEARCH_OVERVIEW_PER = 5;
export const SEARCH_PER_PAGE = 10;
/** Highlighted HTML of a hit is cut at this many characters of text (communication.md §9). */
export const SEARCH_HIGHLIGHT_MAX = 600;
/** Images a hit shows: one large and up to seven small (communication.md §9). */
export const SEARCH_HIT_IMAGES_MAX = 8;
/** Pages a module's results go to at most; further pages answer with no hits. */
export const SEARCH_PAGE_MAX = 100;

export const searchQuery = z.object({
  q: z.string().max(SEARCH_QUERY_MAX, `The query is longer than ${SEARCH_QUERY_MAX} characters.`).default(""),
  page: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(1),
  sort_by: searchSort.default("relevance"),
  module: searchModule.optional(),
});

/** `highlight`: escaped text with the matched terms in `<mark>`, at most SEARCH_HIGHLIGHT_MAX characters of text. */
const hitBase = { id, html_url: z.string(), highlight: z.string() };

export const activityHit = z.object({
  ...hitBase,
  type: z.literal("activity"),
  actor: memberSummary.nullable(),
  object: z.object({ type: activityObjectType }),
  /** Images capped at SEARCH_HIT_IMAGES_MAX; files and links as the activity has them. */
  attachments: activityAttachments,
  tags: z.array(tag),
  answer_count: z.number().int(),
  reply_count: z.number().int(),
  /** The stream the activity is in. */
  activitystreams: z.array(activityContext),
  created_at: z.string(),
});

export const messageHit = z.object({
  ...hitBase,
  type: z.literal("message"),
  author: memberSummary.nullable(),
  subject: z.string(),
  /** The message's highlighted text (the same as `highlight`). */
  html_content: z.string(),
  to: z.array(memberSummary),
  to_all: z.boolean(),
  created_at: z.string(),
});

export const appointmentHit = z.object({
  ...hitBase,
  type: z.literal("appointment"),
  name: z.string(),
  date: z.object({ start: z.string(), end: z.string().nullable(), all_day: z.boolean(), time_zone: z.string() }),
  calendars: z.array(z.object({ id, name: z.string(), color: z.string() })),
  html_description: z.string(),
  location: z.object({ name: z.string() }).nullable(),
  recurrence_pattern: z
    .object({ recurrence_end_time: z.string().nullable(), recurrence_frequency: z.string() })
    .nullable(),
  recurring_appointment: z.boolean(),
});

export const fileHit = z.object({
  ...hitBase,
  type: z.literal("file"),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  folder: z.object({ id, name: z.string(), html_url: z.string() }),
  author: memberSummary.nullable(),
  updated_at: z.string(),
  /** A small preview when the file is an image. */
  image_url: z.string().nullable(),
});

export const folderHit = z.object({
  ...hitBase,
  type: z.literal("folder"),
  name: z.string(),
  /** The names from the root down to the parent. */
  folder_path: z.array(z.string()),
  total_files_count: z.number().int(),
  updated_at: z.string(),
});

export const memberHit = z.object({
  ...hitBase,
  type: z.literal("member"),
  member: memberSummary,
  /** Position and department, when the profile has them. */
  headline: z.string().nullable(),
});

export const groupHit = z.object({
  ...hitBase,
  type: z.literal("group"),
  name: z.string(),
  teaser: z.string().nullable(),
  image_url: z.string().nullable(),
  member_count: z.number().int(),
  access: groupAccess,
});

export const pageHit = z.object({
  ...hitBase,
  type: z.literal("page"),
  title: z.string(),
  slug: z.string(),
  /** Null for a network page (`/pages/{slug}`). */
  group_slug: z.string().nullable(),
  updated_at: z.string(),
});

/** A published article of a blog the member may read (communication.md §3 "Search hits": article). */
export const articleHit = z.object({
  ...hitBase,
  type: z.literal("article"),
  title: z.string(),
  teaser: z.string().nullable(),
  blog_id: id,
  blog_title: z.string(),
  published_at: z.string(),
  image_url: z.string().nullable(),
});

/** A channel the member may read (its title or description matched). */
export const channelHit = z.object({
  ...hitBase,
  type: z.literal("channel"),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  status: z.enum(["draft", "archived", "published"]),
});

/** An app's item (communication.md §3 "Search hits": item_id, app_id, frontend_app_url). */
export const itemHit = z.object({
  ...hitBase,
  type: z.literal("item"),
  title: z.string(),
  item_id: id,
  app_id: id,
  app_name: z.string(),
  frontend_app_url: z.string(),
  updated_at: z.string(),
});

/** A task the member may read (its title or description matched): a group's or one they created or are assigned. */
export const taskHit = z.object({
  ...hitBase,
  type: z.literal("task"),
  title: z.string(),
  due_on: z.string().nullable(),
  archived: z.boolean(),
  /** Null for a personal task. */
  group_slug: z.string().nullable(),
  group_name: z.string().nullable(),
  updated_at: z.string(),
});

export const searchHit = z.discriminatedUnion("type", [
  activityHit,
  messageHit,
  appointmentHit,
  articleHit,
  fileHit,
  folderHit,
  memberHit,
  groupHit,
  pageHit,
  channelHit,
  itemHit,
  taskHit,
]);
export type SearchHit = z.infer<typeof searchHit>;
export type ActivityHit = z.infer<typeof activityHit>;
export type MessageHit = z.infer<typeof messageHit>;
export type AppointmentHit = z.infer<typeof appointmentHit>;
export type FileHit = z.infer<typeof fileHit>;
export type FolderHit = z.infer<typeof folderHit>;
export type MemberHit = z.infer<typeof memberHit>;
export type GroupHit = z.infer<typeof groupHit>;
export type PageHit = z.infer<typeof pageHit>;
export type ArticleHit = z.infer<typeof articleHit>;
export type ChannelHit = z.infer<typeof channelHit>;
export type ItemHit = z.infer<typeof itemHit>;
export type TaskHit = z.infer<typeof taskHit>;

/**
 * One module's answer. `total` counts only hits the member may read; it is exact up to SEARCH_TOTAL_MAX (on the
 * overview SEARCH_OVERVIEW_TOTAL_MAX) and `meta.total_capped` says when there are more.
 */
export const searchModuleResult = z.object({
  hits: z.array(searchHit),
  meta: z.object({
    module: searchModule,
    /** The terms the query matched with, for the client's own highlighting. */
    terms: z.array(z.string()),
    tags: z.array(z.string()),
    total_capped: z.boolean(),
  }),
  total: z.number().int(),
  per: z.number().int(),
  page: z.number().int(),
  available_sorts: z.array(searchSort),
});
export type SearchModuleResult = z.infer<typeof searchModuleResult>;
/** Counting stops here: "1,000+" is as useful to a reader and bounds the work of a common word. */
export const SEARCH_TOTAL_MAX = 1000;
/** On the overview, where a module shows five hits and a total, counting stops sooner ("100+"). */
export const SEARCH_OVERVIEW_TOTAL_MAX = 100;

/** Keyed by the module (the spec's "query name"); a module the product lacks is absent. */
export const searchResults = z.partialRecord(searchModule, searchModuleResult);
export type SearchResults = z.infer<typeof searchResults>;

export const searchSuggestionsQuery = z.object({
  q: z.string().max(SEARCH_QUERY_MAX, `The query is longer than ${SEARCH_QUERY_MAX} characters.`).default(""),
  /** The header's scope: suggestions from this module only; all modules when absent. */
  module: searchModule.optional(),
  group: z.string().max(200).optional(),
});

/** A suggestion of the header search: the last word typed matches as a prefix. */
export const searchSuggestion = z.object({
  module: searchModule,
  id,
  title: z.string(),
  html_url: z.string(),
  /** A member's or group's picture, when the hit has one. */
  image_url: z.string().nullable(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;
export const SEARCH_SUGGESTIONS_MAX = 8;
export const searchSuggestions = z.object({ suggestions: z.array(searchSuggestion) });
