import type { ModuleDescriptor } from "../module.js";
import { mapsRoutes } from "./maps.routes.js";
import * as schema from "./maps.schema.js";
import { GEOCODE_JOB, geocodePending } from "./maps.service.js";
import { mapTab } from "./maps-tab.js";

/** Maps: members placed by their profile's location through a configurable geocoder, the network's location and the points of interest administrators set. */
export const mapsModule: ModuleDescriptor = {
  name: "maps",
  routes: mapsRoutes,
  schema,
  groupTab: mapTab,
  administrationLinks: () => [{ section: "content", label: "maps.shell.pois", path: "/administration/map/pois" }],
  jobs: (ctx) => {
    ctx.jobs.register(GEOCODE_JOB, async () => {
      await geocodePending(ctx);
    });
  },
  start: async (ctx) => {
    if (!ctx.config.maps.geocoderUrl) return;
    // New and changed locations are placed within the hour, and a map asks for the job when it finds some waiting.
    await ctx.jobs.schedule(GEOCODE_JOB, "17 * * * *", "UTC");
    await ctx.jobs.send(GEOCODE_JOB, {});
  },
};
