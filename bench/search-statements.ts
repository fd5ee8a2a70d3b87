// The statements the search bench replays: the server's own, captured by running each request once in this process
// (node-postgres' Client.query wrapped), and the naive ILIKE baseline with the permission rules written by hand.
import pg from "pg";
import { buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import { createSession } from "../server/src/modules/auth/sessions.repo.js";
import { findMemberByEmail } from "../server/src/modules/members/members.repo.js";
import type { Statement, StatementSet } from "./search-worker.js";
import { SEED_PASSWORD } from "./setup.js";

export const READER_EMAIL = "search-reader@bench.example.org";

export type Captured = { path: string; set: StatementSet; modules: Record<string, { total: number; hits: number }> };

/**
 * The statements each request sends, captured by running it once (after one warm-up) in this process on the same
 * database: node-postgres' Client.query is wrapped to note text, parameters and statement name per connection.
 */
export async function capture(databaseUrl: string, dataDir: string, paths: string[]) {
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
    const reader = await findMemberByEmail(app.ctx.db, READER_EMAIL);
    if (!reader) throw new Error(`no ${READER_EMAIL} in the database: was it seeded by this bench?`);
    const { token, csrfToken } = await createSession(app.ctx.db, reader.id, "bench");
    const cookie = `intranet_session=${token}; csrf_token=${csrfToken}`;
    const out = new Map<string, Captured>();
    for (const p of paths) {
      const call = () => app.inject({ method: "GET", url: p, headers: { cookie, accept: "application/json" } });
      const warm = await call();
      if (warm.statusCode !== 200) throw new Error(`${p}: ${warm.statusCode} ${warm.body.slice(0, 300)}`);
      log = [];
      const res = await call();
      const noted = log;
      log = null;
      const chains = new Map<object, Statement[]>();
      for (const { client, st } of noted) chains.set(client, [...(chains.get(client) ?? []), st]);
      const body = res.json() as Record<string, { total?: number; hits?: unknown[] } | unknown[]>;
      const modules = Array.isArray(body.suggestions)
        ? { suggestions: { total: body.suggestions.length, hits: body.suggestions.length } }
        : Object.fromEntries(
            Object.entries(body).map(([k, v]) => {
              const r = v as { total: number; hits: unknown[] };
              return [k, { total: r.total, hits: r.hits.length }];
            }),
          );
      out.set(p, { path: p, set: { chains: [...chains.values()] }, modules });
    }
    return { cookie, captured: out };
  } finally {
    pg.Client.prototype.query = original;
    await app.close();
  }
}

/** The naive baseline's permission rules, by hand, for the reader ($1): what the access predicates say. */
const groupReadable = (col: string) =>
  `EXISTS (SELECT 1 FROM groups g WHERE g.id = ${col} AND (g.access = 'open' OR EXISTS (SELECT 1 FROM group_memberships gm
     WHERE gm.group_id = g.id AND gm.member_id = $1 AND gm.status = 'member')))`;
export const NAIVE: Record<string, { from: string; readable: string; columns: string[]; at: string; id: string }> = {
  activities: {
    from: "activities t",
    readable: `(t.group_id IS NULL OR ${groupReadable("t.group_id")})`,
    columns: ["t.plain_content"],
    at: "t.created_at",
    id: "t.id",
  },
  messages: {
    from: "messages t",
    readable:
      "(t.author_id = $1 OR EXISTS (SELECT 1 FROM message_recipients r WHERE r.message_id = t.id AND r.member_id = $1))",
    columns: ["t.subject", "t.plain_content"],
    at: "t.created_at",
    id: "t.id",
  },
  appointments: {
    from: "appointments t",
    readable: `EXISTS (SELECT 1 FROM appointment_calendars ac JOIN calendars c ON c.id = ac.calendar_id
      WHERE ac.appointment_id = coalesce(t.series_id, t.id) AND (c.type = 'network'
        OR (c.type = 'personal' AND (c.author_id = $1 OR EXISTS (SELECT 1 FROM calendar_shares s WHERE s.calendar_id = c.id AND s.member_id = $1)))
        OR (c.type = 'group' AND ${groupReadable("c.group_id")})))`,
    columns: ["t.name", "t.description"],
    at: "t.starts_at",
    id: "t.id",
  },
  files: {
    from: "files t JOIN folders f ON f.id = t.folder_id",
    readable: `(f.group_id IS NULL OR ${groupReadable("f.group_id")})`,
    columns: ["t.name", "t.description"],
    at: "t.created_at",
    id: "t.id",
  },
  folders: {
    from: "folders t",
    readable: `(t.group_id IS NULL OR ${groupReadable("t.group_id")})`,
    columns: ["t.name", "t.description"],
    at: "t.created_at",
    id: "t.id",
  },
  members: {
    from: "members t",
    readable: "t.locked_at IS NULL",
    columns: ["t.first_name || ' ' || t.last_name"],
    at: "t.last_name",
    id: "t.id",
  },
  groups: {
    from: "groups t",
    readable: `(t.access <> 'hidden' OR EXISTS (SELECT 1 FROM group_memberships gm WHERE gm.group_id = t.id AND gm.member_id = $1
      AND gm.status IN ('member', 'invited')))`,
    columns: ["t.name", "t.teaser"],
    at: "t.created_at",
    id: "t.id",
  },
  pages: {
    from: "group_pages t",
    readable: groupReadable("t.group_id"),
    columns: ["t.title", "t.html_content"],
    at: "t.updated_at",
    id: "t.id",
  },
};

/** One naive statement per module the answer has: every word ILIKE '%word%' in any column, readable, newest first. */
export function naiveSet(readerId: string, q: string, modules: string[], suggestions: boolean): StatementSet {
  const words = q.split(/\s+/).filter(Boolean);
  const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, "\\$&")}%`);
  const chains = modules.flatMap((m) => {
    const spec = NAIVE[m];
    if (!spec) return [];
    // The reader is $1 where the rule names them; the patterns follow.
    const withReader = spec.readable.includes("$1");
    const values = withReader ? [readerId, ...patterns] : patterns;
    const first = withReader ? 2 : 1;
    const match = words
      .map((_, k) => `(${spec.columns.map((c) => `${c} ILIKE $${k + first}`).join(" OR ")})`)
      .join(" AND ");
    const where = `${match} AND ${spec.readable}`;
    const text = suggestions
      ? `SELECT ${spec.id} AS id FROM ${spec.from} WHERE ${where} ORDER BY ${spec.at} DESC LIMIT 8`
      : `SELECT (SELECT count(*)::int FROM (SELECT 1 FROM ${spec.from} WHERE ${where} LIMIT 1001) c) AS total,
           (SELECT coalesce(json_agg(p.id), '[]'::json) FROM (SELECT ${spec.id} AS id FROM ${spec.from} WHERE ${where}
              ORDER BY ${spec.at} DESC LIMIT 5) p) AS ids`;
    return [[{ text, values }]];
  });
  return { chains };
}
