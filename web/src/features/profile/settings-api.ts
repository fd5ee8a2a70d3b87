import { type MemberSettings, membersApi, messagesApi, type ProfileFields } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const memberSettingsQuery = (id: string) =>
  queryOptions({
    queryKey: ["members", id, "settings"],
    queryFn: ({ signal }) => api(membersApi.settings, { params: { id } }, { signal }),
  });

export const saveMemberSettings = (id: string, settings: Partial<MemberSettings>) =>
  api(membersApi.updateSettings, { params: { id }, body: { settings } });

export const ignoredMembersQuery = queryOptions({
  queryKey: ["ignored-members"],
  queryFn: ({ signal }) => api(membersApi.ignoredMembers, {}, { signal }),
});

export const setIgnored = (id: string, ignored: boolean) =>
  api(ignored ? messagesApi.ignore : messagesApi.unignore, { params: { id } });

export const changeRequestFieldsQuery = queryOptions({
  queryKey: ["change-request-fields"],
  queryFn: ({ signal }) => api(membersApi.changeRequestFields, {}, { signal }),
});

export const sendChangeRequest = (values: Record<string, string | null>) =>
  api(membersApi.createChangeRequest, { body: { change_request: values } });

export const saveOnboardingProfile = (profile: Partial<ProfileFields>) =>
  api(membersApi.onboardingProfile, { body: { member: { profile } } });
