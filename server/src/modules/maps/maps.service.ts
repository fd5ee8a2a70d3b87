import { MAP_THEME_PLACEHOLDER, type MapView } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import type { LoadedGroup } from "../groups/group-access.js";
import { activeMemberOf } from "../groups/groups.access.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import { distinctMemberLocations, membersWithLocation } from "../members/members.repo.js";
import { findNetwork } from "../network/network.repo.js";
import { locationLine, settingsOf } from "../network/network-settings.js";
import { geocode } from "./geocoder.js";
import { geocodesOf, listPois, saveGeocode } from "./maps.repo.js";

export const GEOCODE_JOB = "maps.geocode";
/** How many members a map places at most (by name). */
export const MAP_MEMBERS_MAX = 2000;
/** How many new texts one run of the job asks the geocoder for. */
const GEOCODE_BATCH = 200;
/** Nominatim's usage policy: at most one request a second. */
const GEOCODE_SPACING_MS = 1100;
/** A map asks for the job at most this often while addresses wait. */
const REQUEUE_MS = 60_000;

const lastQueued = new WeakMap<AppContext, number>();

/** The network's settings for maps; 404 while maps are off (and for a group's map while `show_map` is off). */
async function mapSettings(ctx: AppContext, forGroup: boolean) {
  const network = await findNetwork(ctx.db);
  if (!network) throw notFound();
  const s = settingsOf(network);
  if (!s.maps_enabled || (forGroup && !s.show_map)) throw notFound();
  return s;
}

/**
 * The geocoding job: the texts of members' locations and the network's location that were never asked, one at a time
 * (spaced as Nominatim asks), each answer kept. Without GEOCODER_URL it does nothing.
 */
export async function geocodePending(ctx: AppContext, spacingMs = GEOCODE_SPACING_MS): Promise<number> {
  const base = ctx.config.maps.geocoderUrl;
  if (!base) return 0;
  const network = await findNetwork(ctx.db);
  const line = network ? locationLine(settingsOf(network).network_location) : null;
  const texts = [...new Set([...(line ? [line] : []), ...(await distinctMemberLocations(ctx.db, 10_000))])];
  const known = await geocodesOf(ctx.db, texts);
  const missing = texts.filter((t) => !known.has(t)).slice(0, GEOCODE_BATCH);
  for (const [i, text] of missing.entries()) {
    if (i > 0 && spacingMs > 0) await new Promise((r) => setTimeout(r, spacingMs));
    await saveGeocode(ctx.db, text, await geocode(base, text));
  }
  return missing.length;
}

/** Queues the job when addresses wait, at most once a minute per app. */
async function requeue(ctx: AppContext) {
  const now = Date.now();
  if (now - (lastQueued.get(ctx) ?? 0) < REQUEUE_MS) return;
  lastQueued.set(ctx, now);
  await ctx.jobs.send(GEOCODE_JOB, {});
}

/**
 * A map as the member sees it: the members (all, or a group's active members) placed by their geocoded location, and
 * (layer `all`) the network's location and the administrators' points of interest.
 */
export async function mapView(
  ctx: AppContext,
  opts: { group: LoadedGroup | null; layer: "all" | "members" },
): Promise<MapView> {
  const s = await mapSettings(ctx, opts.group !== null);
  if (opts.group && !opts.group.readContent) throw notFound();
  const groupId = opts.group?.group.id;
  const located = await membersWithLocation(
    ctx.db,
    groupId ? (memberId) => activeMemberOf(groupId, memberId) : null,
    MAP_MEMBERS_MAX,
  );
  const line = locationLine(s.network_location);
  const known = await geocodesOf(ctx.db, [...new Set([...located.map((m) => m.location), ...(line ? [line] : [])])]);
  const networkPoint = line ? known.get(line) : undefined;
  const center =
    networkPoint?.lat != null && networkPoint.lng != null ? { lat: networkPoint.lat, lng: networkPoint.lng } : null;
  const members = located.flatMap(({ member, location }) => {
    const g = known.get(location);
    return g?.lat != null && g.lng != null
      ? [{ member: presentMemberSummary(member), location, lat: g.lat, lng: g.lng }]
      : [];
  });
  const pending = located.filter((m) => !known.has(m.location)).length + (line && !networkPoint ? 1 : 0);
  if (pending > 0 && ctx.config.maps.geocoderUrl) await requeue(ctx);
  return {
    tile_url: ctx.config.maps.tileUrl?.replaceAll(MAP_THEME_PLACEHOLDER, s.map_theme) ?? null,
    theme: s.map_theme,
    theme_in_tiles: ctx.config.maps.tileUrl?.includes(MAP_THEME_PLACEHOLDER) ?? false,
    geocoder: ctx.config.maps.geocoderUrl !== null,
    zoom_level: s.zoom_level,
    scope: s.map_scope_selection,
    center,
    members,
    points:
      opts.layer === "all"
        ? [
            ...(center && line ? [{ name: line, ...center }] : []),
            ...(await listPois(ctx.db)).map((p) => ({
              name: p.name,
              description: p.description,
              lat: p.lat,
              lng: p.lng,
            })),
          ]
        : [],
    pending: ctx.config.maps.geocoderUrl ? pending : 0,
  };
}
