import { z } from "zod";
import { appointmentRefParams } from "../calendar.js";
import { errorResponse, idParams } from "../common.js";
import {
  contactPayload,
  contactResponse,
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
} from "../participation.js";
import { defineRoutes, fileResponse, noContent } from "../route.js";

const errors = { 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

export const meetingRoomCreateBody = z.object({
  meeting_room: z.object({ name: z.string().trim().min(1, "can't be blank").max(200) }),
});

export const participationApi = defineRoutes("participation", {
  config: { method: "GET", path: "/appointments/participation_config", response: { 200: participationConfig } },
  participants: {
    method: "GET",
    path: "/appointments/:id/participants",
    params: appointmentRefParams,
    query: participantListQuery,
    response: { 200: participantList, ...errors },
  },
  addParticipants: {
    method: "POST",
    path: "/appointments/:id/participants",
    params: appointmentRefParams,
    body: participantAddPayload,
    response: { 201: participantAddResponse, ...errors },
  },
  updateParticipant: {
    method: "PUT",
    path: "/appointments/:id/participants/:participationId",
    params: participantParams,
    body: participantUpdatePayload,
    response: { 200: participant, ...errors },
  },
  removeParticipant: {
    method: "DELETE",
    path: "/appointments/:id/participants/:participationId",
    params: participantParams,
    response: { 204: noContent, ...errors },
  },
  attendeesCsv: {
    method: "GET",
    path: "/appointments/:id/attendees.csv",
    params: appointmentRefParams,
    produces: "file",
    response: { 200: fileResponse, ...errors },
  },
  attendeesXlsx: {
    method: "GET",
    path: "/appointments/:id/attendees.xlsx",
    params: appointmentRefParams,
    produces: "file",
    response: { 200: fileResponse, ...errors },
  },
  contact: {
    method: "POST",
    path: "/appointments/:id/contact",
    params: appointmentRefParams,
    body: contactPayload,
    response: { 200: contactResponse, ...errors },
  },
  startMeeting: {
    method: "POST",
    path: "/appointments/:id/start-meeting",
    params: appointmentRefParams,
    response: { 200: startMeetingResponse, ...errors },
  },
  meetingRooms: {
    method: "GET",
    path: "/meeting_rooms",
    query: meetingRoomQuery,
    response: { 200: meetingRoomList, ...errors },
  },
  createMeetingRoom: {
    method: "POST",
    path: "/meeting_rooms",
    body: meetingRoomCreateBody,
    response: { 201: meetingRoom, ...errors },
  },
  deleteMeetingRoom: {
    method: "DELETE",
    path: "/meeting_rooms/:id",
    params: idParams,
    response: { 204: noContent, ...errors },
  },
  participations: {
    method: "GET",
    path: "/api/v1/participations",
    query: participationListQuery,
    response: { 200: participationList, ...errors },
  },
  rejectInvite: {
    method: "POST",
    path: "/api/v1/invites/:id/reject",
    params: idParams,
    response: { 200: inviteAnswered, ...errors },
  },
});
