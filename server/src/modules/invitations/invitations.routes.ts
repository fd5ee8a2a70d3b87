import { invitationsApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { beginSession } from "../auth/sessions.service.js";
import { inviteByEmail, inviteSettings } from "./invitations.service.js";
import { readInviteBody } from "./invite-body.js";
import { invitesOfScope, renewInvitations, revokeInvites } from "./invite-list.service.js";
import { batchProgress } from "./invite-mails.service.js";
import { resolveScope, type ScopeBy, scopeOfQuery } from "./invite-scope.js";
import { invitationPreview, signUpWithInvitation } from "./sign-up.service.js";

/** Invitations by e-mail and CSV list, their lists and batch actions, and the sign-up page of their links. */
export const invitationsRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  const invite = async (req: FastifyRequest, by: ScopeBy) => {
    const scope = await resolveScope(ctx, req, by);
    if (!scope.can.invite_external && !scope.can.invite_external_guests) throw forbidden();
    return inviteByEmail(ctx, scope, await readInviteBody(req), req.ip);
  };

  route(app, invitationsApi.settings, member, async (req) =>
    inviteSettings(ctx, await resolveScope(ctx, req, scopeOfQuery(req.query))),
  );
  route(app, invitationsApi.invite, member, async (req, reply) =>
    reply.code(201).send(await invite(req, { network: true })),
  );
  route(app, invitationsApi.inviteIntoCategory, member, async (req, reply) =>
    reply.code(201).send(await invite(req, { categoryId: req.params.id })),
  );
  route(app, invitationsApi.inviteIntoGroup, member, async (req, reply) =>
    reply.code(201).send(await invite(req, { slug: req.params.slug })),
  );
  route(app, invitationsApi.batch, member, async (req) => batchProgress(ctx, currentMember(req), req.params.id));
  route(app, invitationsApi.list, member, async (req) => {
    const scope = await resolveScope(ctx, req, scopeOfQuery(req.query));
    return invitesOfScope(ctx, scope, req.query.status, req.query.page);
  });
  route(app, invitationsApi.renew, member, async (req) =>
    renewInvitations(ctx, currentMember(req), req.body.invite_ids, req.body.body),
  );
  route(app, invitationsApi.revoke, member, async (req) => revokeInvites(ctx, currentMember(req), req.body.invite_ids));

  route(app, invitationsApi.preview, { config: { auth: "public" } }, async (req) =>
    invitationPreview(ctx, req.params.token, req.ip),
  );
  route(app, invitationsApi.signUp, { config: { auth: "public", csrf: false } }, async (req, reply) => {
    const created = await signUpWithInvitation(ctx, req.params.token, req.body.user, req.ip);
    await beginSession(ctx, req, reply, created.id);
    return { redirect_to: "/" };
  });
};
