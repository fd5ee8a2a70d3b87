import { mapsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { loadGroup } from "../groups/group-access.js";
import { mapView } from "./maps.service.js";
import { changePoi, createPoi, readPois, removePoi } from "./pois.service.js";

export const mapsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, mapsApi.network, { config: { auth: "member" } }, async (req) =>
    mapView(ctx, { group: null, layer: req.query.layer }),
  );

  route(app, mapsApi.group, { config: { auth: "member" } }, async (req) =>
    mapView(ctx, { group: await loadGroup(ctx.db, req, req.params.slug), layer: "members" }),
  );

  // Points of interest: read by members while maps are on (administrators always), written by administrators.
  const admin = { config: { auth: "admin" as const } };
  route(app, mapsApi.pois, { config: { auth: "member" } }, async (req) => readPois(ctx, currentMember(req)));
  route(app, mapsApi.createPoi, admin, async (req, reply) => reply.code(201).send(await createPoi(ctx, req.body)));
  route(app, mapsApi.updatePoi, admin, async (req) => changePoi(ctx, req.params.id, req.body));
  route(app, mapsApi.deletePoi, admin, async (req, reply) => {
    await removePoi(ctx, req.params.id);
    return reply.code(204).send();
  });
};
