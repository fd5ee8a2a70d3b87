import { randomBytes } from "node:crypto";
import type { Config } from "../src/config.js";

/**
 * Config for a test app's rate limits: on Redis when TEST_REDIS_URL is set (under a prefix of its own, so
 * counts from other files and earlier runs do not mix in), in memory otherwise; `overrides` sets smaller
 * numbers for named limits so a test does not need dozens of slow attempts.
 */
export function rateLimitConfig(overrides: NonNullable<Config["rateLimits"]["overrides"]> = {}): Partial<Config> {
  const redisUrl = process.env.TEST_REDIS_URL;
  return {
    ...(redisUrl ? { redisUrl } : {}),
    rateLimits: { prefix: `test:${randomBytes(6).toString("hex")}`, overrides },
  };
}
