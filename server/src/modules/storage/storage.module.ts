import type { ModuleDescriptor } from "../module.js";
import { storageRoutes } from "./storage.routes.js";
import * as schema from "./storage.schema.js";
import { removeAbandonedUploads } from "./storage.service.js";

/** Uploads, published files, resized images; who may read a file is asked of every module's `fileAccess`. */
export const storageModule: ModuleDescriptor = {
  name: "storage",
  routes: storageRoutes,
  schema,
  jobs: (ctx) => {
    ctx.jobs.register("storage.cleanup", async () => {
      await removeAbandonedUploads(ctx);
    });
  },
  // Volatile uploads whose form was never saved.
  start: removeAbandonedUploads,
};
