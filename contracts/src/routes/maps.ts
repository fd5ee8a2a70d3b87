import { errorResponse } from "../common.js";
import { groupSlugParams } from "../groups.js";
import { mapQuery, mapView } from "../maps.js";
import { defineRoutes } from "../route.js";

/** The maps' data; 404 while the network's maps are off (a group's also while `show_map` is off or for a group one may not read). */
export const mapsApi = defineRoutes("maps", {
  network: {
    method: "GET",
    path: "/api/v1/map",
    query: mapQuery,
    response: { 200: mapView, 404: errorResponse },
  },
  group: {
    method: "GET",
    path: "/api/v1/groups/:slug/map",
    params: groupSlugParams,
    response: { 200: mapView, 404: errorResponse },
  },
});
