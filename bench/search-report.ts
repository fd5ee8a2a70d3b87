// The search bench's figures: percentiles, the EXPLAIN of the slowest statements and the printed tables.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadAverageLine } from "./processes.js";
import type { SeedReport } from "./search-seed.js";
import type { SearchJobResult, Statement } from "./search-worker.js";

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN;
};
export const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));

export type KindRow = {
  kind: string;
  api: number[];
  direct: number[];
  naive: number[];
  modules: string;
  statements: number;
  /** The slowest statements of the kind's heaviest query (median in the replay), slowest first. */
  slowest: { ms: number; st: Statement; kindQuery: string }[];
};

/** EXPLAIN (ANALYZE, BUFFERS) of each kind's slowest statements, written to a file whose name it answers. */
export async function explainSlowest(databaseUrl: string, rows: KindRow[]): Promise<string> {
  const plansFile = path.join(os.tmpdir(), `intranet-bench-search-plans-${Date.now()}.txt`);
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const parts: string[] = [];
  try {
    for (const r of rows) {
      for (const [n, slow] of r.slowest.entries()) {
        const plan = await c.query<{ "QUERY PLAN": string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${slow.st.text}`,
          slow.st.values as unknown[],
        );
        parts.push(
          `### ${r.kind} — "${slow.kindQuery}": statement ${n + 1} by time, median ${ms(slow.ms)} ms in the replay`,
          slow.st.text,
          `-- parameters: ${JSON.stringify(slow.st.values)}`,
          "",
          ...plan.rows.map((p) => p["QUERY PLAN"]),
          "",
        );
      }
    }
  } finally {
    await c.end();
  }
  fs.writeFileSync(plansFile, `${parts.join("\n")}\n`);
  return plansFile;
}

export type SearchReport = {
  counts: number;
  seeded: SeedReport | null;
  reused: string | undefined;
  requests: number;
  naiveRequests: number;
  typists: number;
  typingSeconds: number;
  rows: KindRow[];
  typing: { pacing: string; r: SearchJobResult }[];
  plansFile: string;
};

/** The bench's tables, in markdown, on stdout. */
export function printSearchReport(o: SearchReport) {
  const { counts, seeded, requests, naiveRequests, typists, typingSeconds, rows, typing, plansFile } = o;
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const out = [
    "",
    `Search at ${counts.toLocaleString("en")} searchable items, PostgreSQL, as a member of 200 of 2,000 groups; ${requests} requests per kind (ILIKE: ${naiveRequests}), one at a time`,
    seeded
      ? `seed: ${seeded.items.toLocaleString("en")} rows (${Object.entries(seeded.byTable)
          .map(([t, n]) => `${t} ${n.toLocaleString("en")}`)
          .join(", ")}) in ${seeded.seconds.toFixed(0)} s, VACUUM (ANALYZE) included`
      : `seed: reused database ${o.reused}`,
    "",
    line([
      "query",
      "API p50",
      "API p95",
      "SQL p50",
      "SQL p95",
      "ILIKE p50",
      "ILIKE p95",
      "× SQL (p95)",
      "× ILIKE (p95)",
      "statements",
    ]),
    line(Array(10).fill("---")),
    ...rows.map((r) =>
      line([
        r.kind,
        ms(pct(r.api, 50)),
        ms(pct(r.api, 95)),
        ms(pct(r.direct, 50)),
        ms(pct(r.direct, 95)),
        ms(pct(r.naive, 50)),
        ms(pct(r.naive, 95)),
        (pct(r.api, 95) / pct(r.direct, 95)).toFixed(2),
        (pct(r.api, 95) / pct(r.naive, 95)).toFixed(2),
        r.statements.toFixed(1),
      ]),
    ),
    "",
    "Goal: API p95 ≤ 200 ms and ≤ 1.5 × SQL p95. Totals per query (module total):",
    ...rows.map((r) => `- ${r.kind}: ${r.modules}`),
    "",
    `Suggestions under ${typists} concurrent typists (each types words letter by letter, from the first letter), ${typingSeconds} s each`,
    "",
    line(["pacing", "requests", "req/s", "p50 ms", "p95 ms", "errors"]),
    line(Array(6).fill("---")),
    ...typing.map(({ pacing, r }) =>
      line([
        pacing,
        String(r.latencies.length),
        (r.latencies.length / r.seconds).toFixed(0),
        ms(pct(r.latencies, 50)),
        ms(pct(r.latencies, 95)),
        String(r.errors),
      ]),
    ),
    "",
    ...(plansFile ? [`Plans of the slowest statements per kind: ${plansFile}`] : []),
    ...rows.map(
      (r) =>
        `- ${r.kind}, "${r.slowest[0]?.kindQuery ?? ""}": slowest statements (median ms) ${r.slowest
          .map((x) => `${ms(x.ms)} (${/from "(\w+)"/.exec(x.st.text)?.[1] ?? "?"})`)
          .join(", ")}`,
    ),
    "",
    loadAverageLine(),
  ];
  process.stdout.write(`${out.join("\n")}\n`);
}
