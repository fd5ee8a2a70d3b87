import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { SESSION_COOKIE, setSessionCookies } from "../../http/auth.js";
import { markSignedIn } from "../members/members-admin.repo.js";
import { createSession, deleteSession, takeSession } from "./sessions.repo.js";

/** Ends the session of this cookie token, if there is one (signing out), and gives back its row. */
export async function endSession(ctx: AppContext, token: string | undefined) {
  return token ? takeSession(ctx.db, token) : null;
}

/**
 * Replaces any session of this browser with a new one for the member (prevents session fixation); `ssoIdToken`: the
 * provider's ID token of a single sign-on, for its sign-out.
 */
export async function beginSession(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  memberId: string,
  ssoIdToken?: string,
) {
  const old = req.cookies[SESSION_COOKIE];
  if (old) await deleteSession(ctx.db, old);
  const { token, csrfToken } = await createSession(ctx.db, memberId, req.headers["user-agent"], ssoIdToken);
  setSessionCookies(ctx, reply, token, csrfToken);
  await markSignedIn(ctx.db, memberId);
}
