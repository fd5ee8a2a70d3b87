import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type GeocodeRow, geocodes, type PoiRow, pois } from "./maps.schema.js";

export type PoiValues = Pick<PoiRow, "name" | "description" | "lat" | "lng">;

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

/** How many points of interest a map shows at most (by name). */
export const POIS_MAX = 1000;

export function listPois(db: DbOrTx): Promise<PoiRow[]> {
  return db.select().from(pois).orderBy(asc(pois.name), asc(pois.id)).limit(POIS_MAX);
}

export async function insertPoi(db: DbOrTx, values: PoiValues): Promise<PoiRow> {
  const [row] = await db.insert(pois).values(values).returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

/** The changed row, or undefined when there is none with that id. */
export async function updatePoi(db: DbOrTx, id: string, values: PoiValues): Promise<PoiRow | undefined> {
  const [row] = await db.update(pois).set(values).where(eq(pois.id, id)).returning();
  return row;
}

/** Whether a row was deleted. */
export async function deletePoi(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.delete(pois).where(eq(pois.id, id)).returning({ id: pois.id })).length > 0;
}
