import { themesApi } from "@intranet/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../http/route.js";
import { availableUpgrades, runningVersion } from "./upgrades.service.js";

/** The update central (administration §2 /administration/update-zentrale, §7 available upgrades), for network administrators. */
export function upgradeRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { auth: "admin" as const } };
  // Asked once per app: the version does not change while it runs.
  const version = runningVersion();
  route(typed, themesApi.updateCentral, admin, async () => ({
    version,
    customer_central_configured: ctx.config.customerCentral !== null,
  }));
  route(typed, themesApi.availableUpgrades, admin, async () => availableUpgrades(ctx));
}
