import { networkApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../http/route.js";
import { presentNetwork } from "./network.presenter.js";
import {
  changeAdministrationSettings,
  getNetwork,
  getPreload,
  presentAdministrationSettings,
} from "./network.service.js";

export const networkRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Public so the sign-in page can show the network's name; member data only when signed in.
  route(app, networkApi.show, { config: { auth: "public" } }, async (req) =>
    presentNetwork(ctx, req, await getPreload(ctx.db, ctx.modules, req.member?.id ?? null)),
  );

  const admin = { config: { auth: "admin" as const } };
  route(app, networkApi.settings, admin, async () => presentAdministrationSettings(await getNetwork(ctx.db)));
  route(app, networkApi.updateSettings, admin, async (req) => {
    return changeAdministrationSettings(ctx, req.body);
  });
};
