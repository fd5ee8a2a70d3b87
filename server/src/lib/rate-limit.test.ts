import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../http/errors.js";
import {
  clientAddressKey,
  defineLimit,
  guardedGuess,
  memoryRateLimits,
  type RateLimitOptions,
  type RateLimits,
  redisRateLimits,
  refuseWhenSpent,
} from "./rate-limit.js";

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(() => redis?.disconnect());

const prefix = () => `test:${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const e = err as AppError;
  expect(e.status).toBe(429);
  return Number(e.headers?.["retry-after"]);
};

const LIMIT = defineLimit("three", 3, 60);

function storeContract(name: string, make: (opts: RateLimitOptions) => RateLimits) {
  it(`${name}: counts attempts before they are made and refuses past the limit with the seconds to wait`, async () => {
    const counter = make({ prefix: prefix() }).of(LIMIT);
    expect(await counter.take("k")).toBe(1);
    expect(await counter.take("k")).toBe(2);
    await counter.refund("k");
    expect(await counter.take("k")).toBe(2);
    expect(await counter.take("k")).toBe(3);
    expect(await counter.retryAfter("k")).toBeGreaterThan(0);
    const wait = await refusal(counter.take("k"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await counter.take("other")).toBe(1);
    await counter.reset("k");
    expect(await counter.retryAfter("k")).toBe(0);
    expect(await counter.allows("k")).toBe(true);
  });

  it(`${name}: holds a key for a given time, and a spent guess refuses the right answer too`, async () => {
    const counter = make({ prefix: prefix() }).of(LIMIT);
    await counter.hold("held", 30);
    expect(await refusal(refuseWhenSpent(counter, "held"))).toBeLessThanOrEqual(30);
    const wrong = async () => false;
    const right = async () => true;
    expect(await guardedGuess(counter, "g", wrong)).toEqual({ ok: false, failures: 1 });
    expect(await guardedGuess(counter, "g", right)).toEqual({ ok: true, failures: 0 });
    for (let i = 1; i <= 3; i++) expect(await guardedGuess(counter, "g", wrong)).toEqual({ ok: false, failures: i });
    // The third failure locked the key for a whole window from then: the right guess is refused unseen.
    let asked = false;
    const wait = await refusal(
      guardedGuess(counter, "g", async () => {
        asked = true;
        return true;
      }),
    );
    expect(asked).toBe(false);
    expect(wait).toBeGreaterThan(50);
  });

  it(`${name}: one counter per limit, with the numbers a test overrides`, async () => {
    const limits = make({ prefix: prefix(), overrides: { three: { points: 1 } } });
    expect(limits.of(LIMIT)).toBe(limits.of(LIMIT));
    expect(limits.of(LIMIT).limit).toEqual({ name: "three", points: 1, windowS: 60 });
    expect(() => limits.of(defineLimit("three", 3, 90))).toThrow(/defined twice/);
  });
}

describe("rate-limit store", () => {
  storeContract("memory", (opts) => memoryRateLimits(opts));
  if (redis) storeContract("redis", (opts) => redisRateLimits(redis, opts));

  it.runIf(redisUrl)("shares counts between instances on Redis", async () => {
    const shared = prefix();
    const a = redisRateLimits(redis as Redis, { prefix: shared }).of(LIMIT);
    const b = redisRateLimits(redis as Redis, { prefix: shared }).of(LIMIT);
    await a.take("k");
    expect(await b.take("k")).toBe(2);
  });

  it("still counts, per instance, while Redis cannot be reached", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const counter = redisRateLimits(down, { prefix: prefix() }).of(LIMIT);
    for (let i = 1; i <= 3; i++) expect(await counter.take("k")).toBe(i);
    expect(await refusal(counter.take("k"))).toBeGreaterThan(0);
    down.disconnect();
  });

  it("counts IPv6 clients by their /64 and IPv4-mapped addresses as IPv4", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8:1:2::9")).toBe(clientAddressKey("2001:0db8:0001:0002:ffff::1"));
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("64:ff9b::198.51.100.1")).toBe("64:ff9b:0:0::/64");
  });
});
