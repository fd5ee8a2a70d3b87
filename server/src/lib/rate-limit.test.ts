import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from "./rate-limit.js";

const redisUrl = process.env.TEST_REDIS_URL;

async function countsPerWindow(limiter: RateLimiter, key: string) {
  expect(await limiter.hit(key, 60)).toBe(1);
  expect(await limiter.hit(key, 60)).toBe(2);
  await limiter.reset(key);
  expect(await limiter.hit(key, 60)).toBe(1);
}

describe("rate limiter", () => {
  it("counts hits in memory and starts a new window when the old one ends", async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    await countsPerWindow(limiter, "k");
    now += 61_000;
    expect(await limiter.hit("k", 60)).toBe(1);
  });

  it.runIf(redisUrl)("counts hits in Redis, shared by every instance", async () => {
    const redis = new Redis(redisUrl ?? "");
    const key = `test:${Date.now()}`;
    await countsPerWindow(redisRateLimiter(redis), key);
    expect(await redisRateLimiter(redis).hit(key, 60)).toBe(2);
    await redis.del(`rl:${key}`);
    redis.disconnect();
  });
});
