import { participationApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { sendDownload } from "../../http/downloads.js";
import { notFound } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { answerInvite } from "../groups/membership.service.js";
import { attendeesCsv, attendeesXlsx, contactAttendees } from "./attendees.service.js";
import { answerAppointmentInvite, listParticipations } from "./invites.service.js";
import { addMeetingRoom, meetingRooms, removeMeetingRoom, startMeeting } from "./meetings.service.js";
import {
  addParticipantsTo,
  participantsPage,
  presentedParticipants,
  removeParticipant,
  setParticipantStatus,
} from "./participants.service.js";
import { videoProvider } from "./video-provider.js";

/** Participants, RSVP, invites, attendee lists, contacting attendees, meeting rooms and online meetings. */
export const participationRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, participationApi.config, { config: { auth: "member" } }, async () => ({
    video_meetings: videoProvider(ctx.config) !== null,
    teams: false,
    opt_retroactively: ctx.config.optRetroactively,
    email_attachment_size_limit_mb: ctx.config.mailAttachmentLimitMb,
  }));

  route(app, participationApi.participants, { config: { auth: "member" } }, (req) =>
    participantsPage(ctx, currentMember(req), req.params.id, req.query, req.memo),
  );

  route(app, participationApi.addParticipants, { config: { auth: "member" } }, async (req, reply) =>
    reply.code(201).send(await addParticipantsTo(ctx, currentMember(req), req.params.id, req.body, req.memo)),
  );

  route(app, participationApi.updateParticipant, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const row = await setParticipantStatus(
      ctx,
      member,
      req.params.id,
      req.params.participationId,
      req.body.participant.status,
      req.body.apply_to,
      req.memo,
    );
    const [presented] = await presentedParticipants(ctx.db, [
      { id: row.id, member_id: row.memberId, status: row.status, group_id: row.groupId, role_id: row.roleId },
    ]);
    if (!presented) throw notFound();
    return presented;
  });

  route(app, participationApi.removeParticipant, { config: { auth: "member" } }, async (req, reply) => {
    if (req.params.participationId === "me") throw notFound();
    await removeParticipant(ctx, currentMember(req), req.params.id, req.params.participationId, req.memo);
    return reply.code(204).send();
  });

  route(app, participationApi.attendeesCsv, { config: { auth: "member" } }, async (req, reply) => {
    const body = await attendeesCsv(ctx, currentMember(req), req.params.id, req.memo);
    return sendDownload(reply, {
      contentType: "text/csv; charset=utf-8",
      filename: `attendees-${req.params.id}.csv`,
      body,
    });
  });

  route(app, participationApi.attendeesXlsx, { config: { auth: "member" } }, async (req, reply) => {
    const body = await attendeesXlsx(ctx, currentMember(req), req.params.id, req.memo);
    return sendDownload(reply, {
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      filename: `attendees-${req.params.id}.xlsx`,
      body,
    });
  });

  route(app, participationApi.contact, { config: { auth: "member" } }, async (req) =>
    contactAttendees(ctx, currentMember(req), req.params.id, req.body, req.memo),
  );

  route(app, participationApi.startMeeting, { config: { auth: "member" } }, async (req) =>
    startMeeting(ctx, currentMember(req), req.params.id, req.memo),
  );

  route(app, participationApi.meetingRooms, { config: { auth: "member" } }, async (req) =>
    meetingRooms(ctx, req.query),
  );

  route(app, participationApi.createMeetingRoom, { config: { auth: "admin" } }, async (req, reply) => {
    return reply.code(201).send(await addMeetingRoom(ctx.db, req.body.meeting_room.name));
  });

  route(app, participationApi.deleteMeetingRoom, { config: { auth: "admin" } }, async (req, reply) => {
    await removeMeetingRoom(ctx.db, req.params.id);
    return reply.code(204).send();
  });

  route(app, participationApi.participations, { config: { auth: "member" } }, async (req) =>
    listParticipations(ctx, currentMember(req), req.query),
  );

  // Accept lives with the groups module's route, which hands appointment invites to this module.
  route(app, participationApi.rejectInvite, { config: { auth: "member" } }, async (req) => {
    const member = currentMember(req);
    const answered = await answerAppointmentInvite(ctx, member, req.params.id, false);
    if (answered) return answered;
    await answerInvite(ctx, member, req.params.id, false);
    return { status: "declined" as const, redirect: "/invites" };
  });
};
