import type { MemberSettings, MemberSummary, ProfileFields } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../api/client";

export const memberSettingsQuery = (id: string) =>
  queryOptions({
    queryKey: ["members", id, "settings"],
    queryFn: ({ signal }) => apiGet<MemberSettings>(`/members/${encodeURIComponent(id)}/settings`, { signal }),
  });

export const saveMemberSettings = (id: string, settings: Partial<MemberSettings>) =>
  apiSend<MemberSettings>("PUT", `/members/${encodeURIComponent(id)}/settings`, { settings });

export const ignoredMembersQuery = queryOptions({
  queryKey: ["ignored-members"],
  queryFn: ({ signal }) => apiGet<{ members: MemberSummary[] }>("/api/v1/ignored_members", { signal }),
});

export const setIgnored = (id: string, ignored: boolean) =>
  apiSend<{ ignored: boolean }>(ignored ? "POST" : "DELETE", `/members/${encodeURIComponent(id)}/ignored`);

export const changeRequestFieldsQuery = queryOptions({
  queryKey: ["change-request-fields"],
  queryFn: ({ signal }) => apiGet<{ enabled: boolean; fields: string[] }>("/api/v1/change_requests/fields", { signal }),
});

export const sendChangeRequest = (values: Record<string, string | null>) =>
  apiSend<{ id: string; message: string }>("POST", "/change_requests", { change_request: values });

export const saveOnboardingProfile = (profile: Partial<ProfileFields>) =>
  apiSend<{ redirect_to: string }>("PUT", "/onboarding/profile", { member: { profile } });
