import { z } from "zod";
import { defineRoutes } from "../route.js";

/** What each dependency answered: the database always, Redis only where REDIS_URL is set. */
export const healthChecks = z.object({
  database: z.enum(["ok", "failed"]),
  redis: z.enum(["ok", "failed"]).optional(),
});

export const liveness = z.object({ status: z.literal("ok") });
export const readiness = z.object({ status: z.enum(["ok", "unavailable"]), checks: healthChecks });

/** For load balancers and orchestrators (docs/operations.md "Health checks"); public, no session looked up. */
export const healthApi = defineRoutes("health", {
  /** The process is up and answers. */
  live: { method: "GET", path: "/healthz", response: { 200: liveness } },
  /** The database (and Redis when configured) answer: 200, or 503 naming the one that failed. */
  ready: { method: "GET", path: "/readyz", response: { 200: readiness, 503: readiness } },
});
