import { mapsApi, type PoiInput } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

/** The network's map: everything (`all`) or the members only. */
export const networkMapQuery = (layer: "all" | "members") =>
  queryOptions({
    queryKey: ["maps", "network", layer],
    queryFn: ({ signal }) => api(mapsApi.network, { query: { layer } }, { signal }),
  });

/** A group's members on its map. */
export const groupMapQuery = (slug: string) =>
  queryOptions({
    queryKey: ["maps", "group", slug],
    queryFn: ({ signal }) => api(mapsApi.group, { params: { slug } }, { signal }),
  });

/** The points of interest administrators manage. */
export const poisQuery = () =>
  queryOptions({
    queryKey: ["maps", "pois"],
    queryFn: ({ signal }) => api(mapsApi.pois, {}, { signal }),
  });
export const createPoi = (body: PoiInput) => api(mapsApi.createPoi, { body });
export const updatePoi = (id: string, body: PoiInput) => api(mapsApi.updatePoi, { params: { id }, body });
export const deletePoi = (id: string) => api(mapsApi.deletePoi, { params: { id } });
