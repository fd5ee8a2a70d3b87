import type {
  AdminMemberDetail,
  AdminMemberList,
  AdminRoleBadge,
  adminMemberCreateBody,
  adminMemberListQuery,
  adminMemberUpdateBody,
} from "@intranet/contracts";
import { mailTexts } from "@intranet/contracts/i18n/mail";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, invalid, notFound } from "../../http/errors.js";
import { newToken } from "../../lib/tokens.js";
import { mailLanguage } from "../../mail/render.js";
import { recordAudit } from "../administration/audit.repo.js";
import { createPasswordReset } from "../auth/password-resets.repo.js";
import { deleteMemberSessions } from "../auth/sessions.repo.js";
import { holdsRole, networkRoleBadgesOf } from "../groups/membership-admin.repo.js";
import {
  forgetMemberships,
  networkRoleIdsOfMember,
  networkRoles,
  setNetworkRolesOfMember,
} from "../groups/membership-admin.service.js";
import { sendMail } from "../mail/send-mail.js";
import { findMemberByEmail, findMemberById, updateMemberRow } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { checkedProfileProperties, createMember } from "../members/members.service.js";
import {
  adminIdsAmong,
  adminMemberPage,
  emailTakenByOther,
  markMemberDeleted,
  otherActiveAdminCount,
  setMembersLocked,
} from "../members/members-admin.repo.js";
import { getNetwork } from "../network/network.service.js";
import { settingsOf } from "../network/network-settings.js";
import { endMemberSockets } from "../realtime/realtime.service.js";
import { deleteAllFactors } from "../two-factor/two-factor.repo.js";
import { deleteUploadRow } from "../uploads/uploads.repo.js";
import { welcomeMail } from "./member-admin.mails.js";
import { type ManagerView, presentAdminMember } from "./member-admin.presenter.js";

/** A welcome mail's link to choose a password stays good this long. */
const WELCOME_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

const lastAdministrator = () =>
  new AppError(409, "last_administrator", "The last administrator cannot be locked or deleted.");
const notYourself = () => new AppError(409, "not_yourself", "You cannot do this to your own account.");

async function managerView(ctx: AppContext, actorId: string): Promise<ManagerView> {
  const network = await getNetwork(ctx.db);
  return {
    actorId,
    twoFactorEnabled: network.settings.two_factor !== "disabled",
    guestsAllowed: settingsOf(network).guest_users_enabled,
  };
}

/** Nobody is made external (a guest) while the network does not allow guest users (administration §4 "Member"). */
const guestsNotAllowed = () => invalid({ is_external: ["guest users are not allowed"] });

/** A member an administrator may manage: 404 for unknown and deleted members. */
async function managed(db: DbOrTx, id: string): Promise<MemberRow> {
  const m = await findMemberById(db, id);
  if (!m || m.deletedAt) throw notFound();
  return m;
}

/** The member behind an administration route (404 for unknown and deleted ones). */
export const managedMember = (ctx: AppContext, id: string) => managed(ctx.db, id);

/** Refuses to leave the network without an unlocked administrator. */
async function keepAnAdministrator(db: DbOrTx, ids: string[]) {
  if ((await adminIdsAmong(db, ids)).length > 0 && (await otherActiveAdminCount(db, ids)) === 0)
    throw lastAdministrator();
}

/** GET /administration/members: one page of the table. */
export async function adminMembers(
  ctx: AppContext,
  actorId: string,
  q: z.output<typeof adminMemberListQuery>,
): Promise<AdminMemberList> {
  const view = await managerView(ctx, actorId);
  const { rows, total } = await adminMemberPage(
    ctx.db,
    { q: q.q, status: q.status, type: q.type, only: q.role_id ? holdsRole(q.role_id) : undefined },
    { by: q.sort, direction: q.direction },
    { limit: q.per_page, offset: (q.page - 1) * q.per_page },
    (id) => ({ roles: networkRoleBadgesOf(id) }),
  );
  return {
    members: rows.map((r) => presentAdminMember(r.member, r.extra.roles as AdminRoleBadge[], view)),
    meta: { page: q.page, per_page: q.per_page, total_count: total, total_pages: Math.ceil(total / q.per_page) },
  };
}

async function rolesOf(db: DbOrTx, memberId: string) {
  const [roles, held] = await Promise.all([networkRoles(db), networkRoleIdsOfMember(db, memberId)]);
  return { roles, held, badges: roles.filter((r) => held.includes(r.id)) };
}

/** GET /administration/members/{id}: the edit form's member. */
export async function adminMember(ctx: AppContext, actorId: string, id: string): Promise<AdminMemberDetail> {
  const m = await managed(ctx.db, id);
  const { roles, held, badges } = await rolesOf(ctx.db, m.id);
  return {
    ...presentAdminMember(m, badges, await managerView(ctx, actorId)),
    language: m.language as AdminMemberDetail["language"],
    profile: m.profile,
    profile_properties: m.profileProperties,
    role_ids: held,
    available_roles: roles,
  };
}

async function presented(ctx: AppContext, actorId: string, m: MemberRow) {
  const { badges } = await rolesOf(ctx.db, m.id);
  return presentAdminMember(m, badges, await managerView(ctx, actorId));
}

