import type { AppNavigationItem, NavigationItem } from "@intranet/contracts";
import { jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idPk, ref, updatedAt } from "../../db/columns.js";
import { groups } from "../groups/groups.schema.js";

/**
 * The saved navigations (administration.md §3 "Navigation item", "App navigation item"): the network's web
 * navigation tree (group null), each group's, and the network's app navigation. A context without a row has the
 * default (an empty tree; the app navigation's default items).
 */
export const navigations = pgTable(
  "navigations",
  {
    id: idPk(),
    kind: text("kind", { enum: ["web", "app"] }).notNull(),
    groupId: ref("group_id").references(() => groups.id, { onDelete: "cascade" }),
    /** "network", or the group's id: one navigation of a kind per context. */
    contextKey: text("context_key").notNull(),
    items: jsonb("items").$type<NavigationItem[] | AppNavigationItem[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("navigations_context_unique").on(t.kind, t.contextKey)],
);
export type NavigationRow = typeof navigations.$inferSelect;
