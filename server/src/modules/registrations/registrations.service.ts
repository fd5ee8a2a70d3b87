import type { NetworkJoinRequest, SignUpBody } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { conflict, invalid, notFound } from "../../http/errors.js";
import { clientAddressKey, defineLimit } from "../../lib/rate-limit.js";
import { hashToken, newToken } from "../../lib/tokens.js";
import { mailSender, sendMail } from "../mail/send-mail.js";
import { findMemberByEmail, findUnlockedNetworkAdmins, updateMemberRow } from "../members/members.repo.js";
import { checkedProfileProperties, createMember, hashPassword } from "../members/members.service.js";
import { getNetwork } from "../network/network.service.js";
import { settingsOf } from "../network/network-settings.js";
import { captchaSolved } from "./captcha.js";
import {
  joinAcceptedMail,
  joinApplicationMail,
  joinConfirmationMail,
  joinDeclinedMail,
} from "./registrations.mails.js";
import {
  consumeConfirmation,
  decideJoinRequest,
  findJoinRequest,
  insertJoinRequest,
  listJoinRequests,
} from "./registrations.repo.js";
import type { JoinRequestRow } from "./registrations.schema.js";

/** Sign-ups per client address (IPv6: per /64): 10 an hour. */
export const SIGN_UP_ADDRESS = defineLimit("sign_up_address", 10, 60 * 60);
/** Sign-ups per e-mail address (so nobody floods one inbox with confirmation mails): 3 an hour. */
export const SIGN_UP_ACCOUNT = defineLimit("sign_up_account", 3, 60 * 60);
/** Confirmation attempts per client address: 20 in 15 minutes (tokens are not guessable; this caps the load). */
export const CONFIRM_ADDRESS = defineLimit("sign_up_confirm_address", 20, 15 * 60);
/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 24 * 3600 * 1000;
const DECIDED_SHOWN = 100;

const SIGN_UP_MESSAGE =
  "Thank you. If the address can join, a mail with a link to confirm it is on its way; the link works for 24 hours.";

/**
 * POST /users: records the application and mails the confirmation link; answers the same whether or not the
 * address already belongs to a member. 404 while the network does not let people join on their own.
 */
