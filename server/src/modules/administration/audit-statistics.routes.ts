import { auditStatisticsApi } from "@intranet/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { auditLogPage } from "./audit-log.service.js";
import { statisticsFor } from "./statistics.service.js";

/** The network's audit log and statistics (network administrators; the group's statistics: groups.routes.ts). */
export function auditStatisticsRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { auth: "admin" as const } };
  route(app, auditStatisticsApi.auditEvents, admin, async (req) =>
    auditLogPage(ctx.db, currentMember(req), req.query.filter, req.query.cursor),
  );
  route(app, auditStatisticsApi.statistics, admin, async (req) =>
    statisticsFor(ctx, currentMember(req).timeZone, null, req.query),
  );
}
