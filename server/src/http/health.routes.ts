import { healthApi } from "@intranet/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { route } from "./route.js";

/** How the app reaches what it depends on: one cheap round trip each. */
export type HealthProbes = { database: () => Promise<unknown>; redis: (() => Promise<unknown>) | null };

/** A dependency that has not answered by then counts as failed: a balancer's check must not hang with it. */
const PROBE_TIMEOUT_MS = 2000;

async function answers(probe: () => Promise<unknown>): Promise<"ok" | "failed"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), late]);
    return "ok";
  } catch {
    return "failed";
  } finally {
    clearTimeout(timer);
  }
}

/** GET /healthz (the process answers) and GET /readyz (its database and Redis answer too), for load balancers. */
export const healthRoutes: FastifyPluginAsync<HealthProbes> = async (base, probes) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const open = { config: { auth: "public" as const }, logLevel: "warn" as const };

  route(app, healthApi.live, open, async () => ({ status: "ok" as const }));

  route(app, healthApi.ready, open, async (_req, reply) => {
    const [database, redis] = await Promise.all([
      answers(probes.database),
      probes.redis ? answers(probes.redis) : undefined,
    ]);
    const checks = { database, ...(redis && { redis }) };
    const ready = database === "ok" && redis !== "failed";
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ok" : "unavailable", checks });
  });
};
