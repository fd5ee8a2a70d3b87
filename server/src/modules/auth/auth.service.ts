import { hash, verify } from "@node-rs/argon2";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, invalid, rateLimited } from "../../http/errors.js";
import { newToken } from "../../lib/tokens.js";
import { sendMail } from "../mail/send-mail.js";
import { findMemberByEmail, updateMemberRow } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { hashPassword } from "../members/members.service.js";
import { passwordResetMail } from "./auth.mails.js";
import { consumePasswordReset, createPasswordReset } from "./password-resets.repo.js";
import { deleteMemberSessions, deleteOtherSessions } from "./sessions.repo.js";

const SIGN_IN_WINDOW_S = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_ATTEMPTS_PER_IP = 50;
const RESET_TTL_MS = 2 * 3600 * 1000;

/** Verified against when the e-mail is unknown, so both cases take the same time. */
const dummyHash = hash("not-a-real-password-0000");

const invalidCredentials = () => new AppError(401, "invalid_credentials", "Invalid e-mail or password.");

/** Checks e-mail and password with per-IP and per-account limits; never says whether the e-mail exists. */
export async function authenticate(ctx: AppContext, email: string, password: string, ip: string): Promise<MemberRow> {
  const accountKey = `sign_in:account:${email.trim().toLowerCase()}`;
  if ((await ctx.rateLimiter.hit(`sign_in:ip:${ip}`, SIGN_IN_WINDOW_S)) > MAX_ATTEMPTS_PER_IP) throw rateLimited();
  const member = await findMemberByEmail(ctx.db, email);
  const ok = await verify(member?.passwordHash ?? (await dummyHash), password).catch(() => false);
  if (!member?.passwordHash || !ok) {
    if ((await ctx.rateLimiter.hit(accountKey, SIGN_IN_WINDOW_S)) > MAX_FAILURES_PER_ACCOUNT) throw rateLimited();
    throw invalidCredentials();
  }
  if (member.lockedAt)
    throw new AppError(403, "account_locked", "Your account is locked. Please contact an administrator.");
  await ctx.rateLimiter.reset(accountKey);
  return member;
}

/** Mails a single-use link when the e-mail belongs to a member; answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string) {
  if ((await ctx.rateLimiter.hit(`reset:ip:${ip}`, SIGN_IN_WINDOW_S)) > MAX_FAILURES_PER_ACCOUNT) throw rateLimited();
  const member = await findMemberByEmail(ctx.db, email);
  if (!member || member.lockedAt) return;
  const token = newToken();
  await createPasswordReset(ctx.db, token, member.id, new Date(Date.now() + RESET_TTL_MS));
  const link = `${ctx.config.publicUrl}/users/password/edit?reset_password_token=${encodeURIComponent(token)}`;
  await sendMail(ctx, member, passwordResetMail, { firstName: member.firstName, link });
}

/** Sets the new password if the token is valid, unused and unexpired; ends every session of the member. */
export async function resetPassword(ctx: AppContext, token: string, password: string, confirmation: string) {
  if (password !== confirmation) throw invalid({ password_confirmation: ["does not match"] });
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, token);
    if (!reset) throw invalid({ reset_password_token: ["is invalid or has expired"] });
    await updateMemberRow(tx, reset.memberId, { passwordHash });
    await deleteMemberSessions(tx, reset.memberId);
  });
}

/** Changes e-mail and/or password after checking the current password; other sessions end on a new password. */
export async function updateRegistration(
  ctx: AppContext,
  member: MemberRow,
  sessionTokenHash: string,
  input: { email?: string; password?: string; password_confirmation?: string; current_password: string },
): Promise<MemberRow> {
  const ok = member.passwordHash ? await verify(member.passwordHash, input.current_password).catch(() => false) : false;
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
