import {
  type CreateDeviceBody,
  type DeviceNotificationSettings,
  devicesApi,
  type MemberSettings,
  membersApi,
  messagesApi,
  type ProfileFields,
  type PropertyValues,
} from "@intranet/contracts";
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

export const saveOnboardingProfile = (member: {
  profile: Partial<ProfileFields>;
  profile_properties?: PropertyValues;
}) => api(membersApi.onboardingProfile, { body: { member } });

export const devicesQuery = queryOptions({
  queryKey: ["devices"],
  queryFn: ({ signal }) => api(devicesApi.list, {}, { signal }),
});

export const registerDevice = (body: CreateDeviceBody) => api(devicesApi.create, { body });
export const removeDevice = (id: string) => api(devicesApi.remove, { params: { id } });
export const saveDeviceSettings = (id: string, notifications: Partial<DeviceNotificationSettings>) =>
  api(devicesApi.updateSettings, { params: { id }, body: { notifications } });
