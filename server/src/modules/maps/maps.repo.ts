import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type GeocodeRow, geocodes } from "./maps.schema.js";

/** The stored answers for these texts, by text (texts never asked are absent). */
export async function geocodesOf(db: DbOrTx, queries: string[]): Promise<Map<string, GeocodeRow>> {
  if (queries.length === 0) return new Map();
  const rows = await db.select().from(geocodes).where(inArray(geocodes.query, queries));
  return new Map(rows.map((r) => [r.query, r]));
}

/** Keeps the geocoder's answer for a text (null: it found nothing), replacing an older one. */
export async function saveGeocode(db: DbOrTx, query: string, point: { lat: number; lng: number } | null) {
  const values = { query, lat: point?.lat ?? null, lng: point?.lng ?? null, geocodedAt: new Date() };
  await db.insert(geocodes).values(values).onConflictDoUpdate({ target: geocodes.query, set: values });
}
