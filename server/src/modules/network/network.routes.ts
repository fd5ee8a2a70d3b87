import { networkApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../http/route.js";
import { chatConfigOf } from "./chat-config.js";
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
    const settings = await changeAdministrationSettings(ctx.db, req.body);
    // Chat clients keep the network's chat settings: they hear of a change at once.
    const network = await getNetwork(ctx.db);
    await ctx.realtime.publish(`network:${network.id}`, "network_info", { config: chatConfigOf(network) });
    return settings;
  });
};
