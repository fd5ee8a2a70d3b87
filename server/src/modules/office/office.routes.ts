import { officeApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { wopiDiscoveryProvider } from "./discovery.js";
import { documentActions, hostSession, type Office } from "./office.service.js";
import { wopiRoutes } from "./wopi.routes.js";

/**
 * Office documents: the document actions of a file, the host page's session, and the WOPI endpoints the office
 * server calls. The discovery client lives here, once per app; without WOPI_DISCOVERY_URL there is none and the
 * feature is off (no actions, no sessions, WOPI endpoints 404).
 */
export const officeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = ctx.config.wopi;
  const office: Office | null = config
    ? { provider: wopiDiscoveryProvider(config.discoveryUrl), hostUrl: config.hostUrl, proofKeys: config.proofKeys }
    : null;

  route(app, officeApi.actions, { config: { auth: "member" } }, async (req) =>
    documentActions(ctx, office, currentMember(req), req.params.fileId, req.params.type),
  );

  route(app, officeApi.hostSession, { config: { auth: "member" } }, async (req) =>
    hostSession(
      ctx,
      office,
      currentMember(req),
      req.params.id,
      req.params.type,
      req.params.action,
      ["true", "1"].includes(req.query.show_review_changes ?? ""),
    ),
  );

  await app.register(wopiRoutes, { ctx, office });
};
