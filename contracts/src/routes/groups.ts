import { z } from "zod";
import { errorResponse, idParams } from "../common.js";
import {
  archiveResponse,
  favoriteResponse,
  group,
  groupCreateBody,
  groupNavigation,
  groupNewQuery,
  groupNewResponse,
  groupSlugParams,
  groupUpdateBody,
  inviteList,
  inviteListQuery,
  joinRequestList,
  joinRequestParams,
  joinResponse,
  memberRoleParams,
  memberRolesBody,
  membershipInvitesBody,
  membershipInvitesResponse,
  membershipRole,
  membershipRoleBody,
  membershipRoleList,
  myGroupsResponse,
  redirectResponse,
  rejectJoinRequestBody,
  roleParams,
  subscriptionResponse,
} from "../groups.js";
import { appointmentInviteList, appointmentInviteListQuery } from "../participation.js";
import { defineRoutes, routeVariant } from "../route.js";

const errors = { 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };
const roleErrors = { 403: errorResponse, 404: errorResponse, 422: errorResponse };

export const joinRequestDecision = z.object({ status: z.enum(["approved", "rejected"]) });
export const inviteAnswer = z.object({ status: z.enum(["accepted", "declined"]), redirect: z.string() });
export const roleDeleted = z.object({ deleted: z.boolean() });
export const memberRoleIds = z.object({ role_ids: z.array(z.string()) });

const slug = { params: groupSlugParams } as const;
const join = { ...slug, response: { 200: joinResponse, ...errors } } as const;
const favorite = { ...slug, response: { 200: favoriteResponse, ...errors } } as const;
const subscription = { ...slug, response: { 200: subscriptionResponse, ...errors } } as const;
const archive = { ...slug, response: { 200: archiveResponse, ...errors } } as const;

export const groupsApi = defineRoutes("groups", {
  newGroup: {
    method: "GET",
    path: "/api/v1/groups/new",
    query: groupNewQuery,
    response: { 200: groupNewResponse, 404: errorResponse },
  },
  /** Query budget: 3 statements (1 of them the session; the activity count is a column of the group's statement, the roles beside it) in 2 round trips, the same on any data size: server/src/modules/query-budgets.test.ts. */
  show: { method: "GET", path: "/api/v1/groups/:slug", ...slug, response: { 200: group, 404: errorResponse } },
  create: { method: "POST", path: "/groups", body: groupCreateBody, response: { 201: group, ...errors } },
  update: { method: "PUT", path: "/groups/:slug", ...slug, body: groupUpdateBody, response: { 200: group, ...errors } },
  destroy: { method: "DELETE", path: "/groups/:slug", ...slug, response: { 200: redirectResponse, ...errors } },
  archive: { method: "PUT", path: "/groups/:slug/archive", ...archive },
  unarchive: { method: "DELETE", path: "/groups/:slug/archive", ...archive },
  navigation: {
    method: "GET",
    path: "/groups/:slug/navigation",
    ...slug,
    response: { 200: groupNavigation, 404: errorResponse },
  },
  myGroups: { method: "GET", path: "/api/v1/my_groups", response: { 200: myGroupsResponse } },
  join: { method: "POST", path: "/api/v1/groups/:slug/join", ...join },
  leave: { method: "DELETE", path: "/api/v1/groups/:slug/join", ...join },
  favorite: { method: "POST", path: "/api/v1/groups/:slug/favorite", ...favorite },
  unfavorite: { method: "DELETE", path: "/api/v1/groups/:slug/favorite", ...favorite },
  subscribe: { method: "POST", path: "/groups/:slug/subscribe", ...subscription },
  unsubscribe: { method: "DELETE", path: "/groups/:slug/subscribe", ...subscription },
  /** The same as subscribe/unsubscribe under the API prefix, as the spec serves both. */
  apiSubscribe: { method: "POST", path: "/api/v1/groups/:slug/subscribe", ...subscription },
  apiUnsubscribe: { method: "DELETE", path: "/api/v1/groups/:slug/subscribe", ...subscription },
  joinRequests: {
    method: "GET",
    path: "/groups/:slug/administration/join_requests",
    ...slug,
    response: { 200: joinRequestList, ...errors },
  },
  approveJoinRequest: {
    method: "POST",
    path: "/groups/:slug/administration/join_requests/:id/approve",
    params: joinRequestParams,
    response: { 200: joinRequestDecision, ...errors },
  },
  rejectJoinRequest: {
    method: "POST",
    path: "/groups/:slug/administration/join_requests/:id/reject",
    params: joinRequestParams,
    body: rejectJoinRequestBody,
    response: { 200: joinRequestDecision, ...errors },
  },
  roles: {
    method: "GET",
    path: "/groups/:slug/membership_roles",
    ...slug,
    response: { 200: membershipRoleList, ...roleErrors },
  },
  createRole: {
    method: "POST",
    path: "/groups/:slug/membership_roles",
    ...slug,
    body: membershipRoleBody,
    response: { 201: membershipRole, ...roleErrors },
  },
  updateRole: {
    method: "PUT",
    path: "/groups/:slug/membership_roles/:id",
    params: roleParams,
    body: membershipRoleBody,
    response: { 200: membershipRole, ...roleErrors },
  },
  deleteRole: {
    method: "DELETE",
    path: "/groups/:slug/membership_roles/:id",
    params: roleParams,
    response: { 200: roleDeleted, ...roleErrors },
  },
  memberRoles: {
    method: "GET",
    path: "/groups/:slug/members/:memberId/roles",
    params: memberRoleParams,
    response: { 200: memberRoleIds, ...roleErrors },
  },
  setMemberRoles: {
    method: "PUT",
    path: "/groups/:slug/members/:memberId/roles",
    params: memberRoleParams,
    body: memberRolesBody,
    response: { 200: memberRoleIds, ...roleErrors },
  },
});

