import { z } from "zod";
import { id } from "./common.js";
import { memberSummary } from "./members.js";
import { MAP_THEMES } from "./network-settings.js";

/** Where a tile template names the map theme (`MAP_TILE_URL`, e.g. `https://tiles.example.org/{theme}/{z}/{x}/{y}.png`). */
export const MAP_THEME_PLACEHOLDER = "{theme}";

/**
 * Maps (administration §2 "/map, /members/map, /groups/{groupSlug}/map", §3 maps_enabled, show_map,
 * map_scope_selection, network_location, zoom_level): members placed by the location in their profile, geocoded by a
 * job, and the network's location as the point of interest.
 */
export const mapLayer = z.enum(["all", "members"]);
export const mapQuery = z.object({ layer: mapLayer.default("all") });

export const mapPoint = z.object({ lat: z.number(), lng: z.number() });
export type MapPoint = z.infer<typeof mapPoint>;

export const mapView = z.object({
  /** The tile server's address template (`{z}/{x}/{y}`), null when none is configured: then no map is drawn. */
  tile_url: z.string().nullable(),
  /**
   * The network's `map_theme`. Put into the tile template where it has `{theme}` (the tile server draws the style);
   * otherwise light and dark are drawn from the served tiles by a colour filter, streets and terrain as served.
   */
  theme: z.enum(MAP_THEMES),
  /** Whether the tile template names the theme (then the tiles come in that style and no filter is applied). */
  theme_in_tiles: z.boolean(),
  /** Whether a geocoder is configured; without one no member is placed. */
  geocoder: z.boolean(),
  zoom_level: z.number().int(),
  /** all: the map fits every marker; poi: it centres on the network's location at `zoom_level`. */
  scope: z.enum(["all", "poi"]),
  /** The network's location, once geocoded. */
  center: mapPoint.nullable(),
  members: z.array(mapPoint.extend({ member: memberSummary, location: z.string() })),
  /** The network's location (layer `all`) and, with map scope poi or all, the points of interest (with `description`). */
  points: z.array(mapPoint.extend({ name: z.string(), description: z.string().optional() })),
  /** Members' locations not yet geocoded (the job places them shortly). */
  pending: z.number().int(),
});
export type MapView = z.infer<typeof mapView>;

/** Points of interest: named places the network's administrators set on the map (shown with map scope poi or all). */
export const POI_NAME_MAX = 120;
export const POI_DESCRIPTION_MAX = 2000;
export const poiInput = z.object({
  name: z.string().trim().min(1).max(POI_NAME_MAX),
  description: z.string().trim().max(POI_DESCRIPTION_MAX).default(""),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type PoiInput = z.input<typeof poiInput>;
export const poi = z.object({
  id,
  name: z.string(),
  description: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Poi = z.infer<typeof poi>;
export const poiList = z.object({ pois: z.array(poi) });
