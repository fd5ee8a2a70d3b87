import { z } from "zod";
import { articleCard } from "./blogs.js";
import { id, language } from "./common.js";
import { crawlUrl } from "./crawls.js";
import { memberSummary } from "./members.js";
import { HEX_COLOR } from "./themes.js";

/**
 * Channels (communication.md §2 "Channels", §3 "Channel, widgets, layout", §4, §5, §9; administration.md §3
 * "Channel", §5, §7): pages built from widgets in rows, each with a blog (the blogs module's).
 */
export const CHANNEL_STATUSES = ["draft", "archived", "published"] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/** §9: the row types of a layout and how many columns each has (full spans the three). */
export const CHANNEL_ROW_TYPES = ["full", "half-1-2", "half-2-1", "third"] as const;
export type ChannelRowType = (typeof CHANNEL_ROW_TYPES)[number];
export const CHANNEL_ROW_COLUMNS: Record<ChannelRowType, number> = {
  full: 1,
  "half-1-2": 2,
  "half-2-1": 2,
  third: 3,
};
/** Each column's share of the row's three, by row type. */
export const CHANNEL_ROW_SPANS: Record<ChannelRowType, number[]> = {
  full: [3],
  "half-1-2": [1, 2],
  "half-2-1": [2, 1],
  third: [1, 1, 1],
};
export const CHANNEL_ROWS_MAX = 30;

export const CHANNEL_WIDGET_TYPES = [
  "people",
  "text",
  "images",
  "banner",
  "rss",
  "blog",
  "appointments",
  "spotlight",
  "link",
  "navigation",
] as const;
export type ChannelWidgetType = (typeof CHANNEL_WIDGET_TYPES)[number];
/** §5: these widgets show their content in one column whatever their width. */
export const ONE_COLUMN_WIDGET_TYPES: readonly ChannelWidgetType[] = ["blog", "spotlight", "banner", "link"];
/** §5: the appointments widget only in a full row (a single row across the page). */
export const FULL_ROW_WIDGET_TYPES: readonly ChannelWidgetType[] = ["appointments"];
/** §9: how many entries each widget shows per column of its width. */
export const CHANNEL_WIDGET_PER_COLUMN = { navigation: 6, rss: 4, people: 3, images: 4 } as const;
/** §9 widget defaults. */
export const CHANNEL_WIDGET_DEFAULTS = { appointments: 10, rss: 12, blog: 3 } as const;
export const CHANNEL_WIDGETS_MAX = 60;
export const NAVIGATION_TYPES = ["buttons", "grid", "list"] as const;
export const CRAWL_TYPES = ["website", "video"] as const;
/** administration.md §9: the userbar's channel sections. */
export const CHANNEL_USERBAR_LIMITS = { subscribed: 50, recent: 10, popular: 25 } as const;
export const CHANNEL_TITLE_MAX = 120;
export const CHANNEL_DESCRIPTION_MAX = 2000;
export const CHANNEL_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

/** An http(s) address (the only kind a widget links to or fetches). */
export const webUrl = crawlUrl;
const flag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "1");
const optionalUrl = z.union([z.literal(""), webUrl]).default("");
/** An image of the network's own storage (`/api/storage/images/{id}`), uploaded through the uploads module. */
export const OWN_IMAGE_PATH = /^\/api\/storage\/images\/([0-9a-f]{24})$/;
/** Where a channel or widget image comes from: an http(s) address or an own upload; empty for none. */
const imageSourceValue = z.union([z.literal(""), webUrl, z.string().regex(OWN_IMAGE_PATH, "is not an uploaded image")]);
const imageSource = imageSourceValue.default("");
const color = z.union([z.literal(""), z.string().regex(HEX_COLOR, "invalid colour")]).default("");
const text = (max: number) => z.string().trim().max(max).default("");

export const channelSlugParams = z.object({ slug: z.string().min(1).max(120) });
export const channelWidgetParams = z.object({ slug: z.string().min(1).max(120), id });

/** The colours of a channel's design; the text colours on them are derived (`derivedColors`). */
export const channelDesignInput = z.object({
  primary: color,
  header_background: color,
  background: color,
});
export const channelDesign = channelDesignInput.extend({
  /** CSS variables without the leading `--`, every key prefixed `channel-`. */
  derivedColors: z.record(z.string(), z.string()),
});
export type ChannelDesign = z.infer<typeof channelDesign>;

export const channelRow = z.object({
  type: z.enum(CHANNEL_ROW_TYPES),
  columns: z.array(z.array(id).max(CHANNEL_WIDGETS_MAX)).min(1).max(3),
});
export type ChannelRow = z.infer<typeof channelRow>;
export const channelLayout = z.object({ rows: z.array(channelRow).max(CHANNEL_ROWS_MAX) });
export type ChannelLayout = z.infer<typeof channelLayout>;

