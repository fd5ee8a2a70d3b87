// `npm run bench:statistics -w bench`: the administration statistics over 12 months at 50,000 members (issue 31,
// "Performance"), counted live and then from the daily rollup. On a fresh PostgreSQL database (migrated by the app):
// 50,000 members joined over the last 12 months and 300,000 posts over the same year (generate_series), VACUUM
// (ANALYZE). The app (buildApp, as production builds it) answers as the network administrator, one request at a time:
// the statistics over 12 months (by month) and 30 days (by day), first with no rollup (everything counted live), then
// after the rollup job has run (the days before today from the rollup, today live). Both answers must be identical.
// Loopback only; stops by itself at --max-minutes. Options: --requests 20 --postgres URL --max-minutes 20

import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { rollUpStatistics } from "../server/src/modules/administration/statistics-rollup.service.js";
import { adminWorld, MEMBERS, ms, POSTS, pct } from "./admin-world.js";
import { assertLoopback, installStopHandlers, stopAll } from "./guard.js";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "20" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "20" },
  },
});
const requests = Math.min(Math.max(Number.parseInt(args.requests ?? "", 10) || 20, 3), 1000);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(Math.min(Math.max(Number.parseInt(args["max-minutes"] ?? "", 10) || 20, 1), 120) * 60_000);

async function main() {
  const { app, seeder, call } = await adminWorld(postgresUrl);
  await seeder.end();
  const cases = [
    { name: "statistics: 12 months (by month)", path: "/administration/statistics?date_option=12_months" },
    { name: "statistics: 30 days (by day)", path: "/administration/statistics?date_option=30_days" },
  ];
  const measure = async (p: string) => {
    const warm = await call(p);
    if (warm.statusCode !== 200) throw new Error(`${p}: ${warm.statusCode} ${warm.body.slice(0, 300)}`);
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      const res = await call(p);
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${p}: ${res.statusCode}`);
    }
    times.sort((a, b) => a - b);
    return { p50: pct(times, 50), p95: pct(times, 95), body: warm.body };
  };
  const live = [];
  for (const c of cases) live.push(await measure(c.path));
  const started = performance.now();
  await rollUpStatistics(app.ctx, new Date());
  const rollupMs = performance.now() - started;
  // Where one answer from the rollup spends its time: its statements, slowest first (stderr).
  const original = pg.Client.prototype.query;
  const spent: { text: string; ms: number }[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: wraps every overload of Client.query and passes them on unchanged.
  (pg.Client.prototype as any).query = function (this: object, q: any, ...rest: any[]) {
    const started = performance.now();
    const text = typeof q === "string" ? q : String(q?.text ?? "");
    const callback = rest.findIndex((r) => typeof r === "function");
    if (callback >= 0) {
      const done = rest[callback];
      rest[callback] = (...r: unknown[]) => {
        spent.push({ text: text.replace(/\s+/g, " ").slice(0, 300), ms: performance.now() - started });
        return done(...r);
      };
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    const result = (original as (...a: any[]) => any).call(this, q, ...rest);
    if (result && typeof result.then === "function")
      result.then(() => spent.push({ text: text.replace(/\s+/g, " ").slice(0, 300), ms: performance.now() - started }));
    return result;
  };
  await call(cases[0]?.path ?? "");
  pg.Client.prototype.query = original;
  for (const s of spent.sort((a, b) => b.ms - a.ms).slice(0, 6)) process.stderr.write(`bench: ${ms(s.ms)} ${s.text}\n`);
  const rows: string[] = [];
  for (const [i, c] of cases.entries()) {
    const before = live[i];
    const after = await measure(c.path);
    if (!before || after.body !== before.body)
      throw new Error(`${c.name}: the rollup's answer differs from the live one`);
    rows.push(
      `| ${c.name} | ${ms(before.p50)} | ${ms(before.p95)} | ${ms(after.p50)} | ${ms(after.p95)} | ${(before.p50 / Math.max(after.p50, 0.001)).toFixed(1)}× |`,
    );
  }
  process.stdout.write(
    [
      `Statistics bench: ${MEMBERS} members, ${POSTS} posts; ${requests} requests per case, one at a time; answers identical`,
      "| case | live p50 | live p95 | rollup p50 | rollup p95 | speed-up p50 |",
      "|---|---|---|---|---|---|",
      ...rows,
      `rollup job (network scope, every series, full history): ${ms(rollupMs)}`,
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
