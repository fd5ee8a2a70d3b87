import { randomBytes } from "node:crypto";
import type { FactorType } from "@intranet/contracts";
import { Secret, TOTP, URI } from "otpauth";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, conflict, notFound } from "../../http/errors.js";
import { type Counter, clientAddressKey, defineLimit, guardedGuess, refuseWhenSpent } from "../../lib/rate-limit.js";
import { hashToken, newToken } from "../../lib/tokens.js";
import { sendMail } from "../mail/send-mail.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { getNetwork } from "../network/network.service.js";
import { settingsOf } from "../network/network-settings.js";
import { signInCodeMail } from "./two-factor.mails.js";
import {
  countChallengeAttempt,
  deleteChallenge,
  deleteFactorRow,
  factorsOf,
  findOwnFactor,
  insertChallenge,
  insertFactor,
  replaceBackupCodes,
  spendBackupCode,
  spendFactorStep,
} from "./two-factor.repo.js";

/** Authenticator apps use 30-second steps; mailed codes stay valid for 10 minutes. */
const PERIOD: Record<FactorType, number> = { totp: 30, email: 600 };
const BACKUP_CODE_COUNT = 10;
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const MAX_CHALLENGE_ATTEMPTS = 5;

/**
 * Wrong codes per account, across challenges and sessions: the 10th within an hour locks code entry for
 * an hour, right code or not. A challenge still allows only five codes of its own.
 */
export const CODE_ACCOUNT = defineLimit("two_factor_account", 10, 60 * 60);
/** Wrong sign-in codes per client address (IPv6: per /64): 30 in 15 minutes. */
export const CODE_ADDRESS = defineLimit("two_factor_address", 30, 15 * 60);
/** The slowdown: a hold on the account's next code after its third wrong one (see slowdownSeconds). */
export const CODE_SLOWDOWN = defineLimit("two_factor_slowdown", 1, 60 * 60);
/** Sign-in codes mailed per account: 5 in 15 minutes; further sign-ins reuse the code already mailed. */
export const CODE_MAILS = defineLimit("two_factor_mail", 5, 15 * 60);
/** Wrong codes an account may give before each further one waits. */
export const FREE_CODE_FAILURES = 3;

/** The wait before the next code after the n-th wrong one in the window: none after the first two, then 2, 4, 8 … 128 s. */
export const slowdownSeconds = (failures: number) =>
  failures < FREE_CODE_FAILURES ? 0 : Math.min(2 ** (failures - FREE_CODE_FAILURES + 1), 128);

export const invalidCode = () => new AppError(400, "invalid_code", "The code is not valid.");

const totpFor = (type: FactorType, secret: string, label = "") =>
  new TOTP({ issuer: "Intranet", label, secret: Secret.fromBase32(secret), period: PERIOD[type], digits: 6 });

/** The time step a code belongs to, or null when it matches none of the current, previous or next. */
function matchingCounter(type: FactorType, secret: string, code: string): number | null {
  const delta = totpFor(type, secret).validate({ token: code, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD[type] }) + delta;
}

export { factorsOf };

async function mailCode(ctx: AppContext, member: MemberRow, secret: string) {
  const code = totpFor("email", secret).generate();
  await sendMail(ctx, { ...member, member: true }, signInCodeMail, { firstName: member.firstName, code });
}

/** Starts setting up a factor: the authenticator's provisioning URI, or a mailed code for the e-mail factor. */
/**
 * Refuses a method the network does not offer (administration §3 two_factor_totp_available, _email_available), and
 * every new factor while two-factor is turned off (`two_factor` disabled). Factors set up before still count.
 */
async function refuseUnavailable(ctx: AppContext, type: FactorType) {
  const s = settingsOf(await getNetwork(ctx.db));
  const available =
    s.two_factor !== "disabled" && (type === "totp" ? s.two_factor_totp_available : s.two_factor_email_available);
  if (!available) throw new AppError(422, "factor_unavailable", "This kind of factor is not offered in this network.");
}

export async function newFactor(ctx: AppContext, member: MemberRow, type: FactorType) {
  await refuseUnavailable(ctx, type);
  const secret = new Secret({ size: 20 }).base32;
  if (type === "email") {
    await mailCode(ctx, member, secret);
    return { secret_key: secret };
  }
  const network = await getNetwork(ctx.db);
  const totp = new TOTP({ issuer: network.name, label: member.email, secret: Secret.fromBase32(secret), period: 30 });
  return { provisioning_uri: totp.toString() };
}

function secretFrom(input: { type: FactorType; provisioning_uri?: string; secret_key?: string }): string {
  try {
    if (input.type === "totp") {
      const parsed = URI.parse(input.provisioning_uri ?? "");
      if (!(parsed instanceof TOTP) || parsed.period !== 30 || parsed.digits !== 6) throw new Error("unsupported");
      return parsed.secret.base32;
    }
    return Secret.fromBase32(input.secret_key ?? "").base32;
  } catch {
    throw new AppError(400, "invalid_secret", "The setup has expired. Please start again.");
  }
}

async function issueBackupCodes(db: DbOrTx, memberId: string): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => randomBytes(5).toString("hex"));
  await replaceBackupCodes(
    db,
    memberId,
    codes.map((c) => hashToken(c)),
  );
  return codes;
}

