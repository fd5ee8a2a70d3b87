import { errorResponse, idParams } from "../common.js";
import { membershipRole, membershipRoleBody } from "../groups.js";
import {
  addToGroupBody,
  adminGroupMemberships,
  adminMember,
  adminMemberBatchBody,
  adminMemberBatchResponse,
  adminMemberCreateBody,
  adminMemberDetail,
  adminMemberList,
  adminMemberListQuery,
  adminMemberUpdateBody,
  groupAdminBody,
  groupMemberParams,
  groupMembershipState,
  memberGroupParams,
  networkRoleList,
} from "../member-admin.js";
import { defineRoutes, noContent } from "../route.js";
import { roleDeleted } from "./groups.js";

const errors = { 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

/**
 * Members administration (administration.md §2, §7 "Members"): the members table, member creation and editing, the
 * member manager dropdown's actions, a member's group memberships and the network's membership roles, for network
 * administrators (403 to other members); a group's own administrators remove members and appoint administrators.
 */
export const memberAdminApi = defineRoutes("member-admin", {
  list: {
    method: "GET",
    path: "/administration/members",
    query: adminMemberListQuery,
    response: { 200: adminMemberList, ...errors },
  },
  show: {
    method: "GET",
    path: "/administration/members/:id",
    params: idParams,
    response: { 200: adminMemberDetail, ...errors },
  },
  create: {
    method: "POST",
    path: "/administration/members",
    body: adminMemberCreateBody,
    response: { 201: adminMember, ...errors },
  },
  update: {
    method: "PUT",
    path: "/administration/members/:id",
    params: idParams,
    body: adminMemberUpdateBody,
    response: { 200: adminMember, ...errors },
  },
  destroy: {
    method: "DELETE",
    path: "/administration/members/:id",
    params: idParams,
    response: { 204: noContent, ...errors },
  },
  batch: {
    method: "POST",
    path: "/administration/members/batch",
    body: adminMemberBatchBody,
    response: { 200: adminMemberBatchResponse, ...errors },
  },
  resetTwoFactor: {
    method: "DELETE",
    path: "/administration/members/:id/authentication/factors",
    params: idParams,
    response: { 204: noContent, ...errors },
  },
  groupMemberships: {
    method: "GET",
    path: "/administration/members/:id/group-memberships",
    params: idParams,
    response: { 200: adminGroupMemberships, ...errors },
  },
  addToGroup: {
    method: "POST",
    path: "/administration/members/:id/group-memberships",
    params: idParams,
    body: addToGroupBody,
    response: { 201: groupMembershipState, ...errors },
  },
  setGroupAdmin: {
    method: "PUT",
    path: "/administration/members/:id/group-memberships/:groupId",
    params: memberGroupParams,
    body: groupAdminBody,
    response: { 200: groupMembershipState, ...errors },
  },
  removeFromGroup: {
    method: "DELETE",
    path: "/administration/members/:id/group-memberships/:groupId",
    params: memberGroupParams,
    response: { 204: noContent, ...errors },
  },
  groupSetAdmin: {
    method: "PUT",
    path: "/groups/:slug/members/:memberId/admin",
    params: groupMemberParams,
    body: groupAdminBody,
    response: { 200: groupMembershipState, ...errors },
  },
  groupRemoveMember: {
    method: "DELETE",
    path: "/groups/:slug/members/:memberId",
    params: groupMemberParams,
    response: { 204: noContent, ...errors },
  },
  roles: {
    method: "GET",
    path: "/administration/membership_roles",
    response: { 200: networkRoleList, ...errors },
  },
  createRole: {
    method: "POST",
    path: "/administration/membership_roles",
    body: membershipRoleBody,
    response: { 201: membershipRole, ...errors },
  },
  updateRole: {
    method: "PUT",
    path: "/administration/membership_roles/:id",
    params: idParams,
    body: membershipRoleBody,
    response: { 200: membershipRole, ...errors },
  },
  deleteRole: {
    method: "DELETE",
    path: "/administration/membership_roles/:id",
    params: idParams,
    response: { 200: roleDeleted, ...errors },
  },
});