export async function signUp(ctx: AppContext, body: SignUpBody, ip: string) {
  const network = await getNetwork(ctx.db);
  const s = settingsOf(network);
  if (!s.join_user_can_initiate) throw notFound();
  const email = body.user.email.trim().toLowerCase();
  await ctx.rateLimits.of(SIGN_UP_ADDRESS).take(clientAddressKey(ip));
  await ctx.rateLimits.of(SIGN_UP_ACCOUNT).take(email);
  if (s.altcha_captcha && !(await captchaSolved(ctx, body.altcha))) throw invalid({ altcha: ["is invalid"] });
  if (body.user.password !== body.user.password_confirmation)
    throw invalid({ password_confirmation: ["does not match"] });
  const profileProperties = s.join_ask_for_profile_data
    ? await checkedProfileProperties(ctx, body.user.profile_properties, { signUp: true })
    : undefined;
  if (await findMemberByEmail(ctx.db, email)) return { message: SIGN_UP_MESSAGE };
  const token = newToken();
  const language = body.user.language ?? network.language;
  await insertJoinRequest(ctx.db, {
    email,
    firstName: body.user.first_name,
    lastName: body.user.last_name,
    passwordHash: await hashPassword(body.user.password),
    profile: s.join_ask_for_profile_data ? (body.user.profile ?? {}) : {},
    profileProperties: profileProperties ?? {},
    language,
    // Guests turned off: nobody joins as one, whatever the join setting says.
    external: s.join_as_external && s.guest_users_enabled,
    status: "unconfirmed",
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + CONFIRM_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/users/confirmation?confirmation_token=${encodeURIComponent(token)}`;
  await sendMail(ctx, { email, language }, joinConfirmationMail, {
    firstName: body.user.first_name,
    link,
    moderated: s.join_moderated,
  });
  return { message: SIGN_UP_MESSAGE };
}

/** Makes the member of an application: its type, profile, language and the password chosen at sign-up. */
async function memberFrom(tx: DbOrTx, row: JoinRequestRow) {
  if (await findMemberByEmail(tx, row.email)) throw conflict("email_taken", "This e-mail address is already taken.");
  const created = await createMember(tx, {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isExternal: row.external,
    language: row.language,
    profile: { ...row.profile },
    profileProperties: row.profileProperties,
  });
  await updateMemberRow(tx, created.id, { passwordHash: row.passwordHash });
  return created;
}

/**
 * POST /users/confirmation: the link works once and for 24 hours. In an open network the member is made now; in a
 * moderated one the application waits for an administrator, who hears of it by mail.
 */
export async function confirm(ctx: AppContext, token: string, ip: string) {
  await ctx.rateLimits.of(CONFIRM_ADDRESS).take(clientAddressKey(ip));
  const moderated = settingsOf(await getNetwork(ctx.db)).join_moderated;
  const row = await ctx.db.transaction(async (tx) => {
    const found = await consumeConfirmation(tx, token, () => (moderated ? "pending" : "accepted"));
    if (!found) throw invalid({ confirmation_token: ["is invalid or has expired"] });
    if (found.status === "accepted") {
      const created = await memberFrom(tx, found);
      await decideJoinRequest(tx, found.id, { status: "accepted", decidedBy: null, memberId: created.id });
    }
    return found;
  });
  if (row.status === "pending") {
    const send = await mailSender(ctx);
    const link = `${ctx.config.publicUrl}/administration/join_requests`;
    const name = `${row.firstName} ${row.lastName}`;
    for (const admin of await findUnlockedNetworkAdmins(ctx.db))
      await send({ ...admin, member: true }, joinApplicationMail, {
        adminName: admin.firstName,
        name,
        email: row.email,
        link,
      });
  }
  return { status: row.status === "pending" ? ("pending" as const) : ("confirmed" as const) };
}

/** The application an administrator decides on: 404 unless confirmed, 409 once decided. */
async function openApplication(tx: DbOrTx, id: string) {
  const row = await findJoinRequest(tx, id, true);
  if (!row || row.status === "unconfirmed") throw notFound();
  if (row.status !== "pending") throw conflict("already_decided", "This application has already been decided.");
  return row;
}

/** Accepts an application: the member is made, and told by mail that they can sign in. */
export async function acceptApplication(ctx: AppContext, adminId: string, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await openApplication(tx, id);
    const created = await memberFrom(tx, found);
    await decideJoinRequest(tx, found.id, { status: "accepted", decidedBy: adminId, memberId: created.id });
    return found;
  });
  await sendMail(ctx, { email: row.email, language: row.language }, joinAcceptedMail, {
    firstName: row.firstName,
    link: `${ctx.config.publicUrl}/users/sign_in`,
  });
}

/** Declines an application; the applicant is told by mail, with the administrator's message if any. */
export async function declineApplication(ctx: AppContext, adminId: string, id: string, message: string | null) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await openApplication(tx, id);
    await decideJoinRequest(tx, found.id, { status: "declined", decidedBy: adminId });
    return found;
  });
  await sendMail(ctx, { email: row.email, language: row.language }, joinDeclinedMail, {
    firstName: row.firstName,
    message: message || null,
  });
}

const present = (row: JoinRequestRow): NetworkJoinRequest => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  profile: row.profile,
  profile_properties: row.profileProperties,
  external: row.external,
  status: row.status === "unconfirmed" ? "pending" : row.status,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

/** GET /api/v1/registrations/member_profile: the member profile's fields of the sign-up form (404 while closed). */
export async function signUpProfileProperties(ctx: AppContext) {
  const s = settingsOf(await getNetwork(ctx.db));
  if (!s.join_user_can_initiate) throw notFound();
  if (!s.join_ask_for_profile_data) return { properties: [] };
  return { properties: await ctx.modules.profileProperties.properties(ctx.db, { signUp: true }) };
}

/** The confirmed applications: open ones first, then the latest decided. */
export async function joinRequestsForAdministration(db: DbOrTx) {
  return { join_requests: (await listJoinRequests(db, DECIDED_SHOWN)).map(present) };
}
