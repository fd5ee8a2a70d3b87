import type { PropertySetDefinition } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";

/**
 * A property set (administration §3 "Property set"): the fields of the file or folder profile (`name`), defined for the
 * network (no context id) or for a group or folder (context), either a basic set or one modifying its parent's (added
 * selection options). Values live in the files' and folders' `profile` (files module).
 */
export const propertySets = pgTable(
  "property_sets",
  {
    id: idPk(),
    name: text("name", { enum: ["file_profile", "folder_profile", "member_profile"] }).notNull(),
    contextType: text("context_type", { enum: ["network", "group", "folder"] }).notNull(),
    contextId: ref("context_id"),
    definition: jsonb("definition").$type<PropertySetDefinition>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("property_sets_context_unique").on(t.name, t.contextType, sql`coalesce(${t.contextId}, '')`)],
);
export type PropertySetRow = typeof propertySets.$inferSelect;