// ---- widget fields, per type ----

const navigationItem = z.object({
  type: z.enum(["link", "widget"]).default("link"),
  url: optionalUrl,
  new_window: z.boolean().default(false),
  widget: id.nullable().default(null),
  icon: text(40),
  title: z.string().trim().min(1, "can't be blank").max(120),
  background_override: color,
  text_override: color,
});
const imageItem = z.object({
  url: imageSource.refine(Boolean, "can't be blank"),
  caption: text(200),
  link: optionalUrl,
});

export const channelWidgetFields = {
  people: z.object({ label: text(120), member_ids: z.array(id).max(60).default([]) }),
  text: z.object({ content: z.string().max(20_000).default("") }),
  images: z.object({ images: z.array(imageItem).max(40).default([]) }),
  banner: z.object({
    image_url: imageSource,
    text: text(500),
    link_url: optionalUrl,
    background: color,
  }),
  rss: z.object({ url: webUrl, count: z.number().int().min(1).max(50).default(CHANNEL_WIDGET_DEFAULTS.rss) }),
  blog: z.object({
    latest_articles: z.number().int().min(1).max(20).default(CHANNEL_WIDGET_DEFAULTS.blog),
  }),
  appointments: z.object({
    count: z.number().int().min(1).max(50).default(CHANNEL_WIDGET_DEFAULTS.appointments),
  }),
  spotlight: z.object({ articles: z.array(id).max(12).default([]) }),
  link: z.object({
    url: webUrl,
    embed: z.boolean().default(false),
    override_image: z.boolean().default(false),
    selected_image: imageSource,
    open_in_new_window: z.boolean().default(true),
    crawl_type: z.enum(CRAWL_TYPES).default("website"),
    crawl_id: id.nullable().default(null),
  }),
  navigation: z.object({
    navigation_type: z.enum(NAVIGATION_TYPES).default("buttons"),
    navigation_items: z.array(navigationItem).max(36).default([]),
  }),
} satisfies Record<ChannelWidgetType, z.ZodType>;
export type ChannelWidgetFields = { [K in ChannelWidgetType]: z.output<(typeof channelWidgetFields)[K]> };

/** What a translation of a widget may replace, per language (`?lng`). */
export const widgetTranslation = z.object({
  title: text(200),
  label: text(120),
  content: z.string().max(20_000).default(""),
});
export type WidgetTranslation = z.output<typeof widgetTranslation>;

/** POST and PUT /channels/{slug}/widgets[/{id}]: the fields checked per type on the server (§5, §9). */
export const channelWidgetBody = z.object({
  widget: z.object({
    type: z.string().min(1).max(40),
    title: text(200),
    hide_title: z.boolean().default(false),
    title_background_override: color,
    w: z.number().int().min(1, "must be between 1 and 3").max(3, "must be between 1 and 3").default(1),
    fields: z.record(z.string(), z.unknown()).default({}),
    translations: z.partialRecord(language, widgetTranslation).default({}),
  }),
});
export type ChannelWidgetBody = z.input<typeof channelWidgetBody>;

const widgetPerson = z.object({ id, name: z.string(), path: z.string(), avatar_url: z.string().nullable() });
const widgetAppointment = z.object({
  name: z.string(),
  path: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  all_day: z.boolean(),
});
const linkPreview = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  site_name: z.string().nullable(),
});

/** What a widget shows the viewer, loaded per type (only the keys of its type). */
export const channelWidgetData = z.object({
  members: z.array(widgetPerson).optional(),
  items: z.array(z.object({ title: z.string(), url: z.string() })).optional(),
  error: z.string().nullable().optional(),
  articles: z.array(articleCard).optional(),
  appointments: z.array(widgetAppointment).optional(),
  preview: linkPreview.nullable().optional(),
  content: z.string().optional(),
});
export type ChannelWidgetData = z.infer<typeof channelWidgetData>;

export const channelWidget = z.object({
  id,
  channel_id: id,
  type: z.enum(CHANNEL_WIDGET_TYPES),
  title: z.string(),
  hide_title: z.boolean(),
  title_background_override: z.string(),
  w: z.number().int(),
  fields: z.record(z.string(), z.unknown()),
  translations: z.record(z.string(), widgetTranslation),
  path: z.string(),
});
export type ChannelWidget = z.infer<typeof channelWidget>;
export const shownChannelWidget = channelWidget.extend({ data: channelWidgetData });
export type ShownChannelWidget = z.infer<typeof shownChannelWidget>;
export const channelWidgetList = z.object({ widgets: z.array(channelWidget) });
export const widgetLanguageQuery = z.object({ lng: language.optional() });

