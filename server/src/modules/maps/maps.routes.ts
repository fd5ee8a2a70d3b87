import { mapsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../http/route.js";
import { loadGroup } from "../groups/group-access.js";
import { mapView } from "./maps.service.js";

export const mapsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, mapsApi.network, { config: { auth: "member" } }, async (req) =>
    mapView(ctx, { group: null, layer: req.query.layer }),
  );

  route(app, mapsApi.group, { config: { auth: "member" } }, async (req) =>
    mapView(ctx, { group: await loadGroup(ctx.db, req, req.params.slug), layer: "members" }),
  );
};
