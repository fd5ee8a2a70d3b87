// `npm run bench:activity -w bench`: the activity stream at size. On a fresh PostgreSQL database: the demo
// network, 500 groups, one member of 200 of them, then activities (30 % network-level, the rest spread over the
// groups) with replies, likes and tags, made with generate_series. For each size in --sizes (grown from the old
// end, so page 1 and page 100 are the same rows at every size), the compiled server in its own process answers
// the member's `all` stream, page 1 and page 100 (keyset cursor), against the baseline route that runs one
// hand-written statement for the same page (baseline-server.ts). Prints req/s and p99 and their ratios per size:
// constant figures across sizes are the point (no OFFSET, no per-row queries). On the --postgres server.
// Options: --sizes 100000,1000000  --seconds 8  --postgres URL (loopback)  --max-minutes 30
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createSession } from "../server/src/modules/auth/sessions.repo.js";
import { addMembership, createGroup, createGroupCategory } from "../server/src/modules/groups/groups.service.js";
import { createMember } from "../server/src/modules/members/members.service.js";
import type { CannonResult } from "./autocannon-worker.js";
import { assertLoopback, installStopHandlers, onStop, stopAll } from "./guard.js";
import { cannon } from "./processes.js";
import { startServer } from "./server.js";
import { createBenchDatabase, SEED_PASSWORD, withDemoNetwork } from "./setup.js";
import { startBaseline } from "./start-baseline.js";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "100000,1000000" },
    seconds: { type: "string", default: "8" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "30" },
  },
});
const sizes = (args.sizes ?? "")
  .split(",")
  .map((s) => Number.parseInt(s, 10))
  .filter((n) => Number.isInteger(n) && n > 0 && n <= 5_000_000)
  .sort((a, b) => a - b);
if (sizes.length === 0) throw new Error("--sizes: one or more activity counts up to 5,000,000, e.g. 100000,1000000");
const seconds = Math.min(Math.max(Number.parseInt(args.seconds ?? "8", 10) || 8, 1), 60);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(Math.min(Math.max(Number(args["max-minutes"]) || 30, 1), 120) * 60_000);

const GROUPS = 500;
const MEMBER_OF = 200;
const PAGE = 20;
const NOTIFICATIONS = 100_000;
const log = (line: string) => process.stderr.write(`${line}\n`);

/** The demo network, 500 groups and the member of 200 of them, through the server's services; their ids. */
async function prepare(databaseUrl: string, dataDir: string) {
  return withDemoNetwork(databaseUrl, dataDir, async (ctx, admin) => {
    const reader = await createMember(ctx.db, {
      email: "stream-reader@bench.example.org",
      firstName: "Stream",
      lastName: "Reader",
    });
    const category = await createGroupCategory(ctx.db, { name: "Stream bench", pluralName: "Stream benches" });
    const groupIds: string[] = [];
    for (let i = 0; i < GROUPS; i++) {
      const group = await createGroup(
        ctx.db,
        { name: `Stream group ${i + 1}`, groupCategoryId: category.id, access: "closed", moderatedJoin: false },
        admin.id,
      );
      groupIds.push(group.id);
      if (i < MEMBER_OF) await addMembership(ctx.db, group.id, reader.id, { status: "member" });
    }
    const { token, csrfToken } = await createSession(ctx.db, reader.id, "bench");
    return { groupIds, readerId: reader.id, cookie: `intranet_session=${token}; csrf_token=${csrfToken}` };
  });
}

/**
 * Activities `from`+1 … `to`, each older than every one before it (the id's time part counts down), with a
 * reply on every fifth, two likes on every other and a tag on every tenth; counts kept as the server keeps them.
 */
