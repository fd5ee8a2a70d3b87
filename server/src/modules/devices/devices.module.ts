import type { ModuleDescriptor } from "../module.js";
import { devicesRoutes } from "./devices.routes.js";
import * as schema from "./devices.schema.js";
import { deliverPush, PUSH_JOB, type PushNotice, vapidKeys } from "./devices.service.js";

/**
 * Members' devices and Web Push: subscriptions per session, their toggles, the VAPID keys, and the push job other
 * modules queue through `queuePush` (mentions and invitations from notifications, chat and direct messages) or
 * deliver from their own job through `deliverPush` (tasks, once they checked the news still stands).
 */
export const devicesModule: ModuleDescriptor = {
  name: "devices",
  routes: devicesRoutes,
  schema,
  jobs: (ctx) => ctx.jobs.register<PushNotice>(PUSH_JOB, (notice) => deliverPush(ctx, notice)),
  // The key pair is made on the first start, so the first subscription finds it.
  start: (ctx) => vapidKeys(ctx),
};
