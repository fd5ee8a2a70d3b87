import {
  type ApplyTo,
  type ContactPayload,
  type InviteStatus,
  invitesApi,
  type ParticipantAddPayload,
  type ParticipationStatus,
  participationApi,
  receivedAppointmentInvites,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const participationConfigQuery = queryOptions({
  queryKey: ["participation", "config"],
  queryFn: ({ signal }) => api(participationApi.config, {}, { signal }),
  staleTime: 5 * 60_000,
});

export const participantsQuery = (id: string, page: number, limit = 50) =>
  queryOptions({
    queryKey: ["participation", "participants", id, page, limit],
    queryFn: ({ signal }) => api(participationApi.participants, { params: { id }, query: { page, limit } }, { signal }),
    placeholderData: (previous) => previous,
  });

export const appointmentInvitesQuery = (status: InviteStatus, page: number) =>
  queryOptions({
    queryKey: ["participation", "invites", status, page],
    queryFn: ({ signal }) =>
      api(receivedAppointmentInvites, { query: { filter: "appointments", status, limit: 50, page } }, { signal }),
  });

export const participationsQuery = (status: "upcoming" | "accepted" | "declined", page: number) =>
  queryOptions({
    queryKey: ["participation", "participations", status, page],
    queryFn: ({ signal }) => api(participationApi.participations, { query: { status, limit: 20, page } }, { signal }),
  });

export const meetingRoomsQuery = (range: { start: string; end: string; appointmentId?: string; roomId?: string }) =>
  queryOptions({
    queryKey: ["participation", "rooms", range],
    queryFn: ({ signal }) =>
      api(
        participationApi.meetingRooms,
        {
          query: {
            filter: "reservable",
            start: range.start,
            end: range.end,
            appointment_id: range.appointmentId,
            room_id: range.roomId,
          },
        },
        { signal },
      ),
  });

export const addParticipants = (id: string, body: ParticipantAddPayload) =>
  api(participationApi.addParticipants, { params: { id }, body });

export const setParticipantStatus = (
  id: string,
  participationId: string,
  status: ParticipationStatus,
  applyTo?: ApplyTo,
) =>
  api(participationApi.updateParticipant, {
    params: { id, participationId },
    body: { participant: { status }, ...(applyTo ? { apply_to: applyTo } : {}) },
  });

export const removeParticipant = (id: string, participationId: string) =>
  api(participationApi.removeParticipant, { params: { id, participationId } });

export const answerInvite = (inviteId: string, accept: boolean) =>
  api(accept ? invitesApi.accept : participationApi.rejectInvite, { params: { id: inviteId } });

export const contactAttendees = (id: string, body: ContactPayload) =>
  api(participationApi.contact, { params: { id }, body });

export const startMeeting = (id: string) => api(participationApi.startMeeting, { params: { id } });

/** After any answer: the appointment views, the invite lists and the unread counts. */
export async function refreshParticipation(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["participation"] }),
    queryClient.invalidateQueries({ queryKey: ["appointments"] }),
    queryClient.invalidateQueries({ queryKey: ["unreads"] }),
  ]);
}
