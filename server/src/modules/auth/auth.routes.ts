import { authApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import {
  CHALLENGE_COOKIE,
  clearSessionCookies,
  currentMember,
  SESSION_COOKIE,
  sessionCookieOptions,
} from "../../http/auth.js";
import { AppError } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { presentMember } from "../members/member.presenter.js";
import { requestPasswordReset, resetPassword, signIn, updateRegistration } from "./auth.service.js";
import { beginSession, endSession } from "./sessions.service.js";
import { ssoLogoutUrl } from "./sso.service.js";

/** Forms post `user[email]=…`; the JSON API sends `{ user: { email } }`. Both reach the handler nested. */
function nestFormFields(req: FastifyRequest) {
  if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) return;
  const flat = (req.body ?? {}) as Record<string, unknown>;
  const nested: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(flat)) {
    const m = /^(\w+)\[(\w+)\]$/.exec(key);
    if (!m?.[1] || !m[2]) continue;
    nested[m[1]] = { ...nested[m[1]], [m[2]]: value };
  }
  req.body = nested;
}

const isFormPost = (req: FastifyRequest) =>
  req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") === true;

export const authRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(
    app,
    authApi.signIn,
    {
      config: { auth: "public", csrf: false },
      preValidation: async (req) => nestFormFields(req),
      // A form post that fails goes back to the page with an error code instead of JSON.
      errorHandler: (err, req, reply) => {
        if (isFormPost(req)) {
          const code = err instanceof AppError ? err.code : "invalid_credentials";
          return reply.redirect(`/users/sign_in?error=${encodeURIComponent(code)}`, 303);
        }
        throw err;
      },
    },
    async (req, reply) => {
      const { email, password } = req.body.user;
      const { member: found, challenge } = await signIn(ctx, email, password, req.ip);
      if (challenge) {
        reply.setCookie(CHALLENGE_COOKIE, challenge.token, { ...sessionCookieOptions(ctx, true), maxAge: 600 });
        if (isFormPost(req)) return reply.redirect("/users/sign_in?two_factor=1", 303);
        return { status: "two_factor_required" as const, factor_types: challenge.factorTypes };
      }
      await beginSession(ctx, req, reply, found.id);
      if (isFormPost(req)) return reply.redirect("/", 303);
      req.member = found;
      return { status: "signed_in" as const, member: presentMember(req, found), redirect_to: "/" };
    },
  );

  route(app, authApi.signOut, { config: { auth: "public" } }, async (req, reply) => {
    const ended = await endSession(ctx, req.cookies[SESSION_COOKIE]);
    clearSessionCookies(reply);
    // After a single sign-on the browser goes on to end the provider's session too, when it offers that.
    const logoutUrl = ended?.ssoIdToken ? await ssoLogoutUrl(ctx, ended.ssoIdToken) : null;
    if (logoutUrl) return { logout_url: logoutUrl };
    return reply.code(204).send();
  });

  route(app, authApi.requestPasswordReset, { config: { auth: "public", csrf: false } }, async (req) => {
    await requestPasswordReset(ctx, req.body.user.email, req.ip);
    return {
      message: "If the address belongs to an account, a mail with a link to reset the password is on its way.",
    };
  });

  route(app, authApi.resetPassword, { config: { auth: "public", csrf: false } }, async (req) => {
    const { reset_password_token, password, password_confirmation } = req.body.user;
    await resetPassword(ctx, reset_password_token, password, password_confirmation);
    return { message: "Your password has been changed. You can sign in now." };
  });

  route(app, authApi.registration, { config: { auth: "member" } }, async (req) =>
    presentMember(req, currentMember(req)),
  );

  route(app, authApi.updateRegistration, { config: { auth: "member" } }, async (req) => {
    const current = currentMember(req);
    const updated = await updateRegistration(ctx, current, req.session?.tokenHash ?? "", req.body.user);
    req.member = updated;
    return presentMember(req, updated);
  });
};
