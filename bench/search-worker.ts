// One load job of the search bench in its own process (never on the server's or the harness's event loop).
// Input: the path of a JSON file holding the job, as the first argument. Output: one JSON line with every latency on stdout.
// - http: GET each path in turn, one at a time (latency without queueing), after one unmeasured pass.
// - sql: the same for statement sets run with node-postgres: one "request" runs its chains at once, each chain's
//   statements one after the other on one connection of a pool of 10 (as the server's sources run).
// - typists: `typists` members type words letter by letter into the header search, each asking the suggestions
//   for every prefix, either every `paceMs` (a keystroke every 300 ms outlasts the client's debounce) or, with
//   paceMs 0, the next as soon as the answer is there.
import fs from "node:fs";
import pg from "pg";
import { assertLoopback, deadline, sleep } from "./guard.js";

export type Statement = { text: string; values: unknown[]; name?: string };
/** What one request sends: chains that run at once, the statements of a chain in order. */
export type StatementSet = { chains: Statement[][] };

export type SearchJob =
  | { mode: "http"; baseUrl: string; cookie: string; paths: string[]; requests: number }
  | { mode: "sql"; databaseUrl: string; sets: StatementSet[]; requests: number }
  | {
      mode: "typists";
      baseUrl: string;
      cookie: string;
      words: string[];
      typists: number;
      seconds: number;
      paceMs: number;
    };

export type SearchJobResult = {
  latencies: number[];
  errors: number;
  seconds: number;
  /** sql: per set, per chain and statement, the median time of the statement in ms. */
  statementMs?: number[][][];
  /** http: bytes of the first answer of each path. */
  bytes?: number[];
  /** typists: the first few failures, as they read. */
  failures?: string[];
};

const job = JSON.parse(fs.readFileSync(process.argv[2] ?? "", "utf8")) as SearchJob;
const MAX_REQUESTS = 100_000;

async function get(baseUrl: string, path: string, cookie: string): Promise<number> {
  const res = await fetch(`${baseUrl}${path}`, {
    headers: { cookie, accept: "application/json" },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
  return Buffer.byteLength(body);
}

async function runHttp(j: Extract<SearchJob, { mode: "http" }>): Promise<SearchJobResult> {
  assertLoopback(j.baseUrl);
  const bytes: number[] = [];
  for (const p of j.paths) bytes.push(await get(j.baseUrl, p, j.cookie));
  const latencies: number[] = [];
  const started = performance.now();
  const n = Math.min(j.requests, MAX_REQUESTS);
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await get(j.baseUrl, j.paths[i % j.paths.length] as string, j.cookie);
    latencies.push(performance.now() - t);
  }
  return { latencies, errors: 0, seconds: (performance.now() - started) / 1000, bytes };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function runSql(j: Extract<SearchJob, { mode: "sql" }>): Promise<SearchJobResult> {
  assertLoopback(j.databaseUrl);
  const pool = new pg.Pool({ connectionString: j.databaseUrl, max: 10 });
  try {
    const timings = j.sets.map((set) => set.chains.map((chain) => chain.map(() => [] as number[])));
    const runSet = async (s: number) => {
      const set = j.sets[s] as StatementSet;
      await Promise.all(
        set.chains.map(async (chain, c) => {
          const client = await pool.connect();
          try {
            for (const [k, st] of chain.entries()) {
              const t = performance.now();
              await client.query({ text: st.text, values: st.values, ...(st.name ? { name: st.name } : {}) });
              timings[s]?.[c]?.[k]?.push(performance.now() - t);
            }
          } finally {
            client.release();
          }
        }),
      );
    };
    for (let s = 0; s < j.sets.length; s++) await runSet(s);
    for (const t of timings.flat(2)) t.length = 0;
    const latencies: number[] = [];
    const started = performance.now();
    const n = Math.min(j.requests, MAX_REQUESTS);
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await runSet(i % j.sets.length);
      latencies.push(performance.now() - t);
    }
    return {
      latencies,
      errors: 0,
      seconds: (performance.now() - started) / 1000,
      statementMs: timings.map((set) => set.map((chain) => chain.map(median))),
    };
  } finally {
    await pool.end();
  }
}

async function runTypists(j: Extract<SearchJob, { mode: "typists" }>): Promise<SearchJobResult> {
  assertLoopback(j.baseUrl);
  const latencies: number[] = [];
  const failures: string[] = [];
  let errors = 0;
  const d = deadline(Math.min(j.seconds, 120) * 1000);
  const started = performance.now();
  const typist = async (t: number) => {
    for (let w = t; !d.passed() && latencies.length < MAX_REQUESTS; w++) {
      const word = j.words[w % j.words.length] as string;
      for (let len = 1; len <= word.length && !d.passed(); len++) {
        const sent = performance.now();
        try {
          await get(j.baseUrl, `/search/suggestions?q=${encodeURIComponent(word.slice(0, len))}`, j.cookie);
          latencies.push(performance.now() - sent);
        } catch (err) {
          errors++;
          if (failures.length < 3) failures.push(String(err).slice(0, 300));
        }
        if (j.paceMs > 0) await sleep(Math.max(0, j.paceMs - (performance.now() - sent)));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(j.typists, 200) }, (_, t) => typist(t)));
  return { latencies, errors, seconds: (performance.now() - started) / 1000, failures };
}

const result =
  job.mode === "http" ? await runHttp(job) : job.mode === "sql" ? await runSql(job) : await runTypists(job);
process.stdout.write(`${JSON.stringify(result)}\n`);
