import type { ModuleDescriptor } from "../module.js";
import { getNetwork } from "../network/network.service.js";
import { mailingsRoutes } from "./mailings.routes.js";
import * as schema from "./mailings.schema.js";
import { mailingsTick } from "./mailings.service.js";

/** The job that sends whatever mailing is due this hour. */
export const MAILINGS_TICK = "mailings.tick";

/** Newsletter, weekly digests, daily activity and birthday mails, sent by an hourly pg-boss cron. */
export const mailingsModule: ModuleDescriptor = {
  name: "mailings",
  routes: mailingsRoutes,
  schema,
  administrationLinks: () => [
    { section: "network", label: "mailings.shell.newsletter", path: "/administration/newsletter/settings" },
  ],
  jobs: (ctx) => {
    ctx.jobs.register(MAILINGS_TICK, () => mailingsTick(ctx, new Date()));
  },
  // Every hour on the hour in the network's zone; the tick reads the zone again, as it may change.
  start: async (ctx) => {
    const network = await getNetwork(ctx.db);
    await ctx.jobs.schedule(MAILINGS_TICK, "0 * * * *", network.settings.time_zone ?? "Europe/Berlin");
  },
};
