import {
  appointmentRefParams,
  contactPayload,
  contactResponse,
  errorResponse,
  idParams,
  inviteAnswered,
  meetingRoom,
  meetingRoomList,
  meetingRoomQuery,
  participant,
  participantAddPayload,
  participantAddResponse,
  participantList,
  participantListQuery,
  participantParams,
  participantUpdatePayload,
  participationConfig,
  participationList,
  participationListQuery,
  startMeetingResponse,
} from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { sendDownload } from "../../http/downloads.js";
import { forbidden, notFound } from "../../http/errors.js";
import { answerInvite } from "../groups/membership.service.js";
import { attendeesCsv, attendeesXlsx, contactAttendees } from "./attendees.service.js";
import { answerAppointmentInvite, listParticipations } from "./invites.service.js";
import { meetingRooms, startMeeting } from "./meetings.service.js";
import {
  addParticipantsTo,
  loadForParticipation,
  presentedParticipants,
  removeParticipant,
  setParticipantStatus,
} from "./participants.service.js";
import { effectiveParticipants, statusCounts } from "./participation.repo.js";
import { createRoom, deleteRoom } from "./rooms.repo.js";
import { videoProvider } from "./video-provider.js";

const tags = ["participation"];

const errors = { 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

/** Participants, RSVP, invites, attendee lists, contacting attendees, meeting rooms and online meetings. */
export const participationRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/appointments/participation_config",
    { config: { auth: "member" }, schema: { tags, response: { 200: participationConfig } } },
    async () => ({
      video_meetings: videoProvider(ctx.config) !== null,
      teams: false,
      opt_retroactively: ctx.config.optRetroactively,
      email_attachment_size_limit_mb: ctx.config.mailAttachmentLimitMb,
    }),
  );

  app.get(
    "/appointments/:id/participants",
    {
      config: { auth: "member" },
      schema: {
        tags,
        params: appointmentRefParams,
        querystring: participantListQuery,
        response: { 200: participantList, ...errors },
      },
    },
    async (req) => {
      const { can, scope } = await loadForParticipation(ctx, currentMember(req), req.params.id, req.memo);
      if (!can.show_attendees) throw forbidden("Only administrators may see the participants.");
      const q = req.query;
      const [rows, counts] = await Promise.all([
        effectiveParticipants(ctx.db, scope, { status: q.status, limit: q.limit, offset: (q.page - 1) * q.limit }),
        statusCounts(ctx.db, scope),
      ]);
      const total = q.status ? counts[q.status] : counts.accepted + counts.declined + counts.open;
      return {
        participants: await presentedParticipants(ctx.db, rows),
        meta: {
          page: q.page,
          per_page: q.limit,
          total_count: total,
          total_pages: Math.max(1, Math.ceil(total / q.limit)),
        },
        counts,
      };
    },
  );

  app.post(
    "/appointments/:id/participants",
    {
      config: { auth: "member" },
      schema: {
        tags,
        params: appointmentRefParams,
        body: participantAddPayload,
        response: { 201: participantAddResponse, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await addParticipantsTo(ctx, currentMember(req), req.params.id, req.body, req.memo)),
  );

  app.put(
    "/appointments/:id/participants/:participationId",
    {
      config: { auth: "member" },
      schema: {
        tags,
        params: participantParams,
        body: participantUpdatePayload,
        response: { 200: participant, ...errors },
      },
    },
    async (req) => {
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
    },
  );

  app.delete(
    "/appointments/:id/participants/:participationId",
    { config: { auth: "member" }, schema: { tags, params: participantParams } },
    async (req, reply) => {
      if (req.params.participationId === "me") throw notFound();
      await removeParticipant(ctx, currentMember(req), req.params.id, req.params.participationId, req.memo);
      return reply.code(204).send();
    },
  );

  app.get(
    "/appointments/:id/attendees.csv",
    { config: { auth: "member" }, schema: { tags, params: appointmentRefParams } },
    async (req, reply) => {
      const body = await attendeesCsv(ctx, currentMember(req), req.params.id, req.memo);
      return sendDownload(reply, {
        contentType: "text/csv; charset=utf-8",
        filename: `attendees-${req.params.id}.csv`,
        body,
      });
    },
  );

  app.get(
    "/appointments/:id/attendees.xlsx",
    { config: { auth: "member" }, schema: { tags, params: appointmentRefParams } },
    async (req, reply) => {
      const body = await attendeesXlsx(ctx, currentMember(req), req.params.id, req.memo);
      return sendDownload(reply, {
        contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        filename: `attendees-${req.params.id}.xlsx`,
        body,
      });
    },
  );

  app.post(
    "/appointments/:id/contact",
    {
      config: { auth: "member" },
      schema: {
        tags,
        params: appointmentRefParams,
        body: contactPayload,
        response: { 200: contactResponse, ...errors },
      },
    },
    async (req) => contactAttendees(ctx, currentMember(req), req.params.id, req.body, req.memo),
  );

  app.post(
    "/appointments/:id/start-meeting",
    {
      config: { auth: "member" },
      schema: { tags, params: appointmentRefParams, response: { 200: startMeetingResponse, ...errors } },
    },
    async (req) => startMeeting(ctx, currentMember(req), req.params.id, req.memo),
  );

  app.get(
    "/meeting_rooms",
    {
      config: { auth: "member" },
      schema: { tags, querystring: meetingRoomQuery, response: { 200: meetingRoomList, ...errors } },
    },
    async (req) => meetingRooms(ctx, req.query),
  );

  app.post(
    "/meeting_rooms",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        body: z.object({ meeting_room: z.object({ name: z.string().trim().min(1, "can't be blank").max(200) }) }),
        response: { 201: meetingRoom, ...errors },
      },
    },
    async (req, reply) => {
      const row = await createRoom(ctx.db, req.body.meeting_room.name);
      return reply.code(201).send({ id: row.id, name: row.name, occupied: false });
    },
  );

  app.delete(
    "/meeting_rooms/:id",
    { config: { auth: "admin" }, schema: { tags, params: idParams } },
    async (req, reply) => {
      await deleteRoom(ctx.db, req.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/v1/participations",
    {
      config: { auth: "member" },
      schema: { tags, querystring: participationListQuery, response: { 200: participationList, ...errors } },
    },
    async (req) => listParticipations(ctx, currentMember(req), req.query),
  );

  // Accept lives with the groups module's route, which hands appointment invites to this module.
  app.post(
    "/api/v1/invites/:id/reject",
    { config: { auth: "member" }, schema: { tags, params: idParams, response: { 200: inviteAnswered, ...errors } } },
    async (req) => {
      const member = currentMember(req);
      const answered = await answerAppointmentInvite(ctx, member, req.params.id, false);
      if (answered) return answered;
      await answerInvite(ctx.db, member, req.params.id, false);
      return { status: "declined" as const, redirect: "/invites" };
    },
  );
};
