import { registrationsApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { getNetwork } from "../network/network.service.js";
import { settingsOf } from "../network/network-settings.js";
import { newCaptchaChallenge } from "./captcha.js";
import {
  acceptApplication,
  confirm,
  declineApplication,
  joinRequestsForAdministration,
  signUp,
  signUpProfileProperties,
} from "./registrations.service.js";

export const registrationsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const visitor = { config: { auth: "public" as const, csrf: false } };
  const admin = { config: { auth: "admin" as const } };

  route(app, registrationsApi.captchaChallenge, { config: { auth: "public" } }, async (_req, reply) => {
    const s = settingsOf(await getNetwork(ctx.db));
    if (!s.join_user_can_initiate || !s.altcha_captcha) throw notFound();
    reply.header("cache-control", "no-store");
    const challenge = await newCaptchaChallenge(ctx);
    return { ...challenge, parameters: { ...challenge.parameters } };
  });
  route(app, registrationsApi.signUpProfileProperties, { config: { auth: "public" } }, async () =>
    signUpProfileProperties(ctx),
  );
  route(app, registrationsApi.signUp, visitor, async (req) => signUp(ctx, req.body, req.ip));
  route(app, registrationsApi.confirm, visitor, async (req) => confirm(ctx, req.body.confirmation_token, req.ip));

  route(app, registrationsApi.joinRequests, admin, async () => joinRequestsForAdministration(ctx.db));
  route(app, registrationsApi.acceptJoinRequest, admin, async (req, reply) => {
    await acceptApplication(ctx, currentMember(req).id, req.params.id);
    return reply.code(204).send();
  });
  route(app, registrationsApi.declineJoinRequest, admin, async (req, reply) => {
    await declineApplication(ctx, currentMember(req).id, req.params.id, req.body.rejection_message ?? null);
    return reply.code(204).send();
  });
};
