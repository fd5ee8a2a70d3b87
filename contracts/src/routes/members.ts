import { errorResponse, idParams } from "../common.js";
import {
  changeRequestBody,
  changeRequestFieldsResponse,
  changeRequestResponse,
  ignoredMembersResponse,
  member,
  memberSearchQuery,
  memberSearchResponse,
  memberSettings,
  memberSettingsBody,
  memberUpdateBody,
  onboardingProfileBody,
  onboardingProfileResponse,
} from "../members.js";
import { defineRoutes } from "../route.js";

const errors = { 403: errorResponse, 404: errorResponse, 422: errorResponse };

export const membersApi = defineRoutes("members", {
  search: {
    method: "GET",
    path: "/members",
    query: memberSearchQuery,
    response: { 200: memberSearchResponse, 404: errorResponse },
  },
  show: { method: "GET", path: "/members/:id", params: idParams, response: { 200: member, 404: errorResponse } },
  update: {
    method: "PUT",
    path: "/members/:id",
    params: idParams,
    body: memberUpdateBody,
    response: { 200: member, 404: errorResponse, 422: errorResponse },
  },
  profile: {
    method: "GET",
    path: "/api/v1/profiles/:id",
    params: idParams,
    response: { 200: member, 404: errorResponse },
  },
  settings: {
    method: "GET",
    path: "/members/:id/settings",
    params: idParams,
    response: { 200: memberSettings, ...errors },
  },
  updateSettings: {
    method: "PUT",
    path: "/members/:id/settings",
    params: idParams,
    body: memberSettingsBody,
    response: { 200: memberSettings, ...errors },
  },
  ignoredMembers: { method: "GET", path: "/api/v1/ignored_members", response: { 200: ignoredMembersResponse } },
  changeRequestFields: {
    method: "GET",
    path: "/api/v1/change_requests/fields",
    response: { 200: changeRequestFieldsResponse },
  },
  createChangeRequest: {
    method: "POST",
    path: "/change_requests",
    body: changeRequestBody,
    response: { 201: changeRequestResponse, ...errors },
  },
  onboardingProfile: {
    method: "PUT",
    path: "/onboarding/profile",
    body: onboardingProfileBody,
    response: { 200: onboardingProfileResponse, ...errors },
  },
});
