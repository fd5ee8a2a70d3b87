import { administrationApi, networkApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { getNetwork, presentAdministrationSettings } from "../network/network.service.js";
import { contextUserbar } from "./administration-contexts.js";
import { networkAdministrationUserbar } from "./administration-userbar.js";
import { auditStatisticsRoutes } from "./audit-statistics.routes.js";
import { imprintForAdministration, publicImprint, updateImprint } from "./imprint.service.js";
import {
  acceptLegalText,
  createLegalText,
  deleteLegalText,
  legalTextForAdministration,
  legalTextsForAdministration,
  pendingLegalTexts,
  publicLegalText,
  publicLegalTexts,
  updateLegalText,
} from "./legal-texts.service.js";
import { sendTestBirthdayMail, updateSettings } from "./settings.service.js";
import { networkThemeRoutes } from "./themes.routes.js";
import { upgradeRoutes } from "./upgrades.routes.js";

export const administrationRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { auth: "admin" as const } };

  // A group's or a category's userbar comes from the module that owns the context (403/404 decided there).
  route(app, administrationApi.userbar, { config: { auth: "member" } }, async (req) => {
    if (req.query.context_type !== "network")
      return contextUserbar(ctx, req, req.query.context_type, req.query.context_id);
    if (!currentMember(req).isNetworkAdmin) throw forbidden();
    return networkAdministrationUserbar(ctx.modules.administrationLinks);
  });

  // The network settings (administration §3); the network module keeps them, this one audits their changes.
  route(app, networkApi.settings, admin, async () => presentAdministrationSettings(await getNetwork(ctx.db)));
  route(app, networkApi.updateSettings, admin, async (req) => updateSettings(ctx, currentMember(req).id, req.body));
  route(app, networkApi.sendTestBirthdayEmail, admin, async (req) =>
    sendTestBirthdayMail(ctx, currentMember(req), req.ip, req.body.birthday_emails),
  );

  route(app, administrationApi.legalTexts, admin, async () => legalTextsForAdministration(ctx.db));
  route(app, administrationApi.legalText, admin, async (req) => legalTextForAdministration(ctx.db, req.params.id));
  route(app, administrationApi.createLegalText, admin, async (req, reply) =>
    reply.code(201).send(await createLegalText(ctx, currentMember(req).id, req.body.legal_text)),
  );
  route(app, administrationApi.updateLegalText, admin, async (req) =>
    updateLegalText(ctx, currentMember(req).id, req.params.id, req.body.legal_text),
  );
  route(app, administrationApi.destroyLegalText, admin, async (req, reply) => {
    await deleteLegalText(ctx, currentMember(req).id, req.params.id);
    return reply.code(204).send();
  });

  // Legal texts and the imprint are read by visitors too (a legal duty: reachable without an account).
  route(app, administrationApi.publicLegalTexts, { config: { auth: "public" } }, async () => publicLegalTexts(ctx.db));
  route(app, administrationApi.publicLegalText, { config: { auth: "public" } }, async (req) =>
    publicLegalText(ctx.db, req.params.handle),
  );
  route(app, administrationApi.pendingLegalTexts, { config: { auth: "member" } }, async (req) =>
    pendingLegalTexts(ctx.db, currentMember(req).id),
  );
  route(app, administrationApi.acceptLegalText, { config: { auth: "member" } }, async (req, reply) => {
    await acceptLegalText(ctx.db, currentMember(req).id, req.params.id, req.body.version_id);
    return reply.code(204).send();
  });

  auditStatisticsRoutes(base, ctx);

  route(app, administrationApi.imprint, admin, async () => imprintForAdministration(ctx.db));
  route(app, administrationApi.updateImprint, admin, async (req) =>
    updateImprint(ctx, currentMember(req).id, req.body.imprint),
  );
  route(app, administrationApi.publicImprint, { config: { auth: "public" } }, async () => publicImprint(ctx.db));

  networkThemeRoutes(base, ctx);
  upgradeRoutes(base, ctx);
};