/** POST /administration/members: the member, their roles and, when asked for, the welcome mail. */
export async function createMemberAsAdmin(
  ctx: AppContext,
  actorId: string,
  input: z.output<typeof adminMemberCreateBody>["user"],
) {
  if (await findMemberByEmail(ctx.db, input.email)) throw invalid({ email: ["has already been taken"] });
  const network = await getNetwork(ctx.db);
  if (input.is_external && !settingsOf(network).guest_users_enabled) throw guestsNotAllowed();
  const profileProperties = await checkedProfileProperties(ctx, input.profile_properties);
  const { member, passwordToken } = await ctx.db.transaction(async (tx) => {
    const member = await createMember(tx, {
      email: input.email,
      password: input.password,
      firstName: input.first_name,
      lastName: input.last_name,
      isExternal: input.is_external,
      language: input.language ?? network.language,
      profile: input.profile,
      profileProperties,
    });
    await setNetworkRolesOfMember(tx, member.id, input.role_ids);
    // Without a password the welcome mail carries a single-use link to choose one.
    let passwordToken: string | null = null;
    if (input.send_welcome_mail && !input.password) {
      passwordToken = newToken();
      await createPasswordReset(tx, passwordToken, member.id, new Date(Date.now() + WELCOME_LINK_TTL_MS));
    }
    return { member, passwordToken };
  });
  if (input.send_welcome_mail) {
    const base = ctx.config.publicUrl;
    await sendMail(ctx, { ...member, member: true }, welcomeMail, {
      firstName: member.firstName,
      passwordLink: passwordToken
        ? `${base}/users/password/edit?reset_password_token=${encodeURIComponent(passwordToken)}`
        : null,
      signInLink: `${base}/users/sign_in`,
    });
  }
  return presented(ctx, actorId, member);
}

/** PUT /administration/members/{id}: fields, roles and the dropdown's toggles; a lock ends sessions and sockets. */
export async function updateMemberAsAdmin(
  ctx: AppContext,
  actorId: string,
  id: string,
  input: z.output<typeof adminMemberUpdateBody>["user"],
) {
  const target = await managed(ctx.db, id);
  const locking = input.locked === true && !target.lockedAt;
  if ((input.locked !== undefined || input.is_external !== undefined) && target.id === actorId) throw notYourself();
  if (input.is_external === true && !target.isExternal && !settingsOf(await getNetwork(ctx.db)).guest_users_enabled)
    throw guestsNotAllowed();
  if (input.email && (await emailTakenByOther(ctx.db, input.email, target.id)))
    throw invalid({ email: ["has already been taken"] });
  const profileProperties = await checkedProfileProperties(ctx, input.profile_properties);
  const updated = await ctx.db.transaction(async (tx) => {
    if (locking) await keepAnAdministrator(tx, [target.id]);
    if (input.locked !== undefined) await setMembersLocked(tx, [target.id], input.locked);
    if (locking) await deleteMemberSessions(tx, target.id);
    if (input.role_ids) await setNetworkRolesOfMember(tx, target.id, input.role_ids);
    const set = {
      ...(input.email !== undefined && { email: input.email.trim() }),
      ...(input.first_name !== undefined && { firstName: input.first_name }),
      ...(input.last_name !== undefined && { lastName: input.last_name }),
      ...(input.language !== undefined && { language: input.language }),
      ...(input.is_external !== undefined && { isExternal: input.is_external }),
      ...(input.profile !== undefined && { profile: { ...target.profile, ...input.profile } }),
      ...(profileProperties !== undefined && { profileProperties }),
    };
    const row = Object.keys(set).length
      ? await updateMemberRow(tx, target.id, set)
      : await findMemberById(tx, target.id);
    return row ?? target;
  });
  if (locking) await endMemberSockets(ctx, [target.id]);
  return presented(ctx, actorId, updated);
}

/** POST /administration/members/batch: lock or unlock the ticked members (never oneself, never the last admin). */
export async function batchLock(ctx: AppContext, actorId: string, ids: string[], lock: boolean) {
  const wanted = [...new Set(ids)];
  if (wanted.includes(actorId)) throw notYourself();
  const changed = await ctx.db.transaction(async (tx) => {
    if (lock) await keepAnAdministrator(tx, wanted);
    const changed = await setMembersLocked(tx, wanted, lock);
    if (lock) for (const id of changed) await deleteMemberSessions(tx, id);
    return changed;
  });
  if (lock) await endMemberSockets(ctx, changed);
  return { updated: changed.length };
}

/** DELETE /administration/members/{id}/authentication/factors: the member signs in with the password alone again. */
export async function resetTwoFactor(ctx: AppContext, id: string) {
  const network = await getNetwork(ctx.db);
  if (network.settings.two_factor === "disabled") throw notFound();
  const m = await managed(ctx.db, id);
  await ctx.db.transaction((tx) => deleteAllFactors(tx, m.id));
}

/**
 * DELETE /administration/members/{id}: their content stays under the "deleted member" marker (in the network's
 * language); their address, password, profile, picture, settings, sessions, factors, memberships and roles go.
 */
export async function deleteMemberAsAdmin(ctx: AppContext, actorId: string, id: string) {
  const target = await managed(ctx.db, id);
  if (target.id === actorId) throw notYourself();
  const network = await getNetwork(ctx.db);
  const texts = mailTexts[mailLanguage(null, network.language)].welcome;
  await ctx.db.transaction(async (tx) => {
    await keepAnAdministrator(tx, [target.id]);
    await markMemberDeleted(tx, target.id, { firstName: texts.deletedFirstName, lastName: texts.deletedLastName });
    if (target.avatarImageId) await deleteUploadRow(tx, target.avatarImageId);
    await deleteMemberSessions(tx, target.id);
    await deleteAllFactors(tx, target.id);
    await forgetMemberships(tx, target.id);
    await recordAudit(tx, {
      type: "MembershipDestroy",
      actorId,
      membershipId: target.id,
      subject: { type: "Membership", id: target.id },
      details: { name: `${target.firstName} ${target.lastName}`.trim() },
    });
  });
  await endMemberSockets(ctx, [target.id]);
}
