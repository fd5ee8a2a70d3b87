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

/** The app built from the sources, in this process, on the bench's database, as production runs it (jobs inline). */
export async function captureApp(databaseUrl: string, dataDir: string) {
  const config = loadConfig(
    { NODE_ENV: "production", DEMO: "true", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_PASSWORD },
    { databaseUrl },
  );
  return buildApp({ config, inlineJobs: true });
}

/**
 * Wraps node-postgres' Client.query until the returned function is called: `note` hears each statement (text,
 * parameters, name), the connection it went to, and (for a promised query) the result once it arrives.
 */
export function noteQueries(
  note: (client: object, st: Statement, result: Promise<pg.QueryResult> | null, rowMode?: string) => void,
): () => void {
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: wraps every overload of Client.query and passes them on unchanged.
  (pg.Client.prototype as any).query = function (this: object, config: any, ...rest: any[]) {
    // A callback (a pool's query passes one) hears the result too; otherwise the promise carries it.
    let heard: Promise<pg.QueryResult> | null = null;
    const last = rest.length - 1;
    if (typeof rest[last] === "function") {
      const callback = rest[last];
      heard = new Promise((resolve) => {
        // biome-ignore lint/suspicious/noExplicitAny: the callback's (err, result) as node-postgres calls it.
        rest[last] = (err: any, res: any) => {
          resolve(err ? ({ rows: [], fields: [] } as unknown as pg.QueryResult) : res);
          return callback(err, res);
        };
      });
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    const out = (original as (...a: any[]) => any).call(this, config, ...rest);
    const result = heard ?? (out && typeof out.then === "function" ? (out as Promise<pg.QueryResult>) : null);
    if (typeof config === "string") note(this, { text: config, values: Array.isArray(rest[0]) ? rest[0] : [] }, result);
    else if (config && typeof config.text === "string")
      note(
        this,
        {
          text: config.text,
          values: config.values ?? (Array.isArray(rest[0]) ? rest[0] : []),
          ...(config.name ? { name: config.name } : {}),
        },
        result,
        config.rowMode,
      );
    return out;
  };
  return () => {
    pg.Client.prototype.query = original;
  };
}

export type CapturedRequest = { path: string; set: StatementSet; body: unknown };

/** Runs each path as the member of this e-mail and returns what it sent (chains: one per connection) and answered. */
export async function captureStatements(databaseUrl: string, dataDir: string, email: string, paths: string[]) {
  const app = await captureApp(databaseUrl, dataDir);
  let log: { client: object; st: Statement }[] | null = null;
  const restore = noteQueries((client, st) => log?.push({ client, st }));
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
    restore();
    await app.close();
  }
}

/**
 * The statements `run` sends through node-postgres (text and parameters, in order, every connection), with
 * Client.query wrapped only while it runs: for baselines that replay one request's or one import's own SQL.
 */
export async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const captured: Statement[] = [];
  const restore = noteQueries((_client, st) => captured.push({ text: st.text, values: st.values }));
  try {
    await run();
  } finally {
    restore();
  }
  return captured;
}
