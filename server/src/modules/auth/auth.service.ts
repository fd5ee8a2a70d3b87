import { hash, verify } from "@node-rs/argon2";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, invalid } from "../../http/errors.js";
import { clientAddressKey, defineLimit, guardedGuess } from "../../lib/rate-limit.js";
import { newToken } from "../../lib/tokens.js";
import { sendMail } from "../mail/send-mail.js";
import { findMemberByEmail, updateMemberRow } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { hashPassword } from "../members/members.service.js";
import { passwordResetMail } from "./auth.mails.js";
import { consumePasswordReset, createPasswordReset } from "./password-resets.repo.js";
import { deleteMemberSessions, deleteOtherSessions } from "./sessions.repo.js";

/**
 * Failed sign-ins per account (the e-mail as typed, whether it exists or not): the 10th failure within
 * 15 minutes locks the account for 15 minutes, during which every attempt, right password or not, gets
 * the same 429.
 */
export const SIGN_IN_ACCOUNT = defineLimit("sign_in_account", 10, 15 * 60);
/** Failed sign-ins per client address (IPv6: per /64): 50 in 15 minutes, then every attempt 429. */
export const SIGN_IN_ADDRESS = defineLimit("sign_in_address", 50, 15 * 60);
/** Password-reset requests per client address: 10 in 15 minutes. */
export const RESET_ADDRESS = defineLimit("password_reset_address", 10, 15 * 60);
/** Password-reset requests per e-mail address (known or not, so no answer tells which): 3 mails an hour. */
export const RESET_ACCOUNT = defineLimit("password_reset_account", 3, 60 * 60);
const RESET_TTL_MS = 2 * 3600 * 1000;

/** Verified against when the e-mail is unknown, so both cases take the same time. */
const dummyHash = hash("not-a-real-password-0000");

const invalidCredentials = () => new AppError(401, "invalid_credentials", "Invalid e-mail or password.");

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * The first step of signing in: the member whose password this is, and the second step they must still pass (a
 * module's `signInChallenge`: two-factor's), null when the session may start now.
 */
export async function signIn(ctx: AppContext, email: string, password: string, ip: string) {
  const member = await authenticate(ctx, email, password, ip);
  return { member, challenge: await ctx.modules.signInChallenge(ctx, member) };
}

/**
 * Checks e-mail and password; never says whether the e-mail exists. Each attempt is counted against the
 * address and the account before the password is looked at, so a locked account refuses the right
 * password too and parallel guesses cannot slip past the count; a success gives the points back.
 * The right password of an application to join that waits for an administrator (no member yet) is told so
 * (403 `application_pending`), as a locked account is; a wrong one is the same 401 as any.
 */
export async function authenticate(ctx: AppContext, email: string, password: string, ip: string): Promise<MemberRow> {
  const address = ctx.rateLimits.of(SIGN_IN_ADDRESS);
  const account = ctx.rateLimits.of(SIGN_IN_ACCOUNT);
  const addressKey = clientAddressKey(ip);
  await address.take(addressKey);
  // Both looked up every time, and one hash verified either way: the time tells nobody which exists.
  const [member, applicationHash] = await Promise.all([
    findMemberByEmail(ctx.db, email),
    ctx.modules.pendingApplicationHash(ctx.db, email),
  ]);
  const hash = member ? member.passwordHash : applicationHash;
  const { ok } = await guardedGuess(account, accountKey(email), async () => {
    const right = await verify(hash ?? (await dummyHash), password).catch(() => false);
    return right && !!hash;
  });
  if (!ok) throw invalidCredentials();
  await address.refund(addressKey);
  if (!member)
    throw new AppError(403, "application_pending", "Your request to join awaits an administrator's approval.");
  if (member.lockedAt)
    throw new AppError(403, "account_locked", "Your account is locked. Please contact an administrator.");
  return member;
}

/** Mails a single-use link when the e-mail belongs to a member; answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string) {
  await ctx.rateLimits.of(RESET_ADDRESS).take(clientAddressKey(ip));
  await ctx.rateLimits.of(RESET_ACCOUNT).take(accountKey(email));
  // The answer does not wait for the lookup, the token and the mail: awaited, it took a member's address several
  // times as long as an unknown one, which told who has an account.
  void mailResetLink(ctx, email).catch((err) => ctx.log.error({ err }, "the password reset mail was not sent"));
}

async function mailResetLink(ctx: AppContext, email: string) {
  const member = await findMemberByEmail(ctx.db, email);
  if (!member || member.lockedAt) return;
  const token = newToken();
  await createPasswordReset(ctx.db, token, member.id, new Date(Date.now() + RESET_TTL_MS));
  const link = `${ctx.config.publicUrl}/users/password/edit?reset_password_token=${encodeURIComponent(token)}`;
  await sendMail(ctx, { ...member, member: true }, passwordResetMail, { firstName: member.firstName, link });
}

/**
 * Sets the new password if the token is valid, unused and unexpired; ends every session of the member. The mailed
 * link proves the mailbox, so it also lifts a sign-in lock that someone else's wrong guesses put on the account:
 * the owner is not kept out for the rest of the window.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string, confirmation: string) {
  if (password !== confirmation) throw invalid({ password_confirmation: ["does not match"] });
  const passwordHash = await hashPassword(password);
  const member = await ctx.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, token);
    if (!reset) throw invalid({ reset_password_token: ["is invalid or has expired"] });
    const row = await updateMemberRow(tx, reset.memberId, { passwordHash });
    await deleteMemberSessions(tx, reset.memberId);
    return row;
  });
  if (member) await ctx.rateLimits.of(SIGN_IN_ACCOUNT).reset(accountKey(member.email));
}

/** Changes e-mail and/or password after checking the current password; other sessions end on a new password. */
export async function updateRegistration(
  ctx: AppContext,
  member: MemberRow,
  sessionTokenHash: string,
  input: { email?: string; password?: string; password_confirmation?: string; current_password: string },
): Promise<MemberRow> {
  // The current password is guessed against the same account limit as sign-in.
  const { ok } = await guardedGuess(ctx.rateLimits.of(SIGN_IN_ACCOUNT), accountKey(member.email), async () =>
    member.passwordHash ? verify(member.passwordHash, input.current_password).catch(() => false) : false,
  );
  if (!ok) throw invalid({ current_password: ["is invalid"] });
  const changes: Partial<Pick<MemberRow, "email" | "passwordHash">> = {};
  if (input.email && input.email.toLowerCase() !== member.email.toLowerCase()) {
    const holder = await findMemberByEmail(ctx.db, input.email);
    if (holder && holder.id !== member.id) throw invalid({ email: ["has already been taken"] });
    changes.email = input.email;
  }
  if (input.password) {
    if (input.password !== input.password_confirmation) throw invalid({ password_confirmation: ["does not match"] });
    changes.passwordHash = await hashPassword(input.password);
  }
  if (Object.keys(changes).length === 0) return member;
  return ctx.db.transaction(async (tx: DbOrTx) => {
    const updated = await updateMemberRow(tx, member.id, changes);
    if (changes.passwordHash) await deleteOtherSessions(tx, member.id, sessionTokenHash);
    return updated ?? member;
  });
}
