import type {
  ChannelDesign,
  ChannelLayout,
  ChannelStatus,
  ChannelWidgetType,
  WidgetTranslation,
} from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { members } from "../members/members.schema.js";

/**
 * Channels (communication.md §3 "Channel, widgets, layout"): a page of widgets in rows, with a blog (`blog_id`,
 * the blogs module's, null while no module supplies `channelBlogs`). Draft and archived channels are read only by
 * who may update them (`channels.access.ts`).
 */
export const channels = pgTable(
  "channels",
  {
    id: idPk(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url"),
    status: text("status").$type<ChannelStatus>().notNull().default("draft"),
    startPage: boolean("start_page").notNull().default(false),
    blogId: ref("blog_id"),
    creatorId: ref("creator_id").references(() => members.id, { onDelete: "set null" }),
    design: jsonb("design").$type<ChannelDesign>().notNull(),
    layout: jsonb("layout").$type<ChannelLayout>().notNull(),
    subscribersCount: integer("subscribers_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("channels_slug_idx").on(t.slug),
    index("channels_title_idx").on(sql`lower(${t.title})`),
    // Every blog access predicate asks for the channel of a blog (`channelOfBlog`), once per article row.
    index("channels_blog_idx").on(t.blogId),
  ],
);
export type ChannelRow = typeof channels.$inferSelect;

/** Who administers a channel besides network administrators (its creator from the start). */
export const channelAdmins = pgTable(
  "channel_admins",
  {
    channelId: ref("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.memberId] }), index("channel_admins_member_idx").on(t.memberId)],
);

const memberOfChannel = (name: string) =>
  pgTable(
    name,
    {
      channelId: ref("channel_id")
        .notNull()
        .references(() => channels.id, { onDelete: "cascade" }),
      memberId: ref("member_id")
        .notNull()
        .references(() => members.id, { onDelete: "cascade" }),
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.memberId, t.channelId] }), index(`${name}_channel_idx`).on(t.channelId)],
  );

export const channelSubscriptions = memberOfChannel("channel_subscriptions");
export const channelFavorites = memberOfChannel("channel_favorites");

/** The channels a member opened lately (the userbar's "recent" section). */
export const channelVisits = pgTable(
  "channel_visits",
  {
    channelId: ref("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    memberId: ref("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.channelId] }),
    index("channel_visits_recent_idx").on(t.memberId, t.visitedAt),
  ],
);

/** A channel's widgets: the type, the common settings, the type's fields and their translations by language. */
export const channelWidgets = pgTable(
  "channel_widgets",
  {
    id: idPk(),
    channelId: ref("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    type: text("type").$type<ChannelWidgetType>().notNull(),
    title: text("title").notNull().default(""),
    hideTitle: boolean("hide_title").notNull().default(false),
    titleBackgroundOverride: text("title_background_override").notNull().default(""),
    w: integer("w").notNull().default(1),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    translations: jsonb("translations").$type<Record<string, WidgetTranslation>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("channel_widgets_channel_idx").on(t.channelId)],
);
export type ChannelWidgetRow = typeof channelWidgets.$inferSelect;
