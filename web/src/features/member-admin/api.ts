import {
  type AdminMemberCreateBody,
  type AdminMemberListQuery,
  type AdminMemberUpdateBody,
  type MembershipRoleBody,
  memberAdminApi,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const MEMBERS = "/administration/members";
export const ROLES = "/administration/membership_roles";

export const adminMembersQuery = (query: AdminMemberListQuery) =>
  queryOptions({
    queryKey: ["member-admin", "members", query],
    queryFn: ({ signal }) => api(memberAdminApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

export const adminMemberQuery = (id: string) =>
  queryOptions({
    queryKey: ["member-admin", "member", id],
    queryFn: ({ signal }) => api(memberAdminApi.show, { params: { id } }, { signal }),
  });

export const groupMembershipsQuery = (id: string) =>
  queryOptions({
    queryKey: ["member-admin", "group-memberships", id],
    queryFn: ({ signal }) => api(memberAdminApi.groupMemberships, { params: { id } }, { signal }),
  });

export const networkRolesQuery = queryOptions({
  queryKey: ["member-admin", "roles"],
  queryFn: ({ signal }) => api(memberAdminApi.roles, {}, { signal }),
});

/** Everything these screens show, refetched after a change. */
export const refreshMemberAdmin = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ["member-admin"] });

export const createMember = (body: AdminMemberCreateBody) => api(memberAdminApi.create, { body });
export const updateMember = (id: string, user: AdminMemberUpdateBody["user"]) =>
  api(memberAdminApi.update, { params: { id }, body: { user } });
export const deleteMember = (id: string) => api(memberAdminApi.destroy, { params: { id } });
export const resetTwoFactor = (id: string) => api(memberAdminApi.resetTwoFactor, { params: { id } });
export const batchMembers = (member_ids: string[], action: "lock" | "unlock") =>
  api(memberAdminApi.batch, { body: { member_ids, action } });

export const setGroupAdmin = (id: string, groupId: string, is_admin: boolean) =>
  api(memberAdminApi.setGroupAdmin, { params: { id, groupId }, body: { is_admin } });
export const addToGroup = (id: string, groupId: string) =>
  api(memberAdminApi.addToGroup, { params: { id }, body: { group_id: groupId } });

export const removeFromGroup = (id: string, groupId: string) =>
  api(memberAdminApi.removeFromGroup, { params: { id, groupId } });

export const createRole = (body: MembershipRoleBody) => api(memberAdminApi.createRole, { body });
export const deleteRole = (id: string) => api(memberAdminApi.deleteRole, { params: { id } });
