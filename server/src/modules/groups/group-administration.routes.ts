import { auditStatisticsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { route } from "../../http/route.js";
import { statisticsFor } from "../administration/statistics.service.js";
import { loadGroupFor } from "./group-access.js";

/** A group's administration: its statistics, for its administrators and the network's (403; 404 when hidden). */
export const groupAdministrationRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  route(app, auditStatisticsApi.groupStatistics, { config: { auth: "member" } }, async (req) => {
    const g = await loadGroupFor(ctx.db, req, req.params.slug, "administrate");
    return statisticsFor(ctx, g.member.timeZone, g.group.id, req.query);
  });
};
