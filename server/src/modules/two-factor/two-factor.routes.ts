import { factorTypes, twoFactorApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { CHALLENGE_COOKIE, currentMember } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { beginSession } from "../auth/sessions.service.js";
import {
  activateFactor,
  deleteFactor,
  factorsOf,
  newFactor,
  passChallenge,
  resetBackupCodes,
} from "./two-factor.service.js";

export const twoFactorRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // The second step of sign-in, authenticated by the challenge cookie of the first.
  route(app, twoFactorApi.verifySignIn, { config: { auth: "public", csrf: false } }, async (req, reply) => {
    const member = await passChallenge(ctx, req.cookies[CHALLENGE_COOKIE] ?? "", req.body.code, req.ip);
    reply.clearCookie(CHALLENGE_COOKIE, { path: "/" });
    await beginSession(ctx, req, reply, member.id);
    return { redirect_to: "/" };
  });

  route(app, twoFactorApi.factors, { config: { auth: "member" } }, async (req) => {
    const factors = await factorsOf(ctx.db, currentMember(req).id);
    return factorTypes.map((type) => {
      const f = factors.find((x) => x.type === type);
      return { id: f?.id ?? null, type, last_used_at: f?.lastUsedAt?.toISOString() ?? null };
    });
  });

  route(app, twoFactorApi.newFactor, { config: { auth: "member" } }, async (req) =>
    newFactor(ctx, currentMember(req), req.query.type),
  );

  route(app, twoFactorApi.createFactor, { config: { auth: "member" } }, async (req, reply) =>
    reply.code(201).send(await activateFactor(ctx, currentMember(req), req.body)),
  );

  route(app, twoFactorApi.resetBackupCodes, { config: { auth: "member" } }, async (req) =>
    resetBackupCodes(ctx, currentMember(req), req.params.id, req.body.code),
  );

  route(app, twoFactorApi.deleteFactor, { config: { auth: "member" } }, async (req, reply) => {
    await deleteFactor(ctx, currentMember(req), req.params.id, req.body?.code);
    return reply.code(204).send();
  });
};
