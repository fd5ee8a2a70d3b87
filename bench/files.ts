// `npm run bench:files -w bench`: files at size. On a fresh PostgreSQL database: the demo network, a file profile
// with a selection property (`status`, four options) switched on for the network, a folder "Bench 10k" of 10,000
// files (uploads, files and versions made with generate_series: varied sizes, authors from the demo members, a
// status each) and a folder "Bench 1 GB" of 64 files of 16 MiB of random bytes written to disk. The compiled
// server in its own process then answers (1) the folder listing, page 1 sorted by size descending, limit 1000 and
// 50, with and without a profile filter, under autocannon against a bare server sending the same JSON from memory
// (static-baseline.ts), and (2) the zip archive of the 1 GB folder (file token, then the form post), read to
// nowhere while the serving process's resident set is sampled every 100 ms, against the baseline's plain
// concatenation of the same files (fs streams, no zip). Prints one table. PostgreSQL only, loopback only.
// Options: --seconds 8  --postgres URL (loopback)  --max-minutes 30
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { propertySetDefinition } from "@intranet/contracts";
import pg from "pg";
import { updateSettings } from "../server/src/modules/administration/settings.service.js";
import { createSession } from "../server/src/modules/auth/sessions.repo.js";
import { findReadableFolder } from "../server/src/modules/files/files.access.js";
import { ensureSpecialFolder } from "../server/src/modules/files/files.repo.js";
import { createFolder } from "../server/src/modules/files/files.service.js";
import { saveSet } from "../server/src/modules/property-sets/property-sets.service.js";
import type { CannonResult } from "./autocannon-worker.js";
import { type Download, download, startStaticBaseline } from "./files-download.js";
import { assertLoopback, installStopHandlers, onStop, stopAll } from "./guard.js";
import { cannon } from "./processes.js";
import { startServer } from "./server.js";
import { createBenchDatabase, SEED_PASSWORD, withDemoNetwork } from "./setup.js";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "30" },
  },
});
const seconds = Math.min(Math.max(Number.parseInt(args.seconds ?? "8", 10) || 8, 1), 60);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(Math.min(Math.max(Number(args["max-minutes"]) || 30, 1), 120) * 60_000);

const LISTED_FILES = 10_000;
const BIG_FILES = 64;
const BIG_FILE_MIB = 16;
const MIB = 1024 * 1024;
const GIB = 1024 * MIB;
const STATUSES = ["draft", "review", "approved", "archived"] as const;
const FILTER = "approved";
const log = (line: string) => process.stderr.write(`${line}\n`);
const secondsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(1);

/** A 24-hex id of its own range per table (`kind`), time part in 2023, so it never meets a server-made id. */
const idOf = (kind: number, i: string) =>
  `lpad(to_hex(1690000000 + ${i}), 8, '0') || lpad(to_hex(${kind}::bigint * 4294967296 + ${i}), 16, '0')`;

/** The demo network, the file profile, the two folders (through the server's services) and the admin's session. */
async function prepare(databaseUrl: string, dataDir: string) {
  return withDemoNetwork(databaseUrl, dataDir, async (ctx, admin) => {
    await updateSettings(ctx, admin.id, { file_profiles_enabled: true });
    await saveSet(
      ctx.db,
      "file_profile",
      [{ type: "network", id: null }],
      propertySetDefinition.parse({
        type: "basic",
        properties: [
          {
            name: "status",
            label: "Status",
            type: "selection",
            options: STATUSES.map((s) => ({ label: s[0]?.toUpperCase() + s.slice(1), value: s })),
          },
        ],
      }),
    );
    const root = await findReadableFolder(ctx.db, admin, (await ensureSpecialFolder(ctx.db, null, "root_folder")).id);
    if (!root) throw new Error("the administrator cannot read the network's root folder");
    const listed = await createFolder(ctx.db, admin, root, { name: "Bench 10k", description: "" });
    const big = await createFolder(ctx.db, admin, root, { name: "Bench 1 GB", description: "" });
    const { token, csrfToken } = await createSession(ctx.db, admin.id, "bench");
    return {
      listedId: listed.id,
      bigId: big.id,
      cookie: `intranet_session=${token}; csrf_token=${csrfToken}`,
      csrf: csrfToken,
    };
  });
}

