import { factorTypes, twoFactorApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { CHALLENGE_COOKIE, currentMember } from "../../http/auth.js";
import { AppError } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { beginSession } from "../auth/sessions.service.js";
import { findMemberById } from "../members/members.repo.js";
import {
  activateFactor,
  deleteFactor,
  endChallenge,
  factorsOf,
  invalidCode,
  newFactor,
  resetBackupCodes,
  takeChallengeAttempt,
  verifySecondFactor,
} from "./two-factor.service.js";

export const twoFactorRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // The second step of sign-in, authenticated by the challenge cookie of the first.
  route(app, twoFactorApi.verifySignIn, { config: { auth: "public", csrf: false } }, async (req, reply) => {
    const token = req.cookies[CHALLENGE_COOKIE] ?? "";
    const memberId = token ? await takeChallengeAttempt(ctx.db, token) : null;
    if (!memberId) throw new AppError(401, "challenge_expired", "Please sign in again.");
    const member = await findMemberById(ctx.db, memberId);
    if (!member || member.lockedAt || !(await verifySecondFactor(ctx, member, req.body.code, req.ip)))
      throw invalidCode();
    await endChallenge(ctx.db, token);
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
