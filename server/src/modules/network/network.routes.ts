import { networkApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../http/route.js";
import { presentNetwork } from "./network.presenter.js";
import { getPreload } from "./network.service.js";

export const networkRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  // GET and PUT /administration/settings are served by the administration module (audited in the same transaction).
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Public so the sign-in page can show the network's name; member data only when signed in.
  route(app, networkApi.show, { config: { auth: "public" } }, async (req) =>
    presentNetwork(ctx, req, await getPreload(ctx.db, ctx.modules, req.member?.id ?? null)),
  );
};
