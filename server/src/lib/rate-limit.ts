import type { Redis } from "ioredis";

/** Counts hits per key in a fixed window; shared across instances when Redis is configured. */
export interface RateLimiter {
  /** Adds a hit and returns how many the key has in the current window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowSeconds) {
      const t = now();
      let bucket = buckets.get(key);
      if (!bucket || bucket.resetAt <= t) {
        bucket = { count: 0, resetAt: t + windowSeconds * 1000 };
        buckets.set(key, bucket);
      }
      bucket.count += 1;
      if (buckets.size > 50_000) {
        for (const [k, b] of buckets) if (b.resetAt <= t) buckets.delete(k);
      }
      return bucket.count;
    },
    async reset(key) {
      buckets.delete(key);
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = "rl:"): RateLimiter {
  return {
    async hit(key, windowSeconds) {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incr(k).expire(k, windowSeconds, "NX").exec()) as [[null, number]];
      return count;
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