const sent = { 200: membershipInvitesResponse, ...errors };
const invites = { query: inviteListQuery, response: { 200: inviteList, ...errors } } as const;

/** Internal group invitations: sending, the invitee's open list, accept and decline, sent lists. */
export const invitesApi = defineRoutes("invites", {
  invite: { method: "POST", path: "/membership_invites", body: membershipInvitesBody, response: sent },
  inviteIntoGroup: {
    method: "POST",
    path: "/groups/:slug/membership_invites",
    ...slug,
    body: membershipInvitesBody,
    response: sent,
  },
  /** A group category's administrators invite into the category's groups. */
  inviteIntoCategory: {
    method: "POST",
    path: "/group-categories/:id/membership_invites",
    params: idParams,
    body: membershipInvitesBody,
    response: sent,
  },
  /** filter=appointments lists appointment invites (participation module); groups is the default. */
  received: {
    method: "GET",
    path: "/api/v1/invites",
    query: z.union([appointmentInviteListQuery, inviteListQuery]),
    response: { 200: z.union([appointmentInviteList, inviteList]), ...errors },
  },
  sent: { method: "GET", path: "/api/v1/invites/sent", ...invites },
  sentOfGroup: { method: "GET", path: "/api/v1/groups/:slug/invites/sent", ...slug, ...invites },
  accept: {
    method: "POST",
    path: "/api/v1/invites/:id/accept",
    params: idParams,
    response: { 200: inviteAnswer, ...errors },
  },
  decline: {
    method: "POST",
    path: "/api/v1/invites/:id/decline",
    params: idParams,
    response: { 200: inviteAnswer, ...errors },
  },
});

/** The received list with filter=groups (the default): the member's group invitations. */
export const receivedGroupInvites = routeVariant(invitesApi.received, { query: inviteListQuery, success: inviteList });

/** The received list with filter=appointments: the member's appointment invitations (participation module). */
export const receivedAppointmentInvites = routeVariant(invitesApi.received, {
  query: appointmentInviteListQuery,
  success: appointmentInviteList,
});
