// The administration benches' world (bench/administration.ts, bench/statistics.ts): a fresh PostgreSQL database
// migrated by the app (buildApp, as production builds it), an administrator, 50,000 members joined over the last
// 12 months and 300,000 posts over the same year (generate_series), more rows as a bench asks, VACUUM (ANALYZE).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import { createSession } from "../server/src/modules/auth/sessions.repo.js";
import { createMember } from "../server/src/modules/members/members.service.js";
import { onStop } from "./guard.js";
import { createBenchDatabase, SEED_PASSWORD } from "./setup.js";

export const MEMBERS = 50_000;
export const POSTS = 300_000;

const log = (line: string) => process.stderr.write(`${line}\n`);
export const ms = (v: number) => `${v.toFixed(1)} ms`;
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The members and posts, each spread evenly over the last 365 days; ids time-ordered like the app's. */
const SEED = [
  `insert into members (id, email, first_name, last_name, profile, created_at, updated_at)
   select 'b1' || lpad(to_hex(i), 22, '0'), 'bench-' || i || '@bench.example.org', 'Bench', 'Member ' || i, '{}'::jsonb,
          now() - (365 * (${MEMBERS} - i)::float / ${MEMBERS}) * interval '1 day', now()
   from generate_series(1, ${MEMBERS}) i`,
  `insert into activities (id, author_id, object_type, html_content, plain_content, created_at, updated_at)
   select 'b2' || lpad(to_hex(i), 22, '0'), 'b1' || lpad(to_hex(1 + (i::bigint * 7919) % ${MEMBERS}), 22, '0'), 'note',
          '<p>post</p>', 'post', now() - (365 * (${POSTS} - i)::float / ${POSTS}) * interval '1 day',
          now() - (365 * (${POSTS} - i)::float / ${POSTS}) * interval '1 day'
   from generate_series(1, ${POSTS}) i`,
];

/**
 * Builds the world; `more`: further seed statements. Answers the app, the seeding connection (left open for
 * replaying statements) and `call`, a GET as the administrator.
 */
export async function adminWorld(postgresUrl: string, more: string[] = []) {
  const url = await createBenchDatabase(postgresUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-admin-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig(
    { NODE_ENV: "production", DEMO: "true", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_PASSWORD },
    { databaseUrl: url },
  );
  log("bench: building the app (migrations)…");
  const app = await buildApp({ config, inlineJobs: true });
  onStop(() => app.close());
  const admin = await createMember(app.ctx.db, {
    email: "bench-admin@bench.example.org",
    firstName: "Bench",
    lastName: "Admin",
    isNetworkAdmin: true,
    password: SEED_PASSWORD,
  });
  const seeder = new pg.Client({ connectionString: url });
  // The harness drops the database when it stops: the connection's end then is expected.
  seeder.on("error", () => undefined);
  await seeder.connect();
  for (const statement of [...SEED, ...more]) {
    const started = performance.now();
    await seeder.query(statement);
    log(`bench: seeded in ${ms(performance.now() - started)}: ${statement.slice(0, 40).replace(/\s+/g, " ")}…`);
  }
  await seeder.query("VACUUM (ANALYZE)");
  const { token, csrfToken } = await createSession(app.ctx.db, admin.id, "bench");
  const cookie = `intranet_session=${token}; csrf_token=${csrfToken}`;
  const call = (p: string) => app.inject({ method: "GET", url: p, headers: { cookie, accept: "application/json" } });

  return { app, seeder, call };
}
