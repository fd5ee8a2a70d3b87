import {
  type ExternalInviteBody,
  type ExternalInviteStatus,
  type InvitationSignUpBody,
  type InviteScopeQuery,
  invitationsApi,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

/** Where an invitation screen sends from: the network, a group category (id) or a group (slug). */
export type InviteScope = { kind: "network" } | { kind: "category"; id: string } | { kind: "group"; slug: string };

const scopeQuery = (scope: InviteScope): InviteScopeQuery =>
  scope.kind === "group"
    ? { group_slug: scope.slug }
    : scope.kind === "category"
      ? { group_category_id: scope.id }
      : {};

export const inviteSettingsQuery = (scope: InviteScope) =>
  queryOptions({
    queryKey: ["invitations", "settings", scope],
    queryFn: ({ signal }) => api(invitationsApi.settings, { query: scopeQuery(scope) }, { signal }),
  });

export const externalInvitesQuery = (scope: InviteScope, page: number, status: ExternalInviteStatus | undefined) =>
  queryOptions({
    queryKey: ["invitations", "list", scope, page, status ?? "all"],
    queryFn: ({ signal }) =>
      api(invitationsApi.list, { query: { ...scopeQuery(scope), page, ...(status && { status }) } }, { signal }),
    placeholderData: (previous) => previous,
  });

export const refreshInvites = (client: QueryClient) => client.invalidateQueries({ queryKey: ["invitations", "list"] });

export const batchQuery = (id: string) =>
  queryOptions({
    queryKey: ["invitations", "batch", id],
    queryFn: ({ signal }) => api(invitationsApi.batch, { params: { id } }, { signal }),
    // A long list is mailed by a job: its progress is read again until it is done.
    refetchInterval: (query) => (query.state.data?.finished ? false : 1000),
  });

/** POST {scope}/external_invites: JSON for one address, a multipart form for a CSV list. */
export function sendExternalInvites(scope: InviteScope, body: ExternalInviteBody | FormData) {
  if (scope.kind === "group") return api(invitationsApi.inviteIntoGroup, { params: { slug: scope.slug }, body });
  if (scope.kind === "category") return api(invitationsApi.inviteIntoCategory, { params: { id: scope.id }, body });
  return api(invitationsApi.invite, { body });
}

export const renewInvites = (ids: string[]) => api(invitationsApi.renew, { body: { invite_ids: ids } });
export const revokeInvites = (ids: string[]) => api(invitationsApi.revoke, { body: { invite_ids: ids } });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ["invitations", "link", token],
    queryFn: ({ signal }) => api(invitationsApi.preview, { params: { token } }, { signal }),
    retry: false,
  });

export const signUp = (token: string, body: InvitationSignUpBody) =>
  api(invitationsApi.signUp, { params: { token }, body });
