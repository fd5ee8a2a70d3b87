import { type inviteListQuery, invitesApi } from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden, notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { canInvite, loadGroup } from "./group-access.js";
import type { InviteListFilter } from "./groups.repo.js";
import { acceptedInviteRedirect, invitesPage } from "./groups.service.js";
import { inviteIntoCategory, inviteMembers } from "./invites.service.js";
import { answerInvite } from "./membership.service.js";

/** Internal group invitations: sending, the invitee's open list, accept and decline, sent lists. */
export const invitesRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  const list = (req: FastifyRequest, filter: InviteListFilter, q: z.infer<typeof inviteListQuery>) =>
    invitesPage(ctx.db, req, filter, q);

  route(app, invitesApi.invite, member, async (req) => {
    const invited = await inviteMembers(ctx, currentMember(req), null, req.body.membership_invites);
    return { invited, message: `${invited} invitation(s) sent.` };
  });
  route(app, invitesApi.inviteIntoGroup, member, async (req) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    if (!canInvite(g)) throw forbidden("You may not invite members into this group.");
    const invited = await inviteMembers(ctx, g.member, g.group, req.body.membership_invites);
    return { invited, message: `${invited} invitation(s) sent.` };
  });
  route(app, invitesApi.inviteIntoCategory, member, async (req) => {
    const invited = await inviteIntoCategory(ctx, currentMember(req), req.params.id, req.body.membership_invites);
    return { invited, message: `${invited} invitation(s) sent.` };
  });

  // filter=appointments lists appointment invites (participation module); groups is the default.
  route(app, invitesApi.received, member, async (req) => {
    const q = req.query;
    if (q.filter === "appointments") {
      const kind = ctx.modules.inviteKinds.get(q.filter);
      if (!kind) throw notFound();
      return kind.received(ctx, currentMember(req), q);
    }
    return list(req, { inviteeId: currentMember(req).id }, q);
  });
  route(app, invitesApi.sent, member, async (req) => list(req, { inviterId: currentMember(req).id }, req.query));
  route(app, invitesApi.sentOfGroup, member, async (req) => {
    const g = await loadGroup(ctx.db, req, req.params.slug);
    if (!g.can.administrate) throw forbidden();
    return list(req, { groupId: g.group.id }, req.query);
  });

  route(app, invitesApi.accept, member, async (req) => {
    for (const kind of ctx.modules.inviteKinds.values()) {
      const answered = await kind.answer(ctx, currentMember(req), req.params.id, true);
      if (answered) return answered;
    }
    const invite = await answerInvite(ctx, currentMember(req), req.params.id, true);
    return { status: "accepted" as const, redirect: await acceptedInviteRedirect(ctx.db, invite.groupId) };
  });
  route(app, invitesApi.decline, member, async (req) => {
    await answerInvite(ctx, currentMember(req), req.params.id, false);
    return { status: "declined" as const, redirect: "/invites" };
  });
};
