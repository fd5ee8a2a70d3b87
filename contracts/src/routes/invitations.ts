import { errorResponse, idParams } from "../common.js";
import { groupSlugParams } from "../groups.js";
import {
  batchInvitesBody,
  batchInvitesResponse,
  externalInviteBody,
  externalInviteList,
  externalInviteListQuery,
  externalInviteResponse,
  externalInviteSettings,
  invitationPreview,
  invitationSignUpBody,
  invitationSignUpResponse,
  invitationTokenParams,
  inviteBatch,
  inviteScopeQuery,
} from "../invitations.js";
import { defineRoutes } from "../route.js";

const errors = { 403: errorResponse, 404: errorResponse, 422: errorResponse, 429: errorResponse } as const;
const sent = { 201: externalInviteResponse, ...errors } as const;
/** JSON; a multipart form (the CSV list) has no parsed body and is read by the handler. */
const body = externalInviteBody.nullish();

/**
 * Invitations by e-mail and CSV list (administration.md §2 "Invite screen", §7 "Invites"). POST {scope}/external_invites
 * takes JSON (`external_invite`) or a multipart form (`csv`, `character_encoding` and the same fields), which the
 * handler reads; administrators of the scope only.
 */
export const invitationsApi = defineRoutes("invitations", {
  settings: {
    method: "GET",
    path: "/external_invites/settings",
    query: inviteScopeQuery,
    response: { 200: externalInviteSettings, ...errors },
  },
  invite: { method: "POST", path: "/external_invites", body, response: sent },
  inviteIntoCategory: {
    method: "POST",
    path: "/group-categories/:id/external_invites",
    params: idParams,
    body,
    response: sent,
  },
  inviteIntoGroup: {
    method: "POST",
    path: "/groups/:slug/external_invites",
    params: groupSlugParams,
    body,
    response: sent,
  },
  batch: {
    method: "GET",
    path: "/external_invites/batches/:id",
    params: idParams,
    response: { 200: inviteBatch, ...errors },
  },
  list: {
    method: "GET",
    path: "/api/v1/external_invites",
    query: externalInviteListQuery,
    response: { 200: externalInviteList, ...errors },
  },
  renew: {
    method: "POST",
    path: "/batch_invites/renew",
    body: batchInvitesBody,
    response: { 200: batchInvitesResponse, ...errors },
  },
  revoke: {
    method: "POST",
    path: "/batch_invites/revoke",
    body: batchInvitesBody,
    response: { 200: batchInvitesResponse, ...errors },
  },
  /** The invitation link's sign-up page (public; 404 once used, revoked or expired). */
  preview: {
    method: "GET",
    path: "/api/v1/invitations/:token",
    params: invitationTokenParams,
    response: { 200: invitationPreview, 404: errorResponse, 429: errorResponse },
  },
  signUp: {
    method: "POST",
    path: "/api/v1/invitations/:token",
    params: invitationTokenParams,
    body: invitationSignUpBody,
    response: { 200: invitationSignUpResponse, 409: errorResponse, ...errors },
  },
});
