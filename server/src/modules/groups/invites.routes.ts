import {
  appointmentInviteList,
  appointmentInviteListQuery,
  errorResponse,
  groupSlugParams,
  idParams,
  inviteList,
  inviteListQuery,
  membershipInvitesBody,
  membershipInvitesResponse,
} from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden } from "../../http/errors.js";
import { answerAppointmentInvite, listAppointmentInvites } from "../participation/invites.service.js";
import { presentInvites } from "./group.presenter.js";
import { canInvite, loadGroup } from "./group-access.js";
import { findGroupById, type InviteListFilter, listInvites } from "./groups.repo.js";
import { inviteMembers } from "./invites.service.js";
import { answerInvite } from "./membership.service.js";

const errors = { 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

/** Internal group invitations: sending, the invitee's open list, accept and decline, sent lists. */
export const invitesRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  const list = async (req: FastifyRequest, filter: InviteListFilter, q: z.infer<typeof inviteListQuery>) => {
    const { rows, total } = await listInvites(ctx.db, { ...filter, status: q.status }, q.limit, (q.page - 1) * q.limit);
    return {
      invites: await presentInvites(ctx.db, req, rows),
      meta: { page: q.page, per_page: q.limit, total_count: total },
    };
  };

  const sent = { 200: membershipInvitesResponse, ...errors };
  app.post(
    "/membership_invites",
    { ...member, schema: { tags: ["invites"], body: membershipInvitesBody, response: sent } },
    async (req) => {
      const invited = await inviteMembers(ctx, currentMember(req), null, req.body.membership_invites);
      return { invited, message: `${invited} invitation(s) sent.` };
    },
  );
  app.post(
    "/groups/:slug/membership_invites",
    { ...member, schema: { tags: ["invites"], params: groupSlugParams, body: membershipInvitesBody, response: sent } },
    async (req) => {
      const g = await loadGroup(ctx.db, req, req.params.slug);
      if (!canInvite(g)) throw forbidden("You may not invite members into this group.");
      const invited = await inviteMembers(ctx, g.member, g.group, req.body.membership_invites);
      return { invited, message: `${invited} invitation(s) sent.` };
    },
  );

  const listSchema = { tags: ["invites"], querystring: inviteListQuery, response: { 200: inviteList, ...errors } };
  // filter=appointments lists appointment invites (participation module); groups is the default.
  const anyInvites = {
    ...listSchema,
    querystring: z.union([appointmentInviteListQuery, inviteListQuery]),
    response: { 200: z.union([appointmentInviteList, inviteList]), ...errors },
  };
  app.get("/api/v1/invites", { ...member, schema: anyInvites }, async (req) => {
    const q = req.query;
    if (q.filter === "appointments") return listAppointmentInvites(ctx, currentMember(req), q);
    return list(req, { inviteeId: currentMember(req).id }, q);
  });
  app.get("/api/v1/invites/sent", { ...member, schema: listSchema }, async (req) =>
    list(req, { inviterId: currentMember(req).id }, req.query),
  );
  app.get(
    "/api/v1/groups/:slug/invites/sent",
    { ...member, schema: { ...listSchema, params: groupSlugParams } },
    async (req) => {
      const g = await loadGroup(ctx.db, req, req.params.slug);
      if (!g.can.administrate) throw forbidden();
      return list(req, { groupId: g.group.id }, req.query);
    },
  );

  const answered = z.object({ status: z.enum(["accepted", "declined"]), redirect: z.string() });
  const answerSchema = { tags: ["invites"], params: idParams, response: { 200: answered, ...errors } };
  app.post("/api/v1/invites/:id/accept", { ...member, schema: answerSchema }, async (req) => {
    const appointment = await answerAppointmentInvite(ctx, currentMember(req), req.params.id, true);
    if (appointment) return appointment;
    const invite = await answerInvite(ctx.db, currentMember(req), req.params.id, true);
    const g = await findGroupById(ctx.db, invite.groupId);
    return { status: "accepted" as const, redirect: g ? `/groups/${g.slug}` : "/invites" };
  });
  app.post("/api/v1/invites/:id/decline", { ...member, schema: answerSchema }, async (req) => {
    await answerInvite(ctx.db, currentMember(req), req.params.id, false);
    return { status: "declined" as const, redirect: "/invites" };
  });
};