export const channelCan = z.object({ update: z.boolean(), add_article: z.boolean() });
export const channelSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  status: z.enum(CHANNEL_STATUSES),
  path: z.string(),
});
export type ChannelSummary = z.infer<typeof channelSummary>;
export const channel = channelSummary.extend({
  blog_id: id.nullable(),
  design: channelDesign,
  start_page: z.boolean(),
  subscribers_count: z.number().int(),
  is_subscribed: z.boolean(),
  i: z.object({ favorited: z.boolean(), subscribed: z.boolean() }),
  can: channelCan,
  created_at: z.string(),
});
export type Channel = z.infer<typeof channel>;
/** GET /channels/{slug}: the channel with its layout and every widget with what the viewer may read. */
export const channelPage = channel.extend({ layout: channelLayout, widgets: z.array(shownChannelWidget) });
export type ChannelPage = z.infer<typeof channelPage>;

/**
 * GET /widgets/{id}?lng (communication.md §2 "/widgets/{widgetId} (optional ?lng)"): one widget as readers see it on
 * its channel's page, with its channel (design, title, `can`); 404 as the channel's page would be.
 */
export const channelWidgetPage = z.object({ channel, widget: shownChannelWidget });
export type ChannelWidgetPage = z.infer<typeof channelWidgetPage>;
export const widgetIdParams = z.object({ id });

/**
 * A channel's administrators (administration.md §2 "/channels/{channelSlug}/administration"): who holds the channel
 * update permission besides the network's administrators. The spec names no route; these follow the group
 * categories' administrators.
 */
export const channelAdminList = z.object({ channel: channelSummary, admins: z.array(memberSummary) });
export type ChannelAdminList = z.infer<typeof channelAdminList>;
export const channelAdminBody = z.object({ member_id: id });
export type ChannelAdminBody = z.infer<typeof channelAdminBody>;
export const channelAdminParams = channelSlugParams.extend({ memberId: id });

/** GET /channels: the userbar's channel navigation (administration.md §9 limits). */
export const channelLists = z.object({
  start_page: z.array(channelSummary),
  subscribed: z.array(channelSummary),
  recent: z.array(channelSummary),
  popular: z.array(channelSummary),
  can: z.object({ create_channels: z.boolean() }),
});
export type ChannelLists = z.infer<typeof channelLists>;

/** A channel's settings without defaults: an update changes only the keys it sends. */
const channelSettings = z.object({
  title: z.string().trim().min(1, "can't be blank").max(CHANNEL_TITLE_MAX),
  slug: z.string().trim().toLowerCase().regex(CHANNEL_SLUG, "is invalid").optional(),
  description: z.string().trim().max(CHANNEL_DESCRIPTION_MAX),
  image_url: imageSourceValue,
  status: z.enum(CHANNEL_STATUSES),
  start_page: z.boolean(),
});
export const channelFields = channelSettings.extend({
  description: channelSettings.shape.description.default(""),
  image_url: imageSource,
  status: channelSettings.shape.status.default("draft"),
  start_page: channelSettings.shape.start_page.default(false),
});
export const channelBody = z.object({ channel: channelFields });
export type ChannelBody = z.input<typeof channelBody>;
export const channelUpdateBody = z.object({
  channel: channelSettings.partial().extend({ design: channelDesignInput.optional() }),
});
export type ChannelUpdateBody = z.input<typeof channelUpdateBody>;

export const channelFavoriteResponse = z.object({ favorited: z.boolean() });
export const channelSubscriptionResponse = z.object({ subscribed: z.boolean(), subscribers_count: z.number().int() });

export const directoryChannelsQuery = z.object({
  q: z.string().trim().max(100).default(""),
  letter: z
    .string()
    .trim()
    .regex(/^[a-zA-Z#]?$/)
    .default(""),
  only_subscribed: flag.default(false),
  only_public: flag.default(false),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});
export const directoryChannel = channelSummary.extend({
  subscribers_count: z.number().int(),
  is_subscribed: z.boolean(),
  favorited: z.boolean(),
});
export const directoryChannels = z.object({
  entries: z.array(directoryChannel),
  pagination: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  can: z.object({ create_channels: z.boolean() }),
});
export type DirectoryChannels = z.infer<typeof directoryChannels>;

/** administration.md §3 "Channel assignment", §5: at least one channel; members null with all network members. */
export const channelAssignmentBody = z
  .object({
    members: z
      .array(z.object({ id, type: z.enum(["member"]).default("member") }))
      .max(5000)
      .nullable()
      .default(null),
    channels: z.array(z.string().min(1).max(120)).min(1, "can't be blank").max(200),
    subscribe_all_network_members: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (!body.subscribe_all_network_members && !body.members?.length)
      ctx.addIssue({ code: "custom", path: ["members"], message: "can't be blank" });
  });
export type ChannelAssignmentBody = z.input<typeof channelAssignmentBody>;
export const channelAssignmentResponse = z.object({ subscribed: z.number().int() });
