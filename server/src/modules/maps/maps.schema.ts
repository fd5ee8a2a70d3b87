import { doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idPk } from "../../db/columns.js";

/**
 * What the geocoder answered for an address as members typed it (their profile's location) or the network's
 * location line: one row per text, its point, or no point when the geocoder found none. Shared by every member
 * with the same text, so each address is asked once.
 */
export const geocodes = pgTable("geocodes", {
  query: text("query").primaryKey(),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  geocodedAt: timestamp("geocoded_at", { withTimezone: true }).notNull().defaultNow(),
});
export type GeocodeRow = typeof geocodes.$inferSelect;

/** Points of interest the network's administrators set on the map: a name, a description and a point. */
export const pois = pgTable("map_pois", {
  id: idPk(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  createdAt: createdAt(),
});
export type PoiRow = typeof pois.$inferSelect;
