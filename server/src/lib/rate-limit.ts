import { isIPv4, isIPv6 } from "node:net";
import type { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { rateLimited } from "../http/errors.js";

/**
 * A limit: at most `points` counted per key in a fixed window of `windowS` seconds that starts with the
 * key's first count. Each module defines its limits next to the code that counts them; docs/security.md
 * lists them all with their numbers.
 */
export type Limit = { name: string; points: number; windowS: number };

export const defineLimit = (name: string, points: number, windowS: number): Limit => ({ name, points, windowS });

/**
 * One limit's counts, kept in the app's store (memory, or Redis so every instance sees the same counts).
 * An attempt is counted before it is made (`take`), so parallel requests cannot all slip in before the
 * first is counted; an attempt that turns out not to count against the limit (a success) is refunded.
 */
export interface Counter {
  readonly limit: Limit;
  /** Counts one attempt; throws 429 with Retry-After when the key has no points left or is held. */
  take(key: string): Promise<number>;
  /** Counts one attempt; answers whether it was within the limit (for what is skipped, not refused). */
  allows(key: string): Promise<boolean>;
  /** Gives back one point (the attempt succeeded and should not count). */
  refund(key: string): Promise<void>;
  /** Seconds until the key may go on: 0 while it has points left in its window and is not held. */
  retryAfter(key: string): Promise<number>;
  /** Refuses the key for `seconds` from now whatever it counted (a lock, or a slowdown). */
  hold(key: string, seconds: number): Promise<void>;
  /** Forgets the key's counts and hold. */
  reset(key: string): Promise<void>;
}

/** The app's rate-limit store: one counter per limit, the same object for every call with that limit. */
export interface RateLimits {
  of(limit: Limit): Counter;
}

export type RateLimitOptions = {
  /** Prefix of every key in the store; instances that should share counts use the same one. */
  prefix?: string;
  /** Other numbers for named limits (tests use small ones instead of many slow attempts). */
  overrides?: Record<string, Partial<Pick<Limit, "points" | "windowS">>>;
};

/** Throws 429 with Retry-After while the key has spent its points or is held. */
export async function refuseWhenSpent(counter: Counter, key: string): Promise<void> {
  const wait = await counter.retryAfter(key);
  if (wait > 0) throw rateLimited(wait);
}

const secondsOf = (ms: number, windowS: number) => (ms > 0 ? Math.ceil(ms / 1000) : windowS);

/**
 * A guess (a password, a code) counted against the key before it is made, so a spent key refuses the
 * right guess too. A right guess resets the key; the wrong one that spends its last point holds the key
 * for a whole window from then (a lock). Answers whether the guess was right and how many failures the
 * key has counted in its window.
 */
export async function guardedGuess(
  counter: Counter,
  key: string,
  guess: () => Promise<boolean>,
): Promise<{ ok: boolean; failures: number }> {
  const failures = await counter.take(key);
  if (await guess()) {
    await counter.reset(key);
    return { ok: true, failures: 0 };
  }
  if (failures >= counter.limit.points) await counter.hold(key, counter.limit.windowS);
  return { ok: false, failures };
}

function counterOf(limit: Limit, limiter: RateLimiterAbstract): Counter {
  const count = async (key: string) => {
    const res = await limiter.penalty(key, 1);
    return { count: res.consumedPoints, retryAfter: secondsOf(res.msBeforeNext, limit.windowS) };
  };
  return {
    limit,
    async take(key) {
      const res = await count(key);
      if (res.count > limit.points) throw rateLimited(res.retryAfter);
      return res.count;
    },
    async allows(key) {
      return (await count(key)).count <= limit.points;
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async retryAfter(key) {
      const res = await limiter.get(key);
      if (!res || res.consumedPoints < limit.points) return 0;
      return secondsOf(res.msBeforeNext, limit.windowS);
    },
    async hold(key, seconds) {
      await limiter.set(key, limit.points, Math.max(1, Math.ceil(seconds)));
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

function store(make: (limit: Limit, keyPrefix: string) => RateLimiterAbstract, opts: RateLimitOptions): RateLimits {
  const counters = new Map<string, Counter>();
  const prefix = opts.prefix ?? "rl";
  return {
    of(defined) {
      const limit = { ...defined, ...opts.overrides?.[defined.name] };
      const known = counters.get(limit.name);
      if (known) {
        if (known.limit.points !== limit.points || known.limit.windowS !== limit.windowS) {
          throw new Error(`Rate limit ${limit.name} is defined twice with different numbers`);
        }
        return known;
      }
      const counter = counterOf(limit, make(limit, `${prefix}:${limit.name}`));
      counters.set(limit.name, counter);
      return counter;
    },
  };
}

/** Counts in this process only: for one instance, and for tests. */
export function memoryRateLimits(opts: RateLimitOptions = {}): RateLimits {
  return store(
    (limit, keyPrefix) => new RateLimiterMemory({ points: limit.points, duration: limit.windowS, keyPrefix }),
    opts,
  );
}

/**
 * Counts in Redis, shared by every instance. Commands wait while the connection is being made; when one
 * fails (Redis unreachable after the client's retries) the instance counts in its own memory instead (the
 * limits still hold per instance) rather than letting every attempt through or failing it.
 */
export function redisRateLimits(redis: Redis, opts: RateLimitOptions = {}): RateLimits {
  return store(
    (limit, keyPrefix) =>
      new RateLimiterRedis({
        storeClient: redis,
        points: limit.points,
        duration: limit.windowS,
        keyPrefix,
        insuranceLimiter: new RateLimiterMemory({ points: limit.points, duration: limit.windowS, keyPrefix }),
      }),
    opts,
  );
}

/**
 * The key a client address is counted under. IPv6 clients usually hold a whole /64, so they are counted
 * by that prefix; an IPv4 address mapped into IPv6 counts as the IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  // A trailing dotted quad (::ffff:…, 64:ff9b::…) stands for the last two groups.
  const hex = ip
    .toLowerCase()
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
      [a * 256 + Number(b), c * 256 + Number(d)].map((n) => n.toString(16)).join(":"),
    );
  const [head = "", tail = ""] = hex.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = hex.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
