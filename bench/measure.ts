// Each main call as the administrator, from autocannon in its own process: our server, then the
// baseline route that runs the minimal SQL for the same data (PostgreSQL only, see baseline-server.ts).
import type { CannonResult } from "./autocannon-worker.js";
import { cannon } from "./processes.js";
import type { Fixture } from "./setup.js";

export const MAIN_CALLS = [
  "network preload",
  "month view",
  "appointment detail",
  "inbox page",
  "conversation",
  "directory search",
  "group page",
  "unread counts",
] as const;
export type CallName = (typeof MAIN_CALLS)[number];

/** The path of each call on our server, and the baseline's route for the same data. */
export function callPaths(f: Fixture): Record<CallName, { ours: string; baseline: string }> {
  const q = encodeURIComponent(f.searchTerm);
  return {
    "network preload": { ours: "/api/v1/network", baseline: "/network" },
    "month view": { ours: `/appointments?date=${f.month}`, baseline: `/month?date=${f.month}` },
    "appointment detail": { ours: `/appointments/${f.appointmentId}`, baseline: `/appointment/${f.appointmentId}` },
    "inbox page": { ours: "/api/v1/messages?page=1", baseline: "/inbox" },
    conversation: { ours: `/api/v1/messages/${f.messageId}`, baseline: `/conversation/${f.messageId}` },
    "directory search": { ours: `/directory?q=${q}`, baseline: `/search?q=${q}` },
    "group page": { ours: `/api/v1/groups/${f.groupSlug}`, baseline: `/group/${f.groupSlug}` },
    "unread counts": { ours: "/api/v1/unreads", baseline: "/unreads" },
  };
}

export type CallMeasurement = {
  name: CallName;
  ours: CannonResult;
  baseline: CannonResult | null;
  /** Size of one answer body, ours and the baseline's (what each serialises). */
  bytes: { ours: number; baseline: number | null };
};

const CONNECTIONS = 10;

export async function measureCalls(opts: {
  url: string;
  baselineUrl: string | null;
  fixture: Fixture;
  seconds: number;
  log: (line: string) => void;
}): Promise<CallMeasurement[]> {
  const headers = { cookie: opts.fixture.admin.cookie, accept: "application/json" };
  const paths = callPaths(opts.fixture);
  const out: CallMeasurement[] = [];
  for (const name of MAIN_CALLS) {
    const p = paths[name];
    // A check that the call answers before it is loaded: a failing call must not pass as a fast one.
    const body = async (url: string) => {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      if (!res.ok) throw new Error(`${name}: ${url} answered ${res.status}: ${text.slice(0, 300)}`);
      return Buffer.byteLength(text);
    };
    const bytes = {
      ours: await body(`${opts.url}${p.ours}`),
      baseline: opts.baselineUrl ? await body(`${opts.baselineUrl}${p.baseline}`) : null,
    };
    const job = (url: string) => ({ url, headers, connections: CONNECTIONS, seconds: opts.seconds });
    // One second of warm-up each (JIT, caches, pool connections), then the measured run.
    await cannon({ ...job(`${opts.url}${p.ours}`), seconds: 1 });
    const ours = await cannon(job(`${opts.url}${p.ours}`));
    let baseline: CannonResult | null = null;
    if (opts.baselineUrl) {
      await cannon({ ...job(`${opts.baselineUrl}${p.baseline}`), seconds: 1 });
      baseline = await cannon(job(`${opts.baselineUrl}${p.baseline}`));
    }
    for (const [who, r] of [
      ["ours", ours],
      ["baseline", baseline],
    ] as const) {
      if (r && (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0))
        throw new Error(`${name} (${who}): ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts`);
    }
    opts.log(
      `${name}: ${ours.requestsPerSec.toFixed(0)} req/s, p99 ${ours.p99Ms} ms${baseline ? `; baseline ${baseline.requestsPerSec.toFixed(0)} req/s, p99 ${baseline.p99Ms} ms` : ""}`,
    );
    out.push({ name, ours, baseline, bytes });
  }
  return out;
}
