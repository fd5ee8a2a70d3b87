import type { ExternalInvite } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { AppError, forbidden, notFound } from "../../http/errors.js";
import { administeredCategoryIds } from "../groups/groups.access.js";
import { groupNamesByIds } from "../groups/groups.repo.js";
import { groupAdminsAmong } from "../groups/memberships.repo.js";
import { displayName } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import {
  insertBatch,
  invitesByIds,
  type ListedInvite,
  listInvites,
  markObsolete,
  renewInvites,
} from "./invitations.repo.js";
import { INVITE_ADDRESS, inviteExpiry } from "./invitations.service.js";
import { INVITE_MAIL_JOB } from "./invite-mails.service.js";
import { type InviteScope, sectionAdminsMayInvite } from "./invite-scope.js";

export const INVITES_PER_PAGE = 50;

type Status = ExternalInvite["status"];
const statusOf = (row: ListedInvite): Status => (row.status === "open" && row.joined ? "joined" : row.status);

/**
 * Addresses and names as typed or read from a CSV file: plain text the web shows escaped. Invitations are exported to no
 * spreadsheet, so nothing here guards against formulas (an export would, as files' and attendees' do).
 */
async function presentInvites(ctx: AppContext, rows: ListedInvite[]): Promise<ExternalInvite[]> {
  const groupIds = [...new Set(rows.flatMap((r) => r.groupIds))];
  const inviterIds = [...new Set(rows.flatMap((r) => (r.inviterId ? [r.inviterId] : [])))];
  const [groups, inviters] = await Promise.all([
    groupNamesByIds(ctx.db, groupIds),
    findMembersByIds(ctx.db, inviterIds),
  ]);
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const inviterName = new Map(inviters.map((m) => [m.id, displayName(m)]));
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    type: "ExternalInvite" as const,
    status: statusOf(r),
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    user_type: r.userType,
    groups: r.groupIds.flatMap((id) => {
      const name = groupName.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    inviter: r.inviterId ? (inviterName.get(r.inviterId) ?? null) : null,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    expired: r.status === "open" && r.expiresAt.getTime() <= now,
  }));
}

/** A page of the scope's e-mail invitations; a group's administrators see their group's, the network's all. */
export async function invitesOfScope(ctx: AppContext, scope: InviteScope, status: Status | undefined, page: number) {
  if (!scope.can.invite_external && !scope.can.invite_external_guests) throw forbidden();
  const filter = scope.type === "network" ? ("all" as const) : { scopeType: scope.type, scopeId: scope.id };
  const { rows, total } = await listInvites(ctx.db, filter, status, INVITES_PER_PAGE, (page - 1) * INVITES_PER_PAGE);
  return {
    invites: await presentInvites(ctx, rows),
    meta: { page, per_page: INVITES_PER_PAGE, total_count: total },
  };
}

/**
 * The invitations by id, each one the member may manage: the network's administrators every one, a group's
 * administrators those sent from their group's screen, a category's administrators those sent from their category's.
 * One they may not manage (or that does not exist) is 404.
 */
async function manageableInvites(ctx: AppContext, actor: MemberRow, ids: string[]) {
  const rows = await invitesByIds(ctx.db, [...new Set(ids)]);
  if (rows.length !== new Set(ids).size) throw notFound();
  if (actor.isNetworkAdmin && !actor.isExternal) return rows;
  const scopeIds = (type: string) => [
    ...new Set(rows.flatMap((r) => (r.scopeType === type && r.scopeId ? [r.scopeId] : []))),
  ];
  if (rows.some((r) => r.scopeType === "network" || !r.scopeId)) throw notFound();
  for (const groupId of scopeIds("group")) {
    if (!(await groupAdminsAmong(ctx.db, groupId, [actor.id])).has(actor.id)) throw notFound();
  }
  const categoryIds = scopeIds("group_category");
  const administered = await administeredCategoryIds(ctx.db, actor, categoryIds);
  if (categoryIds.some((id) => !administered.has(id))) throw notFound();
  return rows;
}

/** POST /batch_invites/revoke: only when every one is open (else 'not revokable'); their links stop working. */
export async function revokeInvites(ctx: AppContext, actor: MemberRow, ids: string[]) {
  const rows = await manageableInvites(ctx, actor, ids);
  if (rows.some((r) => statusOf(r) !== "open"))
    throw new AppError(422, "not_revokable", "not revokable: only open invitations can be revoked.");
  await markObsolete(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { count: rows.length, message: `${rows.length} invitation(s) revoked.` };
}

/**
 * POST /batch_invites/renew: refused ('not renewable') when any is accepted, obsolete or joined; otherwise each gets a
 * new link valid from now (the old one stops working) and its mail again, with the new text when one is given. A renewal
 * invites again: a group's administrator renews only while group administrators may invite new people (403).
 */
export async function renewInvitations(ctx: AppContext, actor: MemberRow, ids: string[], body: string | undefined) {
  const rows = await manageableInvites(ctx, actor, ids);
  if (!(actor.isNetworkAdmin && !actor.isExternal) && !(await sectionAdminsMayInvite(ctx))) throw forbidden();
  if (rows.some((r) => statusOf(r) !== "open"))
    throw new AppError(
      422,
      "not_renewable",
      "not renewable: accepted, obsolete or joined invitations cannot be renewed.",
    );
  const perAddress = ctx.rateLimits.of(INVITE_ADDRESS);
  for (const r of rows) await perAddress.take(r.email.toLowerCase());
  const batch = await ctx.db.transaction(async (tx) => {
    const created = await insertBatch(tx, actor.id, rows.length);
    await renewInvites(
      tx,
      rows.map((r) => r.id),
      created.id,
      body,
      inviteExpiry(),
    );
    return created;
  });
  await ctx.jobs.send(INVITE_MAIL_JOB, { batchId: batch.id });
  return { count: rows.length, message: `${rows.length} invitation(s) renewed.` };
}
