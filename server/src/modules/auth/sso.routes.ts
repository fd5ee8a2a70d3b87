import { ssoApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { CHALLENGE_COOKIE, sessionCookieOptions } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { beginSession } from "./sessions.service.js";
import { finishSso, SSO_TTL_S, ssoButton, ssoErrorCode, startSso } from "./sso.service.js";

/** Holds a started sign-on's state, so the callback only finishes it in the browser that began it. */
const SSO_STATE_COOKIE = "intranet_sso";
const SSO_COOKIE_PATH = "/api/v1/auth/oidc";

/** Single sign-on through the OpenID Connect provider of OIDC_ISSUER; 404 when none is configured. */
export const ssoRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const failed = (reply: FastifyReply, err: unknown) => {
    const code = ssoErrorCode(err);
    if (!code) throw err;
    return reply.redirect(`/users/sign_in?error=${code}`, 303);
  };

  route(app, ssoApi.providers, { config: { auth: "public" } }, async () => ({ oidc: ssoButton(ctx) }));

  route(app, ssoApi.oidcStart, { config: { auth: "public" } }, async (req, reply) => {
    if (!ctx.config.oidc) throw notFound();
    try {
      const { url, state } = await startSso(ctx, req.query.redirect_to);
      reply.setCookie(SSO_STATE_COOKIE, state, {
        ...sessionCookieOptions(ctx, true),
        path: SSO_COOKIE_PATH,
        maxAge: SSO_TTL_S,
      });
      return reply.redirect(url, 302);
    } catch (err) {
      return failed(reply, err);
    }
  });

  route(app, ssoApi.oidcCallback, { config: { auth: "public" } }, async (req, reply) => {
    if (!ctx.config.oidc) throw notFound();
    const stateCookie = req.cookies[SSO_STATE_COOKIE];
    reply.clearCookie(SSO_STATE_COOKIE, { path: SSO_COOKIE_PATH });
    try {
      const { member, idToken, redirectTo } = await finishSso(ctx, new URL(req.url, ctx.config.publicUrl), stateCookie);
      // A member who has set up a second factor still gives it (docs/spec-coverage.md "Single sign-on").
      const challenge = await ctx.modules.signInChallenge(ctx, member);
      if (challenge) {
        reply.setCookie(CHALLENGE_COOKIE, challenge.token, { ...sessionCookieOptions(ctx, true), maxAge: 600 });
        return reply.redirect("/users/sign_in?two_factor=1", 303);
      }
      await beginSession(ctx, req, reply, member.id, idToken);
      return reply.redirect(redirectTo, 303);
    } catch (err) {
      return failed(reply, err);
    }
  });
};
