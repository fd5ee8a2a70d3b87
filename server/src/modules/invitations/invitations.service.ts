import {
  type ExternalInviteBody,
  type ExternalInviteSettings,
  INVITE_VALID_DAYS,
  type InviteUserType,
} from "@intranet/contracts";
import { mailTexts } from "@intranet/contracts/i18n/mail";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { AppError, invalid } from "../../http/errors.js";
import { clientAddressKey, defineLimit } from "../../lib/rate-limit.js";
import { mailLanguage } from "../../mail/render.js";
import { requireInvitableGroups } from "../groups/invites.service.js";
import { memberEmailsAmong } from "../members/members.repo.js";
import { getNetwork } from "../network/network.service.js";
import { insertBatch, insertInvites, openlyInvitedAmong } from "./invitations.repo.js";
import type { InviteRow } from "./invite-csv.js";
import { INVITE_MAIL_JOB } from "./invite-mails.service.js";
import type { InviteScope } from "./invite-scope.js";

/** Sends of invitations per client address (one request: one address or one list): 30 in 15 minutes. */
export const INVITE_CLIENT = defineLimit("invite_client", 30, 15 * 60);
/** Invitations to one e-mail address (sends and renewals): 5 a day, so nobody is flooded with them. */
export const INVITE_ADDRESS = defineLimit("invite_address", 5, 24 * 3600);

const emailSchema = z.string().max(254).email();
const DAY_MS = 24 * 3600 * 1000;

export const inviteExpiry = () => new Date(Date.now() + INVITE_VALID_DAYS * DAY_MS);

/** The default subject and text of an invitation mail in the network's language, and what the scope allows. */
export async function inviteSettings(ctx: AppContext, scope: InviteScope): Promise<ExternalInviteSettings> {
  const network = await getNetwork(ctx.db);
  const texts = mailTexts[mailLanguage(scope.inviter.language, network.language)].externalInvite;
  const values: Record<string, string> = {
    network: network.name,
    inviter: `${scope.inviter.firstName} ${scope.inviter.lastName}`.trim(),
  };
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
  return {
    default_invite_subject: fill(texts.defaultSubject),
    default_invite_text: fill(texts.defaultText),
    can: scope.can,
    groups: scope.groups,
  };
}

type Common = Omit<ExternalInviteBody["external_invite"], "email" | "first_name" | "last_name">;
/** What a send asks for: the invitation's fields, its rows, and whether they came as a CSV list or one address. */
type InviteInput = { common: Common; rows: InviteRow[]; list: boolean };

/** Whether the scope lets the inviter create members of this type (administration.md §6). */
function checkUserType(scope: InviteScope, type: InviteUserType) {
  const allowed = type === "normal" ? scope.can.invite_external : scope.can.invite_external_guests;
  if (!allowed) throw invalid({ user_type: ["is invalid"] });
}

/** The groups the invitations join: the scope's own group and those named, each one the inviter may invite to. */
async function invitedGroupIds(ctx: AppContext, scope: InviteScope, named: string[]): Promise<string[]> {
  const ids = [...new Set([...(scope.fixedGroupId ? [scope.fixedGroupId] : []), ...named])];
  const offered = new Set(scope.groups.map((g) => g.id));
  if (scope.type !== "network" && ids.some((id) => !offered.has(id)))
    throw invalid({ group_ids: ["contains unknown groups"] });
  await requireInvitableGroups(ctx.db, scope.inviter, ids);
  return ids;
}

/** What one address of a single invitation (not a list) is refused with when it cannot be invited again. */
const TAKEN = {
  member: { code: "already_member", message: "This e-mail address already belongs to a member." },
  invited: { code: "already_invited", message: "This e-mail address is already invited." },
} as const;

/**
 * A single invitation's errors are its form's: keyed by field, and an address already taken says by whom (422
 * `already_member` or `already_invited`, the field's message "has already been taken" as a list's).
 */