/** 64 files of 16 MiB of random bytes under `<dataDir>/storage/files/bench/`, written with streams; their paths. */
async function writeBigFiles(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, "storage", "files", "bench");
  fs.mkdirSync(dir, { recursive: true });
  const out: string[] = [];
  for (let i = 1; i <= BIG_FILES; i++) {
    const file = path.join(dir, `${String(i).padStart(2, "0")}.bin`);
    await pipeline(
      Readable.from(
        (function* () {
          for (let k = 0; k < BIG_FILE_MIB; k++) yield randomBytes(MIB);
        })(),
      ),
      fs.createWriteStream(file),
    );
    out.push(file);
  }
  return out;
}

/** The rows: 10,000 files in "Bench 10k" (no bytes on disk: a listing never reads them) and the 64 big ones. */
async function fill(databaseUrl: string, listedId: string, bigId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const authors = (await client.query<{ id: string }>("SELECT id FROM members ORDER BY id LIMIT 40")).rows.map(
      (r) => r.id,
    );
    const insert = async (from: number, to: number, folderId: string, spec: Record<string, string>) => {
      await client.query(
        `INSERT INTO uploads (id, directory, owner_id, name, extension, content_type, size, state, storage_key,
           created_at, published_at)
         SELECT ${idOf(1, "i")}, 'files', ($3::text[])[1 + i % cardinality($3::text[])], ${spec.name}, ${spec.ext},
           ${spec.type}, ${spec.size}, 'published', ${spec.key}, now() - i * interval '1 minute',
           now() - i * interval '1 minute'
         FROM generate_series($1::int, $2::int) i`,
        [from, to, authors],
      );
      await client.query(
        `INSERT INTO files (id, folder_id, name, author_id, upload_id, size, content_type, extension, profile,
           created_at, updated_at)
         SELECT ${idOf(2, "i")}, $4, ${spec.name}, ($3::text[])[1 + i % cardinality($3::text[])], ${idOf(1, "i")},
           ${spec.size}, ${spec.type}, ${spec.ext}, jsonb_build_object('status', ($5::text[])[1 + i % 4]),
           now() - i * interval '1 minute', now() - i * interval '1 minute'
         FROM generate_series($1::int, $2::int) i`,
        [from, to, authors, folderId, STATUSES],
      );
      await client.query(
        `INSERT INTO file_versions (id, file_id, major, upload_id, author_id, created_at)
         SELECT ${idOf(3, "i")}, ${idOf(2, "i")}, 1, ${idOf(1, "i")}, ($3::text[])[1 + i % cardinality($3::text[])],
           now() - i * interval '1 minute'
         FROM generate_series($1::int, $2::int) i`,
        [from, to, authors],
      );
    };
    const exts = `(ARRAY['pdf','docx','xlsx','png','txt'])[1 + i % 5]`;
    await insert(1, LISTED_FILES, listedId, {
      name: `'Report ' || lpad(i::text, 5, '0') || '.' || ${exts}`,
      ext: exts,
      type: `(ARRAY['application/pdf','application/vnd.openxmlformats-officedocument.wordprocessingml.document','application/vnd.openxmlformats-officedocument.spreadsheetml.sheet','image/png','text/plain'])[1 + i % 5]`,
      // From a few hundred bytes to ~50 MB, scattered over the ids.
      size: `(200 + (i::bigint * 7919 * 7919) % 50000000)`,
      key: `'files/bench-listed/' || i || '.' || ${exts}`,
    });
    await insert(LISTED_FILES + 1, LISTED_FILES + BIG_FILES, bigId, {
      name: `'Chunk ' || lpad((i - ${LISTED_FILES})::text, 2, '0') || '.bin'`,
      ext: `'bin'`,
      type: `'application/octet-stream'`,
      size: String(BIG_FILE_MIB * MIB),
      key: `'files/bench/' || lpad((i - ${LISTED_FILES})::text, 2, '0') || '.bin'`,
    });
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
}

