import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { groups } from "../groups/groups.schema.js";
import { members } from "../members/members.schema.js";

/**
 * Pages of rich text: a group's (communication §2) and, without a group, the network's (`/pages/{slug}`, administration
 * §2), which form a tree by `parent_id` and may be listed in the userbar. A title, sanitized rich text, and a slug made
 * once from the title, unique within the group or among the network's pages.
 */
export const groupPages = pgTable(
  "group_pages",
  {
    id: idPk(),
    groupId: ref("group_id").references(() => groups.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    htmlContent: text("html_content").notNull().default(""),
    position: integer("position").notNull().default(0),
    /** A network page's parent page (null: a top-level page); group pages have none. */
    parentId: ref("parent_id").references((): AnyPgColumn => groupPages.id, { onDelete: "set null" }),
    /** A network page the userbar lists (GET /pages?filter=show_in_userbar). */
    showInUserbar: boolean("show_in_userbar").notNull().default(false),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("group_pages_group_slug_unique").on(t.groupId, t.slug),
    uniqueIndex("group_pages_network_slug_unique").on(t.slug).where(sql`${t.groupId} is null`),
    index("group_pages_group_position_idx").on(t.groupId, t.position),
    index("group_pages_parent_idx").on(t.parentId),
    index("group_pages_author_idx").on(t.authorId),
  ],
);

export type GroupPageRow = typeof groupPages.$inferSelect;
