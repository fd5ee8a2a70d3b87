import type { ModuleDescriptor } from "../module.js";
import { archivesRoutes } from "./archives.routes.js";
import { publishImage } from "./uploads.repo.js";
import { uploadsRoutes } from "./uploads.routes.js";
import * as schema from "./uploads.schema.js";
import { removeAbandonedUploads, sweepOrphans } from "./uploads.service.js";

const SWEEP_INTERVAL_MS = 3600 * 1000;

/** Uploads, published files, resized images; who may read a file is asked of every module's `fileAccess`. */
export const uploadsModule: ModuleDescriptor = {
  name: "uploads",
  routes: async (app, ctx) => {
    await uploadsRoutes(app, ctx);
    await archivesRoutes(app, ctx);
  },
  schema,
  // Pictures members choose (their avatars) are published here.
  imagePublisher: publishImage,
  jobs: (ctx) => {
    ctx.jobs.register("storage.cleanup", async () => {
      await removeAbandonedUploads(ctx);
    });
    ctx.jobs.register("storage.sweep", async () => {
      await sweepOrphans(ctx);
    });
  },
  // Volatile uploads whose form was never saved; then bytes that no upload references (after a crash), now and
  // every hour (the timer does not keep the process alive; each instance sweeps, which is harmless).
  start: async (ctx) => {
    await removeAbandonedUploads(ctx);
    await sweepOrphans(ctx);
    setInterval(() => {
      void (async () => {
        await removeAbandonedUploads(ctx);
        await sweepOrphans(ctx);
      })().catch((err: unknown) => ctx.log.warn({ err }, "storage clean-up failed"));
    }, SWEEP_INTERVAL_MS).unref();
  },
};
