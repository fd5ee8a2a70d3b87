import type { AppField, AppIntegrations, AppItemLayout, AppValues } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { groups } from "../groups/groups.schema.js";
import { members } from "../members/members.schema.js";

/**
 * Apps (administration.md §2 "Wall (kanban) and app creator", §3 "App item layout", "Integrations"): a typed
 * collection of items of the network (no group) or of one group, defined by its administrators. The slug is unique
 * among all apps, so `/apps/{slug}/items` names one app in every context.
 */
export const apps = pgTable(
  "apps",
  {
    id: idPk(),
    groupId: ref("group_id").references(() => groups.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    showInUserbar: boolean("show_in_userbar").notNull().default(false),
    fields: jsonb("fields").$type<AppField[]>().notNull(),
    itemLayout: jsonb("item_layout").$type<AppItemLayout>().notNull(),
    view: text("view").$type<"list" | "wall">().notNull().default("wall"),
    columnProperty: text("column_property"),
    integrations: jsonb("integrations").$type<AppIntegrations>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("apps_slug_unique").on(t.slug), index("apps_group_idx").on(t.groupId)],
);
export type AppRow = typeof apps.$inferSelect;

/**
 * An app's items: their values keyed by field name (checked against the app's fields on every write), the wall's
 * order as a lexicographic rank (`position`, compared byte-wise: a move writes the one moved row), and the archive.
 */
export const appItems = pgTable(
  "app_items",
  {
    id: idPk(),
    appId: ref("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    values: jsonb("values").$type<AppValues>().notNull(),
    position: text("position").notNull(),
    createdById: ref("created_by_id").references(() => members.id, { onDelete: "set null" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    archivedById: ref("archived_by_id").references(() => members.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // the wall and the archive of one app, in the wall's order
    index("app_items_app_position_idx").on(t.appId, sql`("archived_at" is null)`, sql`"position" collate "C"`),
  ],
);
export type AppItemRow = typeof appItems.$inferSelect;
