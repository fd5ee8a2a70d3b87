import {
  type GroupCreateBody,
  type GroupPageBody,
  type GroupUpdateBody,
  groupPagesApi,
  groupsApi,
  invitesApi,
  type MembershipRoleBody,
  memberAdminApi,
  type RouteBody,
  receivedGroupInvites,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const groupQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", slug],
    queryFn: ({ signal }) => api(groupsApi.show, { params: { slug } }, { signal }),
  });

export const groupNavigationQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", slug, "navigation"],
    queryFn: ({ signal }) => api(groupsApi.navigation, { params: { slug } }, { signal }),
  });

export const newGroupQuery = (categorySlug: string) =>
  queryOptions({
    queryKey: ["groups", "new", categorySlug],
    queryFn: ({ signal }) => api(groupsApi.newGroup, { query: { group_category_slug: categorySlug } }, { signal }),
  });

export const myGroupsQuery = queryOptions({
  queryKey: ["my-groups"],
  queryFn: ({ signal }) => api(groupsApi.myGroups, {}, { signal }),
  staleTime: 60_000,
});

export const joinRequestsQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", slug, "join-requests"],
    queryFn: ({ signal }) => api(groupsApi.joinRequests, { params: { slug } }, { signal }),
  });

export type InviteScope = { kind: "received" } | { kind: "sent" } | { kind: "group-sent"; slug: string };

async function fetchInvites(scope: InviteScope, page: number, status: "open" | undefined, signal: AbortSignal) {
  const query = { filter: "groups" as const, status, limit: 50, page };
  if (scope.kind === "sent") return api(invitesApi.sent, { query }, { signal });
  if (scope.kind === "group-sent")
    return api(invitesApi.sentOfGroup, { params: { slug: scope.slug }, query }, { signal });
  return api(receivedGroupInvites, { query }, { signal });
}

export const invitesQuery = (scope: InviteScope, page: number, status?: "open") =>
  queryOptions({
    queryKey: ["invites", scope, page, status],
    queryFn: ({ signal }) => fetchInvites(scope, page, status, signal),
    placeholderData: (previous) => previous,
  });

export const rolesQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", slug, "roles"],
    queryFn: ({ signal }) => api(groupsApi.roles, { params: { slug } }, { signal }),
  });

export const memberRolesQuery = (slug: string, memberId: string) =>
  queryOptions({
    queryKey: ["groups", slug, "member-roles", memberId],
    queryFn: ({ signal }) => api(groupsApi.memberRoles, { params: { slug, memberId } }, { signal }),
  });

export const setMemberRoles = (slug: string, memberId: string, roleIds: string[]) =>
  api(groupsApi.setMemberRoles, { params: { slug, memberId }, body: { role_ids: roleIds } });

/** A group administrator appoints or dismisses an administrator, or removes a member (never the last administrator). */
export const setGroupAdmin = (slug: string, memberId: string, isAdmin: boolean) =>
  api(memberAdminApi.groupSetAdmin, { params: { slug, memberId }, body: { is_admin: isAdmin } });
export const removeGroupMember = (slug: string, memberId: string) =>
  api(memberAdminApi.groupRemoveMember, { params: { slug, memberId } });

export const createGroup = (body: GroupCreateBody) => api(groupsApi.create, { body });
export const updateGroup = (slug: string, body: GroupUpdateBody) => api(groupsApi.update, { params: { slug }, body });
export const deleteGroup = (slug: string) => api(groupsApi.destroy, { params: { slug } });
export const setArchived = (slug: string, archived: boolean) =>
  api(archived ? groupsApi.archive : groupsApi.unarchive, { params: { slug } });

export const joinGroup = (slug: string) => api(groupsApi.join, { params: { slug } });
export const leaveGroup = (slug: string) => api(groupsApi.leave, { params: { slug } });
export const setFavorite = (slug: string, on: boolean) =>
  api(on ? groupsApi.favorite : groupsApi.unfavorite, { params: { slug } });
export const setSubscribed = (slug: string, on: boolean) =>
  api(on ? groupsApi.subscribe : groupsApi.unsubscribe, { params: { slug } });

export const approveJoinRequest = (slug: string, id: string) =>
  api(groupsApi.approveJoinRequest, { params: { slug, id } });
export const rejectJoinRequest = (slug: string, id: string, rejectionMessage: string) =>
  api(groupsApi.rejectJoinRequest, { params: { slug, id }, body: { rejection_message: rejectionMessage } });

/** Where internal invitations are sent from: a group's screen, a category's, or the network's (null). */
export type InviteTarget = { slug: string } | { categoryId: string } | null;

export const sendInvites = (target: InviteTarget, body: RouteBody<typeof invitesApi.invite>) =>
  target === null
    ? api(invitesApi.invite, { body })
    : "slug" in target
      ? api(invitesApi.inviteIntoGroup, { params: { slug: target.slug }, body })
      : api(invitesApi.inviteIntoCategory, { params: { id: target.categoryId }, body });
export const answerInvite = (id: string, accept: boolean) =>
  api(accept ? invitesApi.accept : invitesApi.decline, { params: { id } });

export const saveRole = (slug: string, id: string | null, body: MembershipRoleBody) =>
  id
    ? api(groupsApi.updateRole, { params: { slug, id }, body })
    : api(groupsApi.createRole, { params: { slug }, body });
export const deleteRole = (slug: string, id: string) => api(groupsApi.deleteRole, { params: { slug, id } });

export const groupPagesQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", slug, "pages"],
    queryFn: ({ signal }) => api(groupPagesApi.list, { params: { slug } }, { signal }),
  });

export const groupPageQuery = (slug: string, pageSlug: string) =>
  queryOptions({
    queryKey: ["groups", slug, "pages", pageSlug],
    queryFn: ({ signal }) => api(groupPagesApi.show, { params: { slug, pageSlug } }, { signal }),
  });

export const saveGroupPage = (slug: string, pageSlug: string | null, body: GroupPageBody) =>
  pageSlug
    ? api(groupPagesApi.update, { params: { slug, pageSlug }, body })
    : api(groupPagesApi.create, { params: { slug }, body });
/** The group's pages in a new order (`PUT /groups/{slug}/pages/order`); answers the list. */
export const saveGroupPageOrder = (slug: string, ids: string[]) =>
  api(groupPagesApi.order, { params: { slug }, body: { ids } });
export const deleteGroupPage = (slug: string, pageSlug: string) =>
  api(groupPagesApi.destroy, { params: { slug, pageSlug } });

/** After a page is saved or deleted: its group's pages and navigation (the pages tab lists them). */
export const refreshGroupPages = (queryClient: QueryClient, slug: string) =>
  queryClient.invalidateQueries({ queryKey: ["groups", slug] });

/**
 * After a membership change: the group, its lists, the sidebar, the preload's my_groups and unread counts, and the
 * activities (whether the member may post in the group's stream comes with its list; the streams show its posts).
 */
export async function refreshGroups(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["groups"] }),
    queryClient.invalidateQueries({ queryKey: ["activities"] }),
    queryClient.invalidateQueries({ queryKey: ["my-groups"] }),
    queryClient.invalidateQueries({ queryKey: ["directory"] }),
    queryClient.invalidateQueries({ queryKey: ["invites"] }),
    queryClient.invalidateQueries({ queryKey: ["unreads"] }),
    queryClient.invalidateQueries({ queryKey: ["network"] }),
  ]);
}
