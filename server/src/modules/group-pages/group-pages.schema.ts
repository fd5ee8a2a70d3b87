import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { groups } from "../groups/groups.schema.js";
import { members } from "../members/members.schema.js";

/** A group's pages (communication §2): a title, sanitized rich text, and a slug made once from the title. */
export const groupPages = pgTable(
  "group_pages",
  {
    id: idPk(),
    groupId: ref("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    htmlContent: text("html_content").notNull().default(""),
    position: integer("position").notNull().default(0),
    authorId: ref("author_id").references(() => members.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("group_pages_group_slug_unique").on(t.groupId, t.slug),
    index("group_pages_group_position_idx").on(t.groupId, t.position),
    index("group_pages_author_idx").on(t.authorId),
  ],
);

export type GroupPageRow = typeof groupPages.$inferSelect;
