import type { ThemeColors, ThemeContextType } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idPk, ref, updatedAt } from "../../db/columns.js";
import { uploads } from "../uploads/uploads.schema.js";

/**
 * Designs (administration §3 "Theme"): the themes of the network, of a group category and of a group. At most one
 * theme per context is active; the shell shows the group's, else its category's, else the network's.
 */
export const themes = pgTable(
  "themes",
  {
    id: idPk(),
    contextType: text("context_type").$type<ThemeContextType>().notNull(),
    /** The group category's or group's id; null for the network (one network per installation). */
    contextId: ref("context_id"),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(false),
    logoType: text("logo_type").$type<"default" | "extended" | "hidden">().notNull().default("default"),
    logoImageId: ref("logo_image_id").references(() => uploads.id, { onDelete: "set null" }),
    faviconImageId: ref("favicon_image_id").references(() => uploads.id, { onDelete: "set null" }),
    /** The favicon's file extension, kept with it for the link's type (`faviconImage.extension`). */
    faviconExtension: text("favicon_extension"),
    bannerType: text("banner_type").$type<"hidden" | "color" | "image">().notNull().default("hidden"),
    bannerImageId: ref("banner_image_id").references(() => uploads.id, { onDelete: "set null" }),
    fullWidth: boolean("full_width").notNull().default(false),
    userbarIconType: text("userbar_icon_type").$type<"default" | "duotone">().notNull().default("default"),
    /** Hex colours only (checked at the edge), so nothing but a colour ever reaches a style sheet. */
    colors: jsonb("colors").$type<ThemeColors>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("themes_context_idx").on(t.contextType, t.contextId),
    // One active theme per context (the network's context id is null, so coalesce it).
    uniqueIndex("themes_one_active_per_context")
      .on(t.contextType, sql`coalesce(${t.contextId}, '')`)
      .where(sql`${t.active}`),
  ],
);
export type ThemeRow = typeof themes.$inferSelect;
