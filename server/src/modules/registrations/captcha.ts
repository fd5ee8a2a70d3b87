import { randomBytes } from "node:crypto";
import { CappedMap, type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { AppContext } from "../../context.js";

/**
 * The sign-up form's proof-of-work captcha (ALTCHA, self-hosted: no third-party service). The challenge asks the
 * browser for about 20,000 to 50,000 SHA-256 hashes (under a second), signed with a secret of this process, valid
 * for 10 minutes and accepted once.
 */
const CHALLENGE_TTL_S = 600;
const COUNTER = { min: 20_000, max: 50_000 };

type Captcha = { secret: string; used: CappedMap<string, boolean> };
const captchas = new WeakMap<AppContext, Captcha>();

/** The app's secret and used-challenge store (one per app; instances behind one address need sticky sessions). */
function captchaOf(ctx: AppContext): Captcha {
  let captcha = captchas.get(ctx);
  if (!captcha) {
    captcha = { secret: randomBytes(32).toString("hex"), used: new CappedMap({ maxSize: 100_000 }) };
    captchas.set(ctx, captcha);
  }
  return captcha;
}

export async function newCaptchaChallenge(ctx: AppContext) {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(COUNTER.min, COUNTER.max),
    deriveKey,
    hmacSignatureSecret: captchaOf(ctx).secret,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
  });
}

/** Whether the widget's payload (base64 JSON of challenge and solution) solves a challenge of ours not used before. */
export async function captchaSolved(ctx: AppContext, payload: string | undefined): Promise<boolean> {
  if (!payload) return false;
  let parsed: { challenge?: Challenge; solution?: Solution };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return false;
  }
  if (!parsed?.challenge?.parameters || !parsed.solution) return false;
  const captcha = captchaOf(ctx);
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: captcha.secret,
  }).catch(() => null);
  // Each solved challenge counts once (its nonce), and only after it verified.
  return result?.verified === true && captcha.used.setIfAbsent(parsed.challenge.parameters.nonce, true);
}
