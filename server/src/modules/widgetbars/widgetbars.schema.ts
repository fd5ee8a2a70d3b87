import type { Widget } from "@intranet/contracts";
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { ref, updatedAt } from "../../db/columns.js";
import { groups } from "../groups/groups.schema.js";

/**
 * The saved widget bars (administration.md §2 "Widget bars"): keyed by their identifier, `as-{slug}` for the
 * network's bar of a stream, `g-{group id}-as-{slug}` for a group's (gone with the group). A bar never saved has
 * no widgets.
 */
export const widgetbars = pgTable(
  "widgetbars",
  {
    identifier: text("identifier").primaryKey(),
    groupId: ref("group_id").references(() => groups.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    widgets: jsonb("widgets").$type<Widget[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index("widgetbars_group_idx").on(t.groupId)],
);
export type WidgetbarRow = typeof widgetbars.$inferSelect;
