import type {
  ApplyTo,
  AppointmentInviteList,
  ContactPayload,
  InviteStatus,
  MeetingRoom,
  ParticipantAddPayload,
  ParticipantAddResponse,
  ParticipantList,
  ParticipationConfig,
  ParticipationList,
  ParticipationStatus,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../api/client";

const enc = encodeURIComponent;

export const participationConfigQuery = queryOptions({
  queryKey: ["participation", "config"],
  queryFn: ({ signal }) => apiGet<ParticipationConfig>("/appointments/participation_config", { signal }),
  staleTime: 5 * 60_000,
});

export const participantsQuery = (id: string, page: number, limit = 50) =>
  queryOptions({
    queryKey: ["participation", "participants", id, page, limit],
    queryFn: ({ signal }) =>
      apiGet<ParticipantList>(`/appointments/${enc(id)}/participants`, { query: { page, limit }, signal }),
    placeholderData: (previous) => previous,
  });

export const appointmentInvitesQuery = (status: InviteStatus, page: number) =>
  queryOptions({
    queryKey: ["participation", "invites", status, page],
    queryFn: ({ signal }) =>
      apiGet<AppointmentInviteList>("/api/v1/invites", {
        query: { filter: "appointments", status, limit: 50, page },
        signal,
      }),
  });

export const participationsQuery = (status: "upcoming" | "accepted" | "declined", page: number) =>
  queryOptions({
    queryKey: ["participation", "participations", status, page],
    queryFn: ({ signal }) =>
      apiGet<ParticipationList>("/api/v1/participations", { query: { status, limit: 20, page }, signal }),
  });

export const meetingRoomsQuery = (range: { start: string; end: string; appointmentId?: string; roomId?: string }) =>
  queryOptions({
    queryKey: ["participation", "rooms", range],
    queryFn: ({ signal }) =>
      apiGet<MeetingRoom[]>("/meeting_rooms", {
        query: {
          filter: "reservable",
          start: range.start,
          end: range.end,
          appointment_id: range.appointmentId,
          room_id: range.roomId,
        },
        signal,
      }),
  });

export const addParticipants = (id: string, body: ParticipantAddPayload) =>
  apiSend<ParticipantAddResponse>("POST", `/appointments/${enc(id)}/participants`, body);

export const setParticipantStatus = (
  id: string,
  participationId: string,
  status: ParticipationStatus,
  applyTo?: ApplyTo,
) =>
  apiSend("PUT", `/appointments/${enc(id)}/participants/${enc(participationId)}`, {
    participant: { status },
    ...(applyTo ? { apply_to: applyTo } : {}),
  });

export const removeParticipant = (id: string, participationId: string) =>
  apiSend("DELETE", `/appointments/${enc(id)}/participants/${enc(participationId)}`);

export const answerInvite = (inviteId: string, accept: boolean) =>
  apiSend<{ status: string; redirect: string }>(
    "POST",
    `/api/v1/invites/${enc(inviteId)}/${accept ? "accept" : "reject"}`,
  );

export const contactAttendees = (id: string, body: ContactPayload) =>
  apiSend<{ recipients: number }>("POST", `/appointments/${enc(id)}/contact`, body);

export const startMeeting = (id: string) =>
  apiSend<{ join_url: string }>("POST", `/appointments/${enc(id)}/start-meeting`);

/** After any answer: the appointment views, the invite lists and the unread counts. */
export async function refreshParticipation(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["participation"] }),
    queryClient.invalidateQueries({ queryKey: ["appointments"] }),
    queryClient.invalidateQueries({ queryKey: ["unreads"] }),
  ]);
}
