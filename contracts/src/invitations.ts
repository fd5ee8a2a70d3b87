import { z } from "zod";
import { id, requiredEmail } from "./common.js";

/** administration.md §9: the encodings a CSV list of invitations may come in; ISO-8859-1 is the default. */
export const inviteCsvEncodings = ["ISO-8859-1", "UTF-8"] as const;
export const inviteCsvEncoding = z.enum(inviteCsvEncodings);
export type InviteCsvEncodings = z.infer<typeof inviteCsvEncoding>;
/** Member types an e-mail invitation creates. */
export const inviteUserType = z.enum(["normal", "external"]);
export type InviteUserType = z.infer<typeof inviteUserType>;
/** Rows one CSV file may hold (thousands are fine; the limit keeps a request bounded). */
export const MAX_INVITE_CSV_ROWS = 10_000;
/** Days an invitation link stays valid; renewing starts the days again. */
export const INVITE_VALID_DAYS = 14;

/** The scope of an invitation screen: the network, a group category (by id) or a group (by slug). */
export const inviteScopeQuery = z.object({
  group_category_id: id.optional(),
  group_slug: z.string().min(1).max(120).optional(),
});
export type InviteScopeQuery = z.infer<typeof inviteScopeQuery>;

/** GET /external_invites/settings: the default mail and which tabs the scope allows (administration.md §6). */
export const externalInviteSettings = z.object({
  default_invite_subject: z.string(),
  default_invite_text: z.string(),
  can: z.object({ invite_internal: z.boolean(), invite_external: z.boolean(), invite_external_guests: z.boolean() }),
  /** The groups an invitation of this scope may name. */
  groups: z.array(z.object({ id, name: z.string() })),
});
export type ExternalInviteSettings = z.infer<typeof externalInviteSettings>;

const name = z.string().trim().max(100).default("");
/** POST {scope}/external_invites as JSON: one address (administration.md §3 "Invite"). */
export const externalInviteBody = z.object({
  external_invite: z.object({
    email: requiredEmail,
    first_name: name,
    last_name: name,
    subject: z.string().trim().min(1, "required").max(200),
    body: z.string().trim().min(1, "required").max(10_000),
    user_type: inviteUserType.default("normal"),
    group_ids: z.array(id).max(100).default([]),
  }),
});
export type ExternalInviteBody = z.infer<typeof externalInviteBody>;
/** The multipart form's fields beside the `csv` file. */
export const externalInviteCsvFields = externalInviteBody.shape.external_invite
  .omit({ email: true, first_name: true, last_name: true })
  .extend({ character_encoding: inviteCsvEncoding.default("ISO-8859-1") });

export const externalInviteResponse = z.object({
  invited: z.number().int(),
  message: z.string(),
  /** The mails go out through a job; its progress at GET /external_invites/batches/{id}. */
  batch_id: id,
});
export const inviteBatch = z.object({
  id,
  total: z.number().int(),
  sent: z.number().int(),
  finished: z.boolean(),
});

export const externalInviteStatus = z.enum(["open", "accepted", "obsolete", "joined"]);
export type ExternalInviteStatus = z.infer<typeof externalInviteStatus>;
export const externalInvite = z.object({
  id,
  type: z.literal("ExternalInvite"),
  status: externalInviteStatus,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: inviteUserType,
  groups: z.array(z.object({ id, name: z.string() })),
  inviter: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type ExternalInvite = z.infer<typeof externalInvite>;
export const externalInviteListQuery = inviteScopeQuery.extend({
  status: externalInviteStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const externalInviteList = z.object({
  invites: z.array(externalInvite),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total_count: z.number().int() }),
});
export type ExternalInviteList = z.infer<typeof externalInviteList>;

/** POST /batch_invites/renew and /revoke. */
export const batchInvitesBody = z.object({
  invite_ids: z.array(id).min(1, "required").max(500),
  body: z.string().trim().max(10_000).optional(),
});
export const batchInvitesResponse = z.object({ count: z.number().int(), message: z.string() });

/** The sign-up page of an invitation link (public). */
export const invitationTokenParams = z.object({ token: z.string().min(20).max(100) });
export const invitationPreview = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: inviteUserType,
  groups: z.array(z.object({ id, name: z.string() })),
  network: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;
export const invitationSignUpBody = z.object({
  user: z.object({
    first_name: z.string().trim().min(1, "required").max(100),
    last_name: z.string().trim().min(1, "required").max(100),
    password: z.string().min(10, "too_short").max(200),
    password_confirmation: z.string().max(200),
  }),
});
export type InvitationSignUpBody = z.infer<typeof invitationSignUpBody>;
export const invitationSignUpResponse = z.object({ redirect_to: z.string() });
