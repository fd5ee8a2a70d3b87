// The command line of `npm run bench`, checked before anything starts.
import path from "node:path";
import { parseArgs } from "node:util";
import { assertLoopback } from "./guard.js";

export function usage() {
  return `npm run bench -- [--quick] [--capacity] [--db embedded|postgres|both] [--seconds N] [--members N]
  [--max-members N] [--step N] [--step-seconds N] [--think N] [--postgres URL] [--redis URL] [--max-minutes N]
  [--profile DIR] [--save-capacity DIR] [--ramp-all] [--world] [--fresh-world]

  (default)     every main call for --seconds (8) on each database, against the baseline on PostgreSQL
  --quick       3 s per call, 200 bench members: about 10 minutes in all on a busy machine
  --capacity    also ramps active members (from --step, by --step (100), up to --max-members (3000)) until a limit breaks
  --postgres    a loopback PostgreSQL server URL (default postgres://postgres@127.0.0.1:5432/postgres);
                the bench creates a fresh database there and drops it at the end
  --redis       a loopback Redis URL (default redis://127.0.0.1:6379)
  --max-minutes the whole run stops by itself after this long (default 20, 60 with --capacity)
  --profile     the server writes a V8 CPU profile (--cpu-prof) into DIR when it stops
  --save-capacity  the ramp's steps as JSON into DIR (capacity-<database>.json) for bench/capacity-chart.ts
  --ramp-all    the ramp goes on to --max-members after a limit broke (the chart's later points)
  --world       PostgreSQL only, the ramp alone (no per-call table) on the kept full world (capacity-world.ts: 10,000 members, 1,000,000 activities,
                1,000,000 chat messages, 100,000 files, 50,000 appointments; seeded on first use, ~7 min quiet)
  --fresh-world seed the kept world again`;
}

export type BenchOptions = {
  quick: boolean;
  capacity: boolean;
  dbs: ("embedded" | "postgres")[];
  seconds: number;
  members: number;
  maxMembers: number;
  step: number;
  stepSeconds: number;
  thinkSeconds: number;
  postgres: string;
  redis: string;
  maxMinutes: number;
  profileDir: string | null;
  /** Where the capacity ramp's steps are written as JSON (for capacity-chart.ts), or null. */
  saveCapacity: string | null;
  rampAll: boolean;
  /** On the kept full world (`bench_capacity_world`) instead of a fresh bench fixture; PostgreSQL only. */
  world: boolean;
  freshWorld: boolean;
};

/** The command line, checked: a non-loopback database or Redis, or a value out of range, is refused. */
export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: "boolean", default: false },
      capacity: { type: "boolean", default: false },
      db: { type: "string", default: "both" },
      seconds: { type: "string" },
      members: { type: "string" },
      "max-members": { type: "string" },
      step: { type: "string" },
      "step-seconds": { type: "string" },
      think: { type: "string" },
      postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
      redis: { type: "string", default: "redis://127.0.0.1:6379" },
      "max-minutes": { type: "string" },
      profile: { type: "string" },
      "save-capacity": { type: "string" },
      "ramp-all": { type: "boolean", default: false },
      world: { type: "boolean", default: false },
      "fresh-world": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(usage());
  const num = (name: string, raw: string | undefined, fallback: number, min: number, max: number) => {
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max) throw new Error(`--${name} must be a number from ${min} to ${max}.`);
    return n;
  };
  if (!["embedded", "postgres", "both"].includes(values.db))
    throw new Error("--db must be embedded, postgres or both.");
  assertLoopback(values.postgres, "PostgreSQL server");
  assertLoopback(values.redis, "Redis server");
  const capacity = values.capacity;
  const world = values.world || values["fresh-world"];
  if (world && values.db !== "postgres") throw new Error("--world runs on PostgreSQL only: add --db postgres.");
  const maxMembers = num("max-members", values["max-members"], capacity ? 3_000 : 0, 0, 20_000);
  return {
    quick: values.quick,
    capacity,
    dbs: values.db === "both" ? ["embedded", "postgres"] : [values.db as "embedded" | "postgres"],
    seconds: num("seconds", values.seconds, values.quick ? 3 : 8, 1, 60),
    members: Math.max(num("members", values.members, values.quick ? 200 : 400, 50, 20_000), maxMembers),
    maxMembers,
    step: num("step", values.step, 100, 5, 5_000),
    stepSeconds: num("step-seconds", values["step-seconds"], 20, 5, 600),
    thinkSeconds: num("think", values.think, 10, 1, 120),
    postgres: values.postgres,
    redis: values.redis,
    maxMinutes: num("max-minutes", values["max-minutes"], capacity ? 60 : 20, 1, 240),
    profileDir: values.profile ? path.resolve(values.profile) : null,
    saveCapacity: values["save-capacity"] ? path.resolve(values["save-capacity"]) : null,
    rampAll: values["ramp-all"],
    world,
    freshWorld: values["fresh-world"],
  };
}
