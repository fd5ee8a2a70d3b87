import type {
  Group,
  GroupCreateBody,
  GroupNavigation,
  GroupNewResponse,
  GroupUpdateBody,
  InviteList,
  JoinRequest,
  MembershipInvitesBody,
  MembershipRole,
  MembershipRoleBody,
  MembershipStatus,
  MyGroupEntry,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../api/client";

const slugPath = (slug: string) => encodeURIComponent(slug);

export const groupQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", slug],
    queryFn: ({ signal }) => apiGet<Group>(`/api/v1/groups/${slugPath(slug)}`, { signal }),
  });

export const groupNavigationQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", slug, "navigation"],
    queryFn: ({ signal }) => apiGet<GroupNavigation>(`/groups/${slugPath(slug)}/navigation`, { signal }),
  });

export const newGroupQuery = (categorySlug: string) =>
  queryOptions({
    queryKey: ["groups", "new", categorySlug],
    queryFn: ({ signal }) =>
      apiGet<GroupNewResponse>("/api/v1/groups/new", { query: { group_category_slug: categorySlug }, signal }),
  });

export const myGroupsQuery = queryOptions({
  queryKey: ["my-groups"],
  queryFn: ({ signal }) => apiGet<{ groups: MyGroupEntry[] }>("/api/v1/my_groups", { signal }),
  staleTime: 60_000,
});

export const joinRequestsQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", slug, "join-requests"],
    queryFn: ({ signal }) =>
      apiGet<{ join_requests: JoinRequest[] }>(`/groups/${slugPath(slug)}/administration/join_requests`, { signal }),
  });

export type InviteScope = { kind: "received" } | { kind: "sent" } | { kind: "group-sent"; slug: string };
const invitePath = (scope: InviteScope) =>
  scope.kind === "received"
    ? "/api/v1/invites"
    : scope.kind === "sent"
      ? "/api/v1/invites/sent"
      : `/api/v1/groups/${slugPath(scope.slug)}/invites/sent`;

export const invitesQuery = (scope: InviteScope, page: number, status?: "open") =>
  queryOptions({
    queryKey: ["invites", scope, page, status],
    queryFn: ({ signal }) =>
      apiGet<InviteList>(invitePath(scope), { query: { filter: "groups", status, limit: 50, page }, signal }),
    placeholderData: (previous) => previous,
  });

export const rolesQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", slug, "roles"],
    queryFn: ({ signal }) =>
      apiGet<{ membership_roles: MembershipRole[]; back_link: string }>(`/groups/${slugPath(slug)}/membership_roles`, {
        signal,
      }),
  });

export const memberRolesQuery = (slug: string, memberId: string) =>
  queryOptions({
    queryKey: ["groups", slug, "member-roles", memberId],
    queryFn: ({ signal }) =>
      apiGet<{ role_ids: string[] }>(`/groups/${slugPath(slug)}/members/${encodeURIComponent(memberId)}/roles`, {
        signal,
      }),
  });

export const setMemberRoles = (slug: string, memberId: string, roleIds: string[]) =>
  apiSend<{ role_ids: string[] }>("PUT", `/groups/${slugPath(slug)}/members/${encodeURIComponent(memberId)}/roles`, {
    role_ids: roleIds,
  });

export const createGroup = (body: GroupCreateBody) => apiSend<Group>("POST", "/groups", body);
export const updateGroup = (slug: string, body: GroupUpdateBody) =>
  apiSend<Group>("PUT", `/groups/${slugPath(slug)}`, body);
export const deleteGroup = (slug: string) => apiSend<{ redirect: string }>("DELETE", `/groups/${slugPath(slug)}`);
export const setArchived = (slug: string, archived: boolean) =>
  apiSend<{ archived: boolean; redirect: string }>(archived ? "PUT" : "DELETE", `/groups/${slugPath(slug)}/archive`);

export const joinGroup = (slug: string) =>
  apiSend<{ membership_status_of_current_member: MembershipStatus }>("POST", `/api/v1/groups/${slugPath(slug)}/join`);
export const leaveGroup = (slug: string) =>
  apiSend<{ membership_status_of_current_member: MembershipStatus }>("DELETE", `/api/v1/groups/${slugPath(slug)}/join`);
export const setFavorite = (slug: string, on: boolean) =>
  apiSend<{ favorited: boolean }>(on ? "POST" : "DELETE", `/api/v1/groups/${slugPath(slug)}/favorite`);
export const setSubscribed = (slug: string, on: boolean) =>
  apiSend<{ subscription_status: string }>(on ? "POST" : "DELETE", `/groups/${slugPath(slug)}/subscribe`);

export const approveJoinRequest = (slug: string, id: string) =>
  apiSend<{ status: string }>("POST", `/groups/${slugPath(slug)}/administration/join_requests/${id}/approve`);
export const rejectJoinRequest = (slug: string, id: string, rejectionMessage: string) =>
  apiSend<{ status: string }>("POST", `/groups/${slugPath(slug)}/administration/join_requests/${id}/reject`, {
    rejection_message: rejectionMessage,
  });

export const sendInvites = (slug: string | null, body: MembershipInvitesBody) =>
  apiSend<{ invited: number; message: string }>(
    "POST",
    slug ? `/groups/${slugPath(slug)}/membership_invites` : "/membership_invites",
    body,
  );
export const answerInvite = (id: string, accept: boolean) =>
  apiSend<{ status: string; redirect: string }>("POST", `/api/v1/invites/${id}/${accept ? "accept" : "decline"}`);

export const saveRole = (slug: string, id: string | null, body: MembershipRoleBody) =>
  id
    ? apiSend<MembershipRole>("PUT", `/groups/${slugPath(slug)}/membership_roles/${id}`, body)
    : apiSend<MembershipRole>("POST", `/groups/${slugPath(slug)}/membership_roles`, body);
export const deleteRole = (slug: string, id: string) =>
  apiSend<{ deleted: boolean }>("DELETE", `/groups/${slugPath(slug)}/membership_roles/${id}`);

/** After a membership change: the group, its lists, the sidebar, the preload's my_groups and unread counts. */
export async function refreshGroups(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["groups"] }),
    queryClient.invalidateQueries({ queryKey: ["my-groups"] }),
    queryClient.invalidateQueries({ queryKey: ["directory"] }),
    queryClient.invalidateQueries({ queryKey: ["invites"] }),
    queryClient.invalidateQueries({ queryKey: ["unreads"] }),
    queryClient.invalidateQueries({ queryKey: ["network"] }),
  ]);
}