function singleInviteError(errors: Record<string, string[]>, taken: keyof typeof TAKEN | undefined) {
  const fields = Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key.split(".")[1], messages]));
  if (!taken) return invalid(fields);
  return new AppError(422, TAKEN[taken].code, TAKEN[taken].message, fields);
}

/**
 * Checks every row before anything is written (all or nothing): an address that is missing or malformed, given
 * twice, already a member's, already invited and open, or invited too often lately is an error of its line; any
 * error refuses the whole list with every error listed (422 `invalid_invites`, `errors` keyed `{line}.{field}`).
 * The one row of a single invitation is refused as a form is (see singleInviteError).
 */
async function checkRows(ctx: AppContext, rows: InviteRow[], list: boolean) {
  const errors: Record<string, string[]> = {};
  let taken: keyof typeof TAKEN | undefined;
  const add = (row: InviteRow, field: string, message: string) => {
    const key = `${row.line}.${field}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  const emails = rows.map((r) => r.email.trim().toLowerCase());
  const valid = emails.filter((e) => emailSchema.safeParse(e).success);
  const [members, invited] = await Promise.all([memberEmailsAmong(ctx.db, valid), openlyInvitedAmong(ctx.db, valid)]);
  const seen = new Set<string>();
  const perAddress = ctx.rateLimits.of(INVITE_ADDRESS);
  for (const [i, row] of rows.entries()) {
    const email = emails[i] ?? "";
    if (row.firstName.length > 100) add(row, "first_name", "is too long (at most 100 characters)");
    if (row.lastName.length > 100) add(row, "last_name", "is too long (at most 100 characters)");
    if (!email) add(row, "email", "required");
    else if (!emailSchema.safeParse(email).success) add(row, "email", "invalid_email");
    else if (seen.has(email)) add(row, "email", "must be unique");
    else if (members.has(email) || invited.has(email)) {
      taken = members.has(email) ? "member" : "invited";
      add(row, "email", "has already been taken");
    } else if ((await perAddress.retryAfter(email)) > 0) add(row, "email", "is invalid");
    seen.add(email);
  }
  const failed = new Set(Object.keys(errors).map((key) => key.split(".")[0])).size;
  if (failed > 0 && !list) throw singleInviteError(errors, taken);
  if (failed > 0)
    throw new AppError(422, "invalid_invites", `No invitation was sent: ${failed} row(s) have errors.`, errors);
}

/**
 * Invites these people by e-mail into the scope (administration.md §7 `POST {scope}/external_invites`): every row
 * checked first, then all invitations written in one transaction and their mails handed to the `invitations.mail`
 * job, whose progress the batch counts. Answers how many were invited and the batch.
 */
export async function inviteByEmail(ctx: AppContext, scope: InviteScope, input: InviteInput, ip: string) {
  const { common, rows } = input;
  await ctx.rateLimits.of(INVITE_CLIENT).take(clientAddressKey(ip));
  checkUserType(scope, common.user_type);
  const groupIds = await invitedGroupIds(ctx, scope, common.group_ids);
  await checkRows(ctx, rows, input.list);
  const perAddress = ctx.rateLimits.of(INVITE_ADDRESS);
  for (const row of rows) await perAddress.take(row.email.trim().toLowerCase());
  const expiresAt = inviteExpiry();
  const batch = await ctx.db.transaction(async (tx) => {
    const created = await insertBatch(tx, scope.inviter.id, rows.length);
    await insertInvites(
      tx,
      rows.map((row) => ({
        email: row.email.trim(),
        firstName: row.firstName,
        lastName: row.lastName,
        userType: common.user_type,
        groupIds,
        scopeType: scope.type,
        scopeId: scope.id,
        inviterId: scope.inviter.id,
        batchId: created.id,
        subject: common.subject,
        body: common.body,
        expiresAt,
      })),
    );
    return created;
  });
  await ctx.jobs.send(INVITE_MAIL_JOB, { batchId: batch.id });
  return { invited: rows.length, message: `${rows.length} invitation(s) sent.`, batch_id: batch.id };
}
