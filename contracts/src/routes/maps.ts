import { errorResponse, idParams } from "../common.js";
import { groupSlugParams } from "../groups.js";
import { mapQuery, mapView, poi, poiInput, poiList } from "../maps.js";
import { defineRoutes, noContent } from "../route.js";

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
  pois: {
    method: "GET",
    path: "/api/v1/map/pois",
    response: { 200: poiList, 404: errorResponse },
  },
  createPoi: {
    method: "POST",
    path: "/api/v1/map/pois",
    body: poiInput,
    response: { 201: poi, 403: errorResponse, 422: errorResponse },
  },
  updatePoi: {
    method: "PUT",
    path: "/api/v1/map/pois/:id",
    params: idParams,
    body: poiInput,
    response: { 200: poi, 403: errorResponse, 404: errorResponse, 422: errorResponse },
  },
  deletePoi: {
    method: "DELETE",
    path: "/api/v1/map/pois/:id",
    params: idParams,
    response: { 204: noContent, 403: errorResponse, 404: errorResponse },
  },
});