async function grow(databaseUrl: string, groupIds: string[], from: number, to: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const authors = (await client.query<{ id: string }>("SELECT id FROM members ORDER BY id LIMIT 40")).rows.map(
      (r) => r.id,
    );
    await client.query(
      `INSERT INTO tags (id, name)
       SELECT lpad(to_hex(1600000000), 8, '0') || lpad(to_hex(t), 16, '0'), 'bench' || t FROM generate_series(1, 100) t
       ON CONFLICT DO NOTHING`,
    );
    // Time part counting down per hundred, random-free tail counting down too: a larger i is always older.
    const idOf = (i: string) =>
      `lpad(to_hex(1700000000 - ${i} / 100), 8, '0') || lpad(to_hex(4000000000 - ${i}), 16, '0')`;
    const started = Date.now();
    await client.query(
      `INSERT INTO activities (id, group_id, stream_slug, author_id, object_type, html_content, plain_content,
         reply_count, like_count, created_at, updated_at)
       SELECT ${idOf("i")},
         CASE WHEN i % 10 < 3 THEN NULL ELSE ($3::text[])[1 + ((i::bigint * 7919) % cardinality($3::text[]))::int] END,
         'all', ($4::text[])[1 + i % cardinality($4::text[])], CASE WHEN i % 7 = 0 THEN 'question' ELSE 'note' END,
         '<p>Bench activity ' || i || ' with a few words of text.</p>', 'Bench activity ' || i || ' with a few words of text.',
         CASE WHEN i % 5 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 2 = 0 THEN 2 ELSE 0 END,
         now() - i * interval '36 seconds', now() - i * interval '36 seconds'
       FROM generate_series($1::int + 1, $2::int) i`,
      [from, to, groupIds, authors],
    );
    await client.query(
      `INSERT INTO activity_replies (id, activity_id, author_id, type, html_content, created_at, updated_at)
       SELECT lpad(to_hex(1700000001 - i / 100), 8, '0') || lpad(to_hex(i), 16, '0'), ${idOf("i")},
         ($3::text[])[1 + (i + 3) % cardinality($3::text[])], 'replies', '<p>Reply to ' || i || '</p>',
         now() - i * interval '36 seconds' + interval '10 minutes', now() - i * interval '36 seconds' + interval '10 minutes'
       FROM generate_series($1::int + 1, $2::int) i WHERE i % 5 = 0`,
      [from, to, authors],
    );
    await client.query(
      `INSERT INTO activity_likes (activity_id, member_id, created_at)
       SELECT ${idOf("i")}, ($3::text[])[1 + (i + k) % cardinality($3::text[])], now() - i * interval '36 seconds'
       FROM generate_series($1::int + 1, $2::int) i, generate_series(1, 2) k WHERE i % 2 = 0`,
      [from, to, authors],
    );
    await client.query(
      `INSERT INTO activity_tags (activity_id, tag_id)
       SELECT ${idOf("i")}, lpad(to_hex(1600000000), 8, '0') || lpad(to_hex(1 + i % 100), 16, '0')
       FROM generate_series($1::int + 1, $2::int) i WHERE i % 10 = 0`,
      [from, to],
    );
    await client.query("ANALYZE");
    log(
      `data: activities ${from + 1}–${to} with replies, likes and tags in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await client.end();
  }
}

/**
 * Up to 100,000 notifications for the member (likes of network-level activities, one per activity, half of them
 * read), as the notifications module keeps them: one row per activity and kind, newest first by `updated_at`.
 */
async function fillNotifications(databaseUrl: string, memberId: string, activitiesMade: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const { rowCount } = await client.query(
      `INSERT INTO notifications (id, recipient_id, kind, activity_id, actor_id, actor_count, group_key, read_at,
         created_at, updated_at)
       SELECT lpad(to_hex(1650000000 - i / 100), 8, '0') || lpad(to_hex(4000000000 - i), 16, '0'), $1, 'like',
         a.id, a.author_id, 1 + i % 3, 'like:' || a.id, CASE WHEN i % 2 = 0 THEN now() END,
         now() - i * interval '30 seconds', now() - i * interval '30 seconds'
       FROM (SELECT id, author_id, row_number() OVER (ORDER BY id DESC) AS i FROM activities
             WHERE group_id IS NULL AND object_id IS NULL ORDER BY id DESC LIMIT $2) a`,
      [memberId, Math.min(NOTIFICATIONS, activitiesMade)],
    );
    await client.query("ANALYZE notifications");
    log(`data: ${rowCount} notifications for the member in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** The cursor of page `n` of the member's `all` stream, walked through our own server page by page. */
async function cursorOfPage(url: string, cookie: string, n: number): Promise<string> {
  let before = "";
  for (let page = 1; page < n; page++) {
    const res = await fetch(`${url}/activitystreams/all${before ? `?before=${before}` : ""}`, {
      headers: { cookie, accept: "application/json" },
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`page ${page}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { activities: { id: string }[]; next_cursor: string | null };
    if (body.activities.length !== PAGE || !body.next_cursor) throw new Error(`page ${page} is short`);
    before = body.next_cursor;
  }
  return before;
}

type Row = { size: number; call: string; ours: CannonResult; baseline: CannonResult; bytes: [number, number] };

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-bench-activity-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await createBenchDatabase(postgresUrl);
  const started = Date.now();
  const { groupIds, readerId, cookie } = await prepare(databaseUrl, dataDir);
  log(
    `set-up: demo network, ${GROUPS} groups, a member of ${MEMBER_OF} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const headers = { cookie, accept: "application/json" };
  const rows: Row[] = [];
  let have = 0;
  for (const size of sizes) {
    await grow(databaseUrl, groupIds, have, size);
    have = size;
    // The notifications page at the largest size only: its table does not grow with the activities.
    const notifications = size === sizes.at(-1) ? await fillNotifications(databaseUrl, readerId, size) : 0;
    const server = await startServer({ dataDir, databaseUrl, seedPassword: SEED_PASSWORD });
    const baseline = await startBaseline(databaseUrl);
    try {
      const cursor = await cursorOfPage(server.url, cookie, 100);
      const calls: [string, string, string][] = [
        ["stream page 1", "/activitystreams/all", "/stream"],
        ["stream page 100", `/activitystreams/all?before=${cursor}`, `/stream?before=${cursor}`],
      ];
      if (notifications > 0)
        calls.push([
          `notifications page 1 (${notifications.toLocaleString("en")})`,
          "/notifications",
          "/notifications",
        ]);
      for (const [call, oursPath, basePath] of calls) {
        const ours = `${server.url}${oursPath}`;
        const base = `${baseline.url}${basePath}`;
        const bodyBytes = async (u: string) => {
          const res = await fetch(u, { headers, signal: AbortSignal.timeout(30_000) });
          const text = await res.text();
          if (!res.ok) throw new Error(`${u}: ${res.status} ${text.slice(0, 300)}`);
          return Buffer.byteLength(text);
        };
        const bytes: [number, number] = [await bodyBytes(ours), await bodyBytes(base)];
        const job = (u: string, s = seconds) => ({ url: u, headers, connections: 10, seconds: s });
        await cannon(job(ours, 1));
        const o = await cannon(job(ours));
        await cannon(job(base, 1));
        const b = await cannon(job(base));
        for (const [who, r] of [
          ["ours", o],
          ["baseline", b],
        ] as const) {
          if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)
            throw new Error(`${call} (${who}): ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
        }
        log(
          `${size.toLocaleString("en")} activities, ${call}: ${o.requestsPerSec.toFixed(0)} req/s p99 ${o.p99Ms} ms; baseline ${b.requestsPerSec.toFixed(0)} req/s p99 ${b.p99Ms} ms`,
        );
        rows.push({ size, call, ours: o, baseline: b, bytes });
      }
    } finally {
      await baseline.stop();
      await server.stop();
    }
  }
  const out = [
    "",
    `Activity stream (the member's \`all\`, ${PAGE} per page), PostgreSQL, 10 connections, ${seconds} s per call`,
    "",
    "| activities | call | req/s | p99 ms | baseline req/s | p99 ms | × req/s | × p99 | bytes (ours / baseline) |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.size.toLocaleString("en")} | ${r.call} | ${r.ours.requestsPerSec.toFixed(0)} | ${r.ours.p99Ms} | ${r.baseline.requestsPerSec.toFixed(0)} | ${r.baseline.p99Ms} | ${(r.ours.requestsPerSec / r.baseline.requestsPerSec).toFixed(2)} | ${(r.ours.p99Ms / Math.max(r.baseline.p99Ms, 1)).toFixed(2)} | ${r.bytes[0]} / ${r.bytes[1]} |`,
    ),
    "",
    `load average (1, 5, 15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} on ${os.cpus().length} cores`,
  ];
  process.stdout.write(`${out.join("\n")}\n`);
}

try {
  await main();
} finally {
  await stopAll();
}
