// `npm run bench:administration -w bench`: the audit log and the statistics at size (issue 31, "Performance"). On a
// fresh PostgreSQL database (migrated by the app): 50,000 members joined over the last 12 months, 300,000 posts
// and 1,000,000 audit events spread over the same year (generate_series), VACUUM (ANALYZE). Then, in this process,
// the app (buildApp, as production builds it) answers as the network administrator, one request at a time:
//  - the audit log filtered (two event types, a details text, the default three-month window), first page;
//  - the audit log of one actor, first page, and the page after it (keyset cursor);
//  - the statistics over 12 months.
// Baseline in the same run: the very statements each request sent (captured by wrapping node-postgres'
// Client.query while the request ran once), replayed one after another on one connection. The ratio is the
// request's p50 over the baseline's p50: what the HTTP layer, validation, presenting and the session cost on top.
// Loopback only; stops by itself at --max-minutes. Options: --requests 30 --postgres URL --max-minutes 20

import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { encodeAuditFilter } from "@intranet/contracts";
import { adminWorld, MEMBERS, ms, POSTS, pct } from "./admin-world.js";
import { statementsOf } from "./capture.js";
import { assertLoopback, installStopHandlers, stopAll } from "./guard.js";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "30" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "20" },
  },
});
const requests = Math.min(Math.max(Number.parseInt(args.requests ?? "", 10) || 30, 3), 1000);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(Math.min(Math.max(Number.parseInt(args["max-minutes"] ?? "", 10) || 20, 1), 120) * 60_000);

const EVENTS = 1_000_000;

/** The audit events, spread evenly over the last 365 days, by the world's members. */
const AUDIT_SEED = [
  `insert into audit_events (id, event_type, actor_id, membership_id, subject_type, subject_id, details, created_at)
   select 'b3' || lpad(to_hex(i), 22, '0'),
          (array['GroupJoin','GroupLeave','FilePublish','FileMove','FileDestroy','PolicySettingUpdate'])[1 + i % 6],
          'b1' || lpad(to_hex(1 + (i::bigint * 104729) % ${MEMBERS}), 22, '0'),
          'b1' || lpad(to_hex(1 + (i::bigint * 15485863) % ${MEMBERS}), 22, '0'),
          'Group', null,
          jsonb_build_object('name', case when i % 2 = 0 then 'Team ' || (i % 1000) else 'report-' || (i % 5000) || '.pdf' end),
          now() - (365 * (${EVENTS} - i)::float / ${EVENTS}) * interval '1 day'
   from generate_series(1, ${EVENTS}) i`,
];

async function main() {
  const { seeder, call } = await adminWorld(postgresUrl, AUDIT_SEED);

  const actor = `b1${(1234).toString(16).padStart(22, "0")}`;
  const filtered = encodeAuditFilter({
    event_types: ["GroupJoin", "FileMove"],
    details: "Team 42",
    date_option: "3_months",
  });
  const byActor = encodeAuditFilter({ actor_id: actor, date_option: "12_months" });
  const first = await call(`/administration/audit_log/events?filter=${encodeURIComponent(byActor)}`);
  const cursor = first.json().next_cursor as string | null;
  const cases = [
    {
      name: "audit log: 2 types + details, 3 months",
      path: `/administration/audit_log/events?filter=${encodeURIComponent(filtered)}`,
    },
    {
      name: "audit log: one actor, 12 months",
      path: `/administration/audit_log/events?filter=${encodeURIComponent(byActor)}`,
    },
    {
      name: "audit log: one actor, next page",
      path: `/administration/audit_log/events?filter=${encodeURIComponent(byActor)}${cursor ? `&cursor=${cursor}` : ""}`,
    },
    { name: "statistics: 12 months", path: "/administration/statistics?date_option=12_months" },
  ];

  const rows: string[] = [];
  for (const c of cases) {
    const warm = await call(c.path);
    if (warm.statusCode !== 200) throw new Error(`${c.path}: ${warm.statusCode} ${warm.body.slice(0, 300)}`);
    const statements = await statementsOf(() => call(c.path));
    const timesApp: number[] = [];
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      const res = await call(c.path);
      timesApp.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${c.path}: ${res.statusCode}`);
    }
    const timesSql: number[] = [];
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      for (const st of statements) await seeder.query(st.text, st.values as unknown[]);
      timesSql.push(performance.now() - started);
    }
    timesApp.sort((a, b) => a - b);
    timesSql.sort((a, b) => a - b);
    const ratio = pct(timesApp, 50) / Math.max(pct(timesSql, 50), 0.001);
    rows.push(
      `| ${c.name} | ${ms(pct(timesApp, 50))} | ${ms(pct(timesApp, 95))} | ${ms(pct(timesSql, 50))} | ${ms(pct(timesSql, 95))} | ${statements.length} | ${ratio.toFixed(2)}× |`,
    );
  }
  await seeder.end();
  process.stdout.write(
    [
      `Administration bench: ${MEMBERS} members, ${POSTS} posts, ${EVENTS} audit events; ${requests} requests per case, one at a time`,
      "| case | app p50 | app p95 | same SQL p50 | same SQL p95 | statements | ratio p50 |",
      "|---|---|---|---|---|---|---|",
      ...rows,
      "",
    ].join("\n"),
  );
}

main()
  .then(() => stopAll())
  .then(() => process.exit(0))
  .catch(async (err) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    await stopAll();
    process.exit(1);
  });
