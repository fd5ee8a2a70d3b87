import { abuseReportsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { decideReport, fileReport, listReports } from "./abuse-reports.service.js";

/** Abuse reports: filed by members, decided by network administrators. */
export const abuseReportsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { auth: "admin" as const } };
  const member = { config: { auth: "member" as const } };

  route(app, abuseReportsApi.create, member, async (req, reply) =>
    reply.code(201).send(await fileReport(ctx, currentMember(req), req.body)),
  );
  route(app, abuseReportsApi.index, admin, async (req) => listReports(ctx, req.query.state, req.query.page));
  route(app, abuseReportsApi.resolve, admin, async (req) =>
    decideReport(ctx, currentMember(req), req.params.id, "resolved", req.body?.note ?? null),
  );
  route(app, abuseReportsApi.dismiss, admin, async (req) =>
    decideReport(ctx, currentMember(req), req.params.id, "dismissed", req.body?.note ?? null),
  );
};
