// `npm run bench:mailings -w bench`: rendering and queueing the newsletter and the weekly digest for 50,000 members
// (issue 34, "Performance"). On a fresh PostgreSQL database (migrated by the app): --members members (default
// 50,000) and 400 network activities of the last week. In this process the app (buildApp, inline jobs: each mail
// is queued into the development outbox as the mail.deliver job does without SMTP) runs:
//  - baseline: one static template (the birthday mail, fixed props) rendered --members times, in the same run;
//  - the newsletter to every member (`runMailing(ctx, "newsletter", now, true)`: one render per language, a signed
//    unsubscribe link per member, the sent-log claim and the queueing, in batches of 500 members);
//  - the weekly digest to every member (per member: the readable activities and appointments, one render each).
// RSS is sampled every second during each phase: the streamed batches keep it flat, whatever the member count.
// Loopback only; stops by itself at --max-minutes. Options: --members 50000 --postgres URL --max-minutes 60

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import { renderMail } from "../server/src/mail/render.js";
import { birthdayMail } from "../server/src/modules/administration/settings.mails.js";
import { mailBrand } from "../server/src/modules/mail/send-mail.js";
import { runMailing } from "../server/src/modules/mailings/mailings.service.js";
import { assertLoopback, installStopHandlers, onStop, stopAll } from "./guard.js";
import { createBenchDatabase, SEED_PASSWORD } from "./setup.js";

const { values: args } = parseArgs({
  options: {
    members: { type: "string", default: "50000" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "60" },
  },
});
const MEMBERS = Math.min(Math.max(Number.parseInt(args.members ?? "", 10) || 50_000, 100), 200_000);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(Math.min(Math.max(Number.parseInt(args["max-minutes"] ?? "", 10) || 60, 1), 180) * 60_000);
const log = (line: string) => process.stderr.write(`${line}\n`);
const ACTIVITIES = 400;

const SEED = [
  `insert into members (id, email, first_name, last_name, language, profile, created_at, updated_at)
   select 'b1' || lpad(to_hex(i), 22, '0'), 'bench-' || i || '@bench.example.org', 'Bench', 'Member ' || i,
          (array['en','de','fr','es'])[1 + i % 4], '{}'::jsonb, now(), now()
   from generate_series(1, ${MEMBERS}) i`,
  `insert into activities (id, author_id, object_type, html_content, plain_content, created_at, updated_at)
   select 'b2' || lpad(to_hex(i), 22, '0'), 'b1' || lpad(to_hex(1 + i % ${MEMBERS}), 22, '0'), 'note',
          '<p>Post ' || i || '</p>', 'Post ' || i || ' of the bench week', now() - (i * interval '20 minutes'),
          now() - (i * interval '20 minutes')
   from generate_series(1, ${ACTIVITIES}) i`,
];

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

/** Runs a phase while sampling RSS every second: its time and RSS at start, peak and end. */
async function phase(name: string, work: () => Promise<number>) {
  global.gc?.();
  const samples: number[] = [process.memoryUsage().rss];
  const timer = setInterval(() => samples.push(process.memoryUsage().rss), 1000);
  const started = performance.now();
  const count = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  samples.push(process.memoryUsage().rss);
  const first = samples[0] ?? 0;
  const quarter = samples[Math.floor(samples.length / 4)] ?? 0;
  const peak = Math.max(...samples);
  const last = samples[samples.length - 1] ?? 0;
  log(`bench: ${name}: ${count} in ${seconds.toFixed(1)} s`);
  return { name, count, seconds, first, quarter, peak, last };
}

async function main() {
  const url = await createBenchDatabase(postgresUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-mailings-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig(
    { NODE_ENV: "production", DEMO: "false", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_PASSWORD },
    { databaseUrl: url },
  );
  log("bench: building the app (migrations)…");
  const app = await buildApp({ config, inlineJobs: true });
  onStop(() => app.close());
  const seeder = new pg.Client({ connectionString: url });
  seeder.on("error", () => undefined);
  await seeder.connect();
  // The network row (the app makes it at its first start).
  const { ensureNetwork } = await import("../server/src/modules/network/network.service.js");
  await ensureNetwork(app.ctx.db, "Bench Network", "en", app.ctx.modules.networkCreated);
  for (const statement of SEED) await seeder.query(statement);
  await seeder.query("VACUUM (ANALYZE)");
  log(`bench: seeded ${MEMBERS} members and ${ACTIVITIES} activities`);

  const brand = await mailBrand(app.ctx);
  const results = [];
  results.push(
    await phase("baseline: one static template rendered", async () => {
      for (let i = 0; i < MEMBERS; i++)
        await renderMail(birthdayMail, { firstName: "Bench", subject: null, text: null }, { language: "en", brand });
      return MEMBERS;
    }),
  );
  const now = new Date();
  results.push(await phase("newsletter: rendered and queued", () => runMailing(app.ctx, "newsletter", now, true)));
  results.push(
    await phase("weekly digest: rendered and queued", () => runMailing(app.ctx, "weekly_digest", now, true)),
  );
  const outbox = await seeder.query("select count(*)::int as n from outbox_mails");
  await seeder.end();

  const base = results[0]?.seconds ?? 1;
  const lines = [
    `members: ${MEMBERS}; mails in the outbox: ${outbox.rows[0]?.n}`,
    "| phase | mails | time | per mail | vs baseline | RSS start | RSS at 1/4 | RSS peak | RSS end |",
    "|---|---|---|---|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.count} | ${r.seconds.toFixed(1)} s | ${((r.seconds * 1000) / Math.max(r.count, 1)).toFixed(2)} ms | ${(r.seconds / base).toFixed(2)}× | ${mb(r.first)} | ${mb(r.quarter)} | ${mb(r.peak)} | ${mb(r.last)} |`,
    ),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

main()
  .then(() => stopAll())
  .then(() => process.exit(0))
  .catch(async (err) => {
    log(`bench: failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await stopAll();
    process.exit(1);
  });
