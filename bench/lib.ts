import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Fastify from "fastify";
import { type App, buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import { openDatabase } from "../server/src/db/client.js";
import { createSession } from "../server/src/modules/auth/sessions.repo.js";

/** The app on a fresh database (in-memory PGlite, or BENCH_DATABASE_URL), listening on a free port. */
export async function startApp(): Promise<{ app: App; url: string; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-bench-"));
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  const app = await buildApp({ config, database, inlineJobs: true });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    url,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie and CSRF headers of a real session for the member. */
export async function sessionHeaders(app: App, memberId: string): Promise<Record<string, string>> {
  const { token, csrfToken } = await createSession(app.ctx.db, memberId, "bench");
  return { cookie: `intranet_session=${token}; csrf_token=${csrfToken}`, accept: "application/json" };
}

/** A bare Fastify route that serves the given JSON from memory: the ceiling for any real route. */
export async function startBaseline(body: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify();
  const payload = JSON.stringify(body);
  bare.get("/baseline", async (_req, reply) => reply.type("application/json").send(payload));
  const url = await bare.listen({ port: 0, host: "127.0.0.1" });
  return { url: `${url}/baseline`, close: () => bare.close() };
}

export type Measurement = { name: string; requestsPerSec: number; p50: number; p99: number };

export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  seconds = Number(process.env.BENCH_SECONDS ?? 5),
): Promise<Measurement> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, requestsPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Prints each measurement with its ratio to the baseline (1.00 = as fast as serving JSON from memory). */
export function report(title: string, baseline: Measurement, rows: Measurement[]) {
  console.log(`\n${title}`);
  const line = (m: Measurement) =>
    `  ${m.name.padEnd(40)} ${m.requestsPerSec.toFixed(0).padStart(7)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(4)} ms  ratio ${(m.requestsPerSec / baseline.requestsPerSec).toFixed(3)}`;
  console.log(line(baseline));
  for (const m of rows) console.log(line(m));
}