/** Activates a factor once its first code checks out; answers the ten backup codes. */
export async function activateFactor(
  ctx: AppContext,
  member: MemberRow,
  input: { type: FactorType; code: string; provisioning_uri?: string; secret_key?: string },
) {
  await refuseUnavailable(ctx, input.type);
  const secret = secretFrom(input);
  const counter = matchingCounter(input.type, secret, input.code);
  if (counter === null) throw invalidCode();
  return ctx.db.transaction(async (tx) => {
    const row = await insertFactor(tx, { memberId: member.id, type: input.type, secret, lastUsedCounter: counter });
    if (!row) throw conflict("factor_exists", "This kind of factor is already set up.");
    return { backup_codes: await issueBackupCodes(tx, member.id) };
  });
}

/** Accepts a current factor code (each time step only once) or an unused backup code. */
async function matchesSecondFactor(db: DbOrTx, member: MemberRow, code: string): Promise<boolean> {
  for (const f of await factorsOf(db, member.id)) {
    const counter = matchingCounter(f.type, f.secret, code);
    if (counter === null) continue;
    if (await spendFactorStep(db, f.id, counter)) return true;
  }
  return spendBackupCode(db, member.id, hashToken(code.toLowerCase()));
}

/**
 * Checks a second-factor code under the code limits, wherever a code is asked for (sign-in, deleting an
 * authenticator, new backup codes): a slowdown in force or a locked account answers 429 before the code
 * is looked at; the address (sign-in only) and the account count the attempt first; a right code clears
 * the account's failures.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  member: MemberRow,
  code: string,
  ip: string | null = null,
): Promise<boolean> {
  const slowdown = ctx.rateLimits.of(CODE_SLOWDOWN);
  await refuseWhenSpent(slowdown, member.id);
  let address: { counter: Counter; key: string } | null = null;
  if (ip !== null) {
    address = { counter: ctx.rateLimits.of(CODE_ADDRESS), key: clientAddressKey(ip) };
    await address.counter.take(address.key);
  }
  const { ok, failures } = await guardedGuess(ctx.rateLimits.of(CODE_ACCOUNT), member.id, () =>
    matchesSecondFactor(ctx.db, member, code),
  );
  if (ok) {
    await Promise.all([slowdown.reset(member.id), address?.counter.refund(address.key)]);
    return true;
  }
  const wait = slowdownSeconds(failures);
  if (wait > 0 && failures < ctx.rateLimits.of(CODE_ACCOUNT).limit.points) await slowdown.hold(member.id, wait);
  return false;
}

async function ownFactor(db: DbOrTx, member: MemberRow, factorId: string) {
  const row = await findOwnFactor(db, member.id, factorId);
  if (!row) throw notFound();
  return row;
}

/** E-mail factors go at once; an authenticator needs a valid code first. */
export async function deleteFactor(ctx: AppContext, member: MemberRow, factorId: string, code: string | undefined) {
  const factor = await ownFactor(ctx.db, member, factorId);
  if (factor.type === "totp" && !(code && (await verifySecondFactor(ctx, member, code)))) throw invalidCode();
  await ctx.db.transaction((tx) => deleteFactorRow(tx, member.id, factor.id));
}

export async function resetBackupCodes(ctx: AppContext, member: MemberRow, factorId: string, code: string) {
  await ownFactor(ctx.db, member, factorId);
  if (!(await verifySecondFactor(ctx, member, code))) throw invalidCode();
  return { backup_codes: await issueBackupCodes(ctx.db, member.id) };
}

/** After the password: a challenge whose token goes into a cookie; mails the code when the member uses e-mail. */
export async function startChallenge(
  ctx: AppContext,
  member: MemberRow,
  factors: { type: FactorType; secret: string }[],
) {
  const token = newToken();
  await insertChallenge(ctx.db, hashToken(token), member.id, new Date(Date.now() + CHALLENGE_TTL_MS));
  const email = factors.find((f) => f.type === "email");
  if (email && (await ctx.rateLimits.of(CODE_MAILS).allows(member.id))) await mailCode(ctx, member, email.secret);
  return token;
}

/** The challenge's member if the token is live and has attempts left; counts the attempt. */
export async function takeChallengeAttempt(db: DbOrTx, token: string): Promise<string | null> {
  return countChallengeAttempt(db, hashToken(token), MAX_CHALLENGE_ATTEMPTS);
}

export async function endChallenge(db: DbOrTx, token: string) {
  await deleteChallenge(db, hashToken(token));
}

/** The sign-in's second step for a member with an activated factor (auth's `signInChallenge`), null without one. */
export async function signInChallenge(ctx: AppContext, member: MemberRow) {
  const factors = await factorsOf(ctx.db, member.id);
  if (factors.length === 0) return null;
  return { token: await startChallenge(ctx, member, factors), factorTypes: factors.map((f) => f.type) };
}

/** The sign-in's second step: the challenge's member when the code is right (401 for a spent challenge, 400 otherwise). */
export async function passChallenge(ctx: AppContext, token: string, code: string, ip: string): Promise<MemberRow> {
  const memberId = token ? await takeChallengeAttempt(ctx.db, token) : null;
  if (!memberId) throw new AppError(401, "challenge_expired", "Please sign in again.");
  const member = await findMemberById(ctx.db, memberId);
  if (!member || member.lockedAt || !(await verifySecondFactor(ctx, member, code, ip))) throw invalidCode();
  await endChallenge(ctx.db, token);
  return member;
}