type ListingRow = { call: string; ours: CannonResult; baseline: CannonResult; bytes: number; matching: number };

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-bench-files-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await createBenchDatabase(postgresUrl);
  let t = performance.now();
  const { listedId, bigId, cookie, csrf } = await prepare(databaseUrl, dataDir);
  log(`set-up: demo network, file profile, two folders in ${secondsSince(t)} s`);
  t = performance.now();
  const bigFiles = await writeBigFiles(dataDir);
  const streamBytes = bigFiles.reduce((sum, f) => sum + fs.statSync(f).size, 0);
  log(`data: ${BIG_FILES} files of ${BIG_FILE_MIB} MiB written in ${secondsSince(t)} s`);
  t = performance.now();
  await fill(databaseUrl, listedId, bigId);
  log(`data: ${LISTED_FILES.toLocaleString("en")} + ${BIG_FILES} file rows in ${secondsSince(t)} s`);

  const server = await startServer({ dataDir, databaseUrl, seedPassword: SEED_PASSWORD });
  const serverPid = server.serverPid();
  if (!serverPid) throw new Error("no serving process found");
  log(`server: first answer after ${(server.firstAnswerMs / 1000).toFixed(1)} s`);
  const headers = { cookie, accept: "application/json" };

  // The listings: our answer (checked), kept for the baseline to send as it is.
  const base = `/api/storage/folders/${listedId}?sort=size&direction=desc&page=1`;
  const calls = [
    { call: "page 1, limit 1000, size desc", query: `${base}&limit=1000` },
    { call: "page 1, limit 50, size desc", query: `${base}&limit=50` },
    {
      call: `page 1, limit 1000, size desc, profile.status=${FILTER}`,
      query: `${base}&limit=1000&profile.status=${FILTER}`,
    },
    {
      call: `page 1, limit 50, size desc, profile.status=${FILTER}`,
      query: `${base}&limit=50&profile.status=${FILTER}`,
    },
  ];
  const bodies: Record<string, string> = {};
  const measured: ((typeof calls)[number] & { key: string; matching: number })[] = [];
  const skipped: string[] = [];
  for (const [i, c] of calls.entries()) {
    const res = await fetch(`${server.url}${c.query}`, { headers, signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    if (!res.ok) {
      // The profile filter is another module's work; without it the sort-only rows still stand.
      if (c.call.includes("profile.")) {
        skipped.push(`${c.call}: ${res.status} ${text.slice(0, 200)}`);
        continue;
      }
      throw new Error(`${c.query}: ${res.status} ${text.slice(0, 300)}`);
    }
    const body = JSON.parse(text) as {
      files: { size: number; profile: Record<string, unknown> }[];
      matching_files_count: number;
    };
    const limit = c.query.includes("limit=1000") ? 1000 : 50;
    const filtered = c.call.includes("profile.");
    const expected = filtered ? LISTED_FILES / 4 : LISTED_FILES;
    if (body.matching_files_count !== expected || body.files.length !== Math.min(limit, expected))
      throw new Error(`${c.call}: ${body.matching_files_count} matching, ${body.files.length} listed`);
    if (body.files.some((f, k) => k > 0 && f.size > (body.files[k - 1]?.size ?? 0)))
      throw new Error(`${c.call}: not sorted by size descending`);
    if (filtered && body.files.some((f) => f.profile.status !== FILTER))
      throw new Error(`${c.call}: filter not applied`);
    bodies[String(i)] = text;
    measured.push({ ...c, key: String(i), matching: body.matching_files_count });
  }
  const baseline = await startStaticBaseline(dataDir, bodies, bigFiles);

  // The archive first, while the server is otherwise idle.
  const tokenRes = await fetch(`${server.url}/api/v1/file_token`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "x-csrf-token": csrf },
    body: JSON.stringify({ folder_ids: [bigId] }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!tokenRes.ok) throw new Error(`file_token: ${tokenRes.status} ${await tokenRes.text()}`);
  const { token } = (await tokenRes.json()) as { token: string };
  const zip = await download(`${server.url}/api/storage/v2/archive`, serverPid, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `token=${encodeURIComponent(token)}`,
  });
  // A zip's end of central directory record (no comment): the last 22 bytes, signature PK\5\6.
  if (zip.bytes < GIB || zip.tail.readUInt32LE(zip.tail.length - 22) !== 0x06054b50)
    throw new Error(`the archive is ${zip.bytes} bytes or does not end as a zip does`);
  log(`archive: ${zip.bytes} bytes in ${(zip.ms / 1000).toFixed(1)} s`);
  const plain = await download(`${baseline.url}/stream`, baseline.pid, { method: "GET" });
  if (plain.bytes !== streamBytes) throw new Error(`the plain stream is ${plain.bytes} bytes, not ${streamBytes}`);
  log(`plain stream: ${plain.bytes} bytes in ${(plain.ms / 1000).toFixed(1)} s`);

  const rows: ListingRow[] = [];
  for (const c of measured) {
    const key = c.key;
    const ours = `${server.url}${c.query}`;
    const copy = `${baseline.url}/json/${key}`;
    const job = (u: string, s = seconds) => ({ url: u, headers, connections: 10, seconds: s });
    await cannon(job(ours, 1));
    const o = await cannon(job(ours));
    await cannon(job(copy, 1));
    const b = await cannon(job(copy));
    for (const [who, r] of [
      ["ours", o],
      ["baseline", b],
    ] as const) {
      if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)
        throw new Error(`${c.call} (${who}): ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    }
    log(
      `${c.call}: ${o.requestsPerSec.toFixed(0)} req/s p99 ${o.p99Ms} ms; baseline ${b.requestsPerSec.toFixed(0)} req/s p99 ${b.p99Ms} ms`,
    );
    rows.push({
      call: c.call,
      ours: o,
      baseline: b,
      bytes: Buffer.byteLength(bodies[key] ?? ""),
      matching: c.matching,
    });
  }
  const load = os.loadavg();
  await baseline.stop();
  await server.stop();

  const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
  const rate = (d: Download) => d.bytes / 1e6 / (d.ms / 1000);
  const above = (d: Download) => d.peakRss - d.idleRss;
  const out = [
    "",
    `Folder listing of ${LISTED_FILES.toLocaleString("en")} files, PostgreSQL, 10 connections, ${seconds} s per call; baseline: the same JSON from memory`,
    "",
    "| call | matching | req/s | p99 ms | baseline req/s | p99 ms | × req/s | × p99 | bytes |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.call} | ${r.matching.toLocaleString("en")} | ${r.ours.requestsPerSec.toFixed(0)} | ${r.ours.p99Ms} | ${r.baseline.requestsPerSec.toFixed(0)} | ${r.baseline.p99Ms} | ${(r.ours.requestsPerSec / r.baseline.requestsPerSec).toFixed(3)} | ${(r.ours.p99Ms / Math.max(r.baseline.p99Ms, 1)).toFixed(1)} | ${r.bytes.toLocaleString("en")} |`,
    ),
    ...skipped.map((s) => `| ${s} (not measured) | | | | | | | | |`),
    "",
    `Archive of "Bench 1 GB" (${BIG_FILES} files of ${BIG_FILE_MIB} MiB of random bytes), one client reading to nowhere; RSS of the serving process every 100 ms`,
    "",
    "| download | bytes | s | MB/s | idle RSS MB | peak RSS MB | peak − idle MB |",
    "|---|---|---|---|---|---|---|",
    ...(
      [
        ["ours: zip (file token + form post)", zip],
        ["baseline: plain stream of the same files", plain],
      ] as const
    ).map(
      ([name, d]) =>
        `| ${name} | ${d.bytes.toLocaleString("en")} | ${(d.ms / 1000).toFixed(1)} | ${rate(d).toFixed(0)} | ${mb(d.idleRss)} | ${mb(d.peakRss)} | ${mb(above(d))} |`,
    ),
    `| × ours / baseline | ${(zip.bytes / plain.bytes).toFixed(4)} | ${(zip.ms / plain.ms).toFixed(2)} | ${(rate(zip) / rate(plain)).toFixed(2)} | | | ${(above(zip) / Math.max(above(plain), 1)).toFixed(1)} |`,
    "",
    `load average (1, 5, 15 min) at the end of the calls: ${load.map((l) => l.toFixed(2)).join(", ")} on ${os.cpus().length} cores`,
  ];
  process.stdout.write(`${out.join("\n")}\n`);
}

try {
  await main();
} finally {
  await stopAll();
}
