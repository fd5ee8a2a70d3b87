import { guardedFetch } from "../crawls/guarded-fetch.js";

const GEOCODE_MAX_BYTES = 200_000;

/** The search address of a Nominatim-protocol geocoder for one free-text query, one result. */
export function geocodeUrl(base: string, query: string): string {
  const url = new URL("search", base.endsWith("/") ? base : `${base}/`);
  url.searchParams.set("q", query);
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("limit", "1");
  return url.href;
}

/** The first result's point from a Nominatim answer (`[{ lat: "52.5", lon: "13.4", … }]`), null for none. */
export function pointOf(body: unknown): { lat: number; lng: number } | null {
  const first = Array.isArray(body) ? (body[0] as { lat?: unknown; lon?: unknown } | undefined) : undefined;
  const lat = Number(first?.lat);
  const lng = Number(first?.lon);
  if (!first || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * Asks the configured geocoder (GEOCODER_URL) for a text's point, through the crawls' guarded fetch (http(s), at most
 * three redirects, 5 s, 200 kB). The geocoder is the operator's own setting, so a self-hosted one on the intranet's
 * private addresses is allowed. Throws when the geocoder fails, so the job tries again later.
 */
export async function geocode(base: string, query: string) {
  const fetched = await guardedFetch(geocodeUrl(base, query), {
    allowPrivate: true,
    maxBytes: GEOCODE_MAX_BYTES,
    refuseOversize: true,
    accept: "application/json",
    headers: { "user-agent": "intranet-maps (geocoding members' locations)" },
  });
  return pointOf(JSON.parse(fetched.body.toString("utf8")));
}
