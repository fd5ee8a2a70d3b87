import { createHmac, timingSafeEqual } from "node:crypto";

/** What an unsubscribe link turns off. */
export const UNSUBSCRIBABLE = { n: "newsletter", w: "weekly_digest", d: "daily_activity" } as const;
export type Unsubscribable = (typeof UNSUBSCRIBABLE)[keyof typeof UNSUBSCRIBABLE];
const CODES = Object.fromEntries(Object.entries(UNSUBSCRIBABLE).map(([code, kind]) => [kind, code])) as Record<
  Unsubscribable,
  keyof typeof UNSUBSCRIBABLE
>;

const mac = (key: string, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url").slice(0, 32);

/** `{member id}.{kind code}.{HMAC}`: names the member, and only the network's key makes a valid one. */
export function unsubscribeToken(key: string, memberId: string, kind: Unsubscribable): string {
  const payload = `${memberId}.${CODES[kind]}`;
  return `${payload}.${mac(key, payload)}`;
}

/** The member and kind of a token whose signature holds, else null. */
export function readUnsubscribeToken(key: string, token: string): { memberId: string; kind: Unsubscribable } | null {
  const match = /^([0-9a-f]{24})\.([nwd])\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, memberId, code, signature] = match as unknown as [string, string, keyof typeof UNSUBSCRIBABLE, string];
  const expected = Buffer.from(mac(key, `${memberId}.${code}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { memberId, kind: UNSUBSCRIBABLE[code] };
}
