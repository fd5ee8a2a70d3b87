// The statements the search bench replays: the server's own, captured by running each request once in this process
// (node-postgres' Client.query wrapped), and the naive ILIKE baseline with the permission rules written by hand.
import { captureStatements } from "./capture.js";
import type { StatementSet } from "./search-worker.js";

export const READER_EMAIL = "search-reader@bench.example.org";

export type Captured = { path: string; set: StatementSet; modules: Record<string, { total: number; hits: number }> };

/** The statements each search request sends (`captureStatements`), with the totals and hits of each module. */
export async function capture(databaseUrl: string, dataDir: string, paths: string[]) {
  const { cookie, captured, failed } = await captureStatements(databaseUrl, dataDir, READER_EMAIL, paths);
  for (const [p, answer] of failed) throw new Error(`${p}: ${answer}`);
  const out = new Map<string, Captured>();
  for (const [p, c] of captured) {
    const body = c.body as Record<string, { total?: number; hits?: unknown[] } | unknown[]>;
    const modules = Array.isArray(body.suggestions)
      ? { suggestions: { total: body.suggestions.length, hits: body.suggestions.length } }
      : Object.fromEntries(
          Object.entries(body).map(([k, v]) => {
            const r = v as { total: number; hits: unknown[] };
            return [k, { total: r.total, hits: r.hits.length }];
          }),
        );
    out.set(p, { path: p, set: c.set, modules });
  }
  return { cookie, captured: out };
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
