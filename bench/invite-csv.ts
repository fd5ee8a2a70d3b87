// `npm run bench:invite-csv -w bench`: a 5,000-row CSV invitation list imported by a network administrator (issue 30,
// "Performance": `bench/members` covers the members table, this the import). On a fresh PostgreSQL database (migrated
// by the app) with --members members already in it (generate_series), the app (buildApp as production builds it, in
// this process) takes `POST /external_invites` as a multipart form with a new 5,000-row ISO-8859-1 file each run: the
// multipart read, the CSV parse (csv-parse), every row checked (addresses, duplicates, members and open invitations
// among them, the per-address limit), then the batch and its 5,000 invitations written in one transaction and the
// mail job queued. The mails themselves are that job's work (`invitations.mail`, one batch per job), not the
// import's: the harness receives the job and leaves it (measured apart by the mailings bench's renderer figures).
// Baseline in the same run: the same work at its minimum: the file parsed by csv-parse with the same options, then
// the very statements one import sent (captured by wrapping node-postgres' Client.query), replayed on one connection
// inside a transaction that is rolled back (the captured import's rows removed first, so its checks find what they
// found). Prints p50 of both and the ratio. Loopback only; the database is dropped at the end.
// Options: --rows 5000 --runs 8 --members 50000 --postgres URL --max-minutes 20
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { parse } from "csv-parse/sync";
import pg from "pg";
import { buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import { createSession } from "../server/src/modules/auth/sessions.repo.js";
import { INVITE_MAIL_JOB } from "../server/src/modules/invitations/invite-mails.service.js";
import { createMember } from "../server/src/modules/members/members.service.js";
import { multipart } from "../server/test/factories.js";
import { statementsOf } from "./capture.js";
import { assertLoopback, installStopHandlers, onStop, stopAll } from "./guard.js";
import { createBenchDatabase, SEED_PASSWORD } from "./setup.js";

const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: "5000" },
    runs: { type: "string", default: "8" },
    members: { type: "string", default: "50000" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "20" },
  },
});
const int = (v: string | undefined, fallback: number, min: number, max: number) =>
  Math.min(Math.max(Number.parseInt(v ?? "", 10) || fallback, min), max);
const ROWS = int(args.rows, 5000, 10, 10_000);
// The per-client invitation limit allows 30 lists in 15 minutes: a warm-up, the captured run and the measured ones.
const RUNS = int(args.runs, 8, 3, 25);
const MEMBERS = int(args.members, 50_000, 0, 1_000_000);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(int(args["max-minutes"], 20, 1, 120) * 60_000);
const log = (line: string) => process.stderr.write(`${line}\n`);

/** One list: a header, then `ROWS` new people of run `run`, names with accents (the file is ISO-8859-1). */
const csvFile = (run: number) =>
  Buffer.from(
    [
      "email;first_name;last_name",
      ...Array.from({ length: ROWS }, (_, i) => `guest-${run}-${i}@invited.example.org;Zoë;Müller ${i}`),
    ].join("\n"),
    "latin1",
  );

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  const url = await createBenchDatabase(postgresUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-invites-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig(
    { NODE_ENV: "production", DEMO: "false", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_PASSWORD },
    { databaseUrl: url },
  );
  log("bench: building the app (migrations)…");
  const app = await buildApp({ config, inlineJobs: true });
  onStop(() => app.close());
  // The mails are the job's work, not the import's (see the head of this file).
  let queued = 0;
  app.ctx.jobs.register(INVITE_MAIL_JOB, async () => {
    queued++;
  });
  const admin = await createMember(app.ctx.db, {
    email: "bench-admin@bench.example.org",
    firstName: "Bench",
    lastName: "Admin",
    isNetworkAdmin: true,
    password: SEED_PASSWORD,
  });
  const seeder = new pg.Client({ connectionString: url });
  seeder.on("error", () => undefined);
  await seeder.connect();
  if (MEMBERS > 0) {
    await seeder.query(
      `insert into members (id, email, first_name, last_name, profile, created_at, updated_at)
       select 'b1' || lpad(to_hex(i), 22, '0'), 'member-' || i || '@bench.example.org', 'Bench', 'Member ' || i,
              '{}'::jsonb, now(), now()
       from generate_series(1, ${MEMBERS}) i`,
    );
    await seeder.query("VACUUM (ANALYZE)");
  }
  const { token, csrfToken } = await createSession(app.ctx.db, admin.id, "bench");
  const headers = { cookie: `intranet_session=${token}; csrf_token=${csrfToken}`, "x-csrf-token": csrfToken };
  const fields = { subject: "Come in", body: "We would like you to join.", user_type: "normal" };
  const importList = async (run: number) => {
    const form = multipart({ name: "people.csv", type: "text/csv", data: csvFile(run) }, fields, "csv");
    const res = await app.inject({
      method: "POST",
      url: "/external_invites",
      payload: form.payload,
      headers: { ...headers, ...form.headers, accept: "application/json" },
    });
    if (res.statusCode !== 201) throw new Error(`import ${run}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const body = res.json() as { invited: number; batch_id: string };
    if (body.invited !== ROWS) throw new Error(`import ${run}: ${body.invited} invited`);
    return body.batch_id;
  };

  await importList(0);
  // Capture one import's statements, then take its rows away again so the replay's checks find what it found.
  let capturedBatch = "";
  const statements = (
    await statementsOf(async () => {
      capturedBatch = await importList(1);
    })
  ).filter((s) => !/^\s*(begin|commit)\b/i.test(s.text));
  await seeder.query("delete from external_invites where batch_id = $1", [capturedBatch]);
  await seeder.query("delete from invite_batches where id = $1", [capturedBatch]);

  const appTimes: number[] = [];
  for (let run = 2; run < RUNS + 2; run++) {
    const started = performance.now();
    await importList(run);
    appTimes.push(performance.now() - started);
  }
  const file = csvFile(1);
  const baseTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    parse(file.toString("latin1"), {
      bom: true,
      delimiter: [",", ";"],
      skip_empty_lines: true,
      trim: true,
      info: true,
    });
    await seeder.query("begin");
    for (const st of statements) await seeder.query(st.text, st.values as unknown[]);
    await seeder.query("rollback");
    baseTimes.push(performance.now() - started);
  }
  await seeder.end();
  const [a, b] = [p50(appTimes), p50(baseTimes)];
  process.stdout.write(
    [
      `Invitation list import: ${ROWS} rows, ${MEMBERS} members in the network, ${RUNS} runs (${queued} mail jobs queued)`,
      "| case | app p50 | same work p50 | statements | ratio |",
      "|---|---|---|---|---|",
      `| POST /external_invites, ${ROWS}-row CSV | ${ms(a)} | ${ms(b)} | ${statements.length} | ${(a / b).toFixed(2)}× |`,
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
