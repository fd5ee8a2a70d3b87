// One autocannon run in its own process, so the load generator never shares the server's event loop.
// Input: a JSON job as the first argument. Output: one JSON line with the figures on stdout.
import autocannon from "autocannon";
import { assertLoopback } from "./guard.js";

export type CannonJob = {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
};

export type CannonResult = {
  requestsPerSec: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerRequest: number;
};

const job = JSON.parse(process.argv[2] ?? "{}") as CannonJob;
assertLoopback(job.url);
// Bounded: autocannon stops at its duration; the seconds are capped here and the parent kills us at a deadline.
const seconds = Math.min(Math.max(1, job.seconds), 120);
const result = await autocannon({
  url: job.url,
  headers: job.headers,
  connections: Math.min(Math.max(1, job.connections), 200),
  duration: seconds,
  timeout: 10,
});
const out: CannonResult = {
  requestsPerSec: result.requests.average,
  meanMs: result.latency.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
