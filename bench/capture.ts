// The statements a request sends, for baselines that replay our own SQL (search.ts, lists.ts): the request is run
// once (after one warm-up) through the app built from the sources, in this process, on the bench's database, with
// node-postgres' Client.query wrapped to note each statement's text, parameters and name, per connection.
import pg from "pg";
import { buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import { createSession } from "../server/src/modules/auth/sessions.repo.js";
import { findMemberByEmail } from "../server/src/modules/members/members.repo.js";
import type { Statement, StatementSet } from "./search-worker.js";
import { SEED_PASSWORD } from "./setup.js";

export type CapturedRequest = { path: string; set: StatementSet; body: unknown };

/** Runs each path as the member of this e-mail and returns what it sent (chains: one per connection) and answered. */
export async function captureStatements(databaseUrl: string, dataDir: string, email: string, paths: string[]) {
  const config = loadConfig(
    { NODE_ENV: "production", DEMO: "true", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_PASSWORD },
    { databaseUrl },
  );
  const app = await buildApp({ config, inlineJobs: true });
  const original = pg.Client.prototype.query;
  let log: { client: object; st: Statement }[] | null = null;
  // biome-ignore lint/suspicious/noExplicitAny: wraps every overload of Client.query and passes them on unchanged.
  (pg.Client.prototype as any).query = function (this: object, config: any, ...rest: any[]) {
    if (log) {
      if (typeof config === "string") log.push({ client: this, st: { text: config, values: rest[0] ?? [] } });
      else if (config && typeof config.text === "string")
        log.push({
          client: this,
          st: {
            text: config.text,
            values: config.values ?? (Array.isArray(rest[0]) ? rest[0] : []),
            ...(config.name ? { name: config.name } : {}),
          },
        });
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return (original as (...a: any[]) => any).call(this, config, ...rest);
  };
  try {
    const member = await findMemberByEmail(app.ctx.db, email);
    if (!member) throw new Error(`no ${email} in the database: was it seeded by this bench?`);
    const { token, csrfToken } = await createSession(app.ctx.db, member.id, "bench");
    const cookie = `intranet_session=${token}; csrf_token=${csrfToken}`;
    const out = new Map<string, CapturedRequest>();
    /** Paths that did not answer 200 (a search over its time limit on a busy machine): what they answered. */
    const failed = new Map<string, string>();
    for (const p of paths) {
      const call = () => app.inject({ method: "GET", url: p, headers: { cookie, accept: "application/json" } });
      const warm = await call();
      if (warm.statusCode !== 200) {
        failed.set(p, `${warm.statusCode} ${warm.body.slice(0, 200)}`);
        continue;
      }
      log = [];
      const res = await call();
      const noted = log;
      log = null;
      const chains = new Map<object, Statement[]>();
      for (const { client, st } of noted) chains.set(client, [...(chains.get(client) ?? []), st]);
      out.set(p, { path: p, set: { chains: [...chains.values()] }, body: res.json() });
    }
    return { cookie, captured: out, failed };
  } finally {
    pg.Client.prototype.query = original;
    await app.close();
  }
}

/**
 * The statements `run` sends through node-postgres (text and parameters, in order, every connection), with
 * Client.query wrapped only while it runs: for baselines that replay one request's or one import's own SQL.
 */
export async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const original = pg.Client.prototype.query;
  const captured: Statement[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: wraps every overload of Client.query and passes them on unchanged.
  (pg.Client.prototype as any).query = function (this: object, q: any, ...rest: any[]) {
    const values = Array.isArray(rest[0]) ? rest[0] : [];
    if (q && typeof q === "object" && typeof q.text === "string")
      captured.push({ text: q.text, values: q.values ?? values });
    else if (typeof q === "string") captured.push({ text: q, values });
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return (original as (...a: any[]) => any).call(this, q, ...rest);
  };
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return captured;
}
