import { doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
