import type { AudienceEntry } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { members } from "../members/members.schema.js";
import { uploads } from "../uploads/uploads.schema.js";

/** The two policies of a blog (administration.md §3 "Blog"), each a permitted audience list. */
export type StoredPolicySettings = {
  create_and_update: { permitted_audience: StoredAudienceEntry[] };
  publish_and_unpublish: { permitted_audience: StoredAudienceEntry[] };
};
export type StoredAudienceEntry = { type: AudienceEntry["type"]; id: string | null };

/** A blog (communication.md §3 "Blog"): `parent_id` is its channel's id, null for a blog without a channel. */
export const blogs = pgTable(
  "blogs",
  {
    id: idPk(),
    parentId: ref("parent_id"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    publishAs: text("publish_as", { enum: ["blog_title", "author"] })
      .notNull()
      .default("blog_title"),
    policySettings: jsonb("policy_settings")
      .$type<StoredPolicySettings>()
      .notNull()
      .default({
        create_and_update: { permitted_audience: [] },
        publish_and_unpublish: { permitted_audience: [] },
      }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("blogs_parent_unique").on(t.parentId)],
);
export type BlogRow = typeof blogs.$inferSelect;

/** An article of a blog: sanitized rich text, a draft or published (shown from `published_at` on). */
export const articles = pgTable(
  "articles",
  {
    id: idPk(),
    blogId: ref("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    teaser: text("teaser"),
    imageId: ref("image_id").references(() => uploads.id, { onDelete: "set null" }),
    htmlContent: text("html_content").notNull().default(""),
    /** The platform-stored images the text shows (`<img src="/api/storage/images/{id}">`): read by the article's readers. */
    contentImageIds: jsonb("content_image_ids").$type<string[]>().notNull().default([]),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    /** Publishing posts the article to the network stream (the form's switch); off keeps it out of streams. */
    postToStream: boolean("post_to_stream").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A blog's articles newest first as the lists sort them (`newestFirst` in blogs.repo.ts): a page is read in order.
    index("articles_blog_newest_idx").on(
      t.blogId,
      sql`coalesce(${t.publishedAt}, ${t.createdAt}) desc`,
      t.id.desc().nullsFirst(),
    ),
    index("articles_published_idx").on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'published'`),
    index("articles_image_idx").on(t.imageId),
    index("articles_content_images_idx").using("gin", t.contentImageIds),
    index("articles_author_idx").on(t.authorId),
  ],
);
export type ArticleRow = typeof articles.$inferSelect;
