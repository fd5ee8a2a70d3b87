// `npm run bench:members -w bench`: the administration's members table at 50,000 members (issue 30, "Performance").
// On a fresh PostgreSQL database (migrated by the server's own code): the network, --members members written with
// generate_series (a tenth external, a twentieth locked, most with a last sign-in), five network roles held by a
// tenth of them, ANALYZE. Each case is one page of GET /administration/members as the service answers it
// (`adminMembers`: the page and its count side by side, the roles' badges as a subquery), timed over --requests
// runs, against a same-run baseline: the very statements the service sent (text and parameters, captured through
// drizzle's logger on the first run), replayed with node-postgres on the same pool. Prints p50 of both and the
// ratio. PostgreSQL only, loopback only; the database is dropped at the end (--keep leaves it).
// Options: --members 50000  --requests 30  --postgres URL  --keep
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { adminMemberListQuery } from "@intranet/contracts";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { AppContext } from "../server/src/context.js";
import type { Db } from "../server/src/db/client.js";
import { openDatabase } from "../server/src/db/client.js";
import { adminMembers } from "../server/src/modules/member-admin/member-admin.service.js";
import { ensureNetwork } from "../server/src/modules/network/network.service.js";
import { assertLoopback, installStopHandlers, onStop, stopAll } from "./guard.js";

const { values: args } = parseArgs({
  options: {
    members: { type: "string", default: "50000" },
    requests: { type: "string", default: "30" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    keep: { type: "boolean", default: false },
  },
});
const clamp = (v: string | undefined, fallback: number, min: number, max: number) =>
  Math.min(Math.max(Number.parseInt(v ?? "", 10) || fallback, min), max);
const memberCount = clamp(args.members, 50_000, 100, 1_000_000);
const requests = clamp(args.requests, 30, 3, 1000);
const adminUrl = assertLoopback(args.postgres, "PostgreSQL");

const CASES: [string, Record<string, string>][] = [
  ["first page, by name", {}],
  ["page 400, by name", { page: "400" }],
  ["by e-mail, descending", { sort: "email", direction: "desc" }],
  ["by last sign-in, page 50", { sort: "last_sign_in_at", direction: "desc", page: "50" }],
  ["search 'ma'", { q: "ma" }],
  ["search e-mail part '123'", { q: "123" }],
  ["locked only", { status: "locked" }],
  ["holders of a role", { role: "1" }],
];

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  installStopHandlers(20 * 60 * 1000);
  const name = `bench_members_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  onStop(async () => {
    if (!args.keep) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl.toString());
  url.pathname = `/${name}`;
  const migrated = await openDatabase({ url: url.toString() });
  await migrated.close();

  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  onStop(() => pool.end());
  let capturing: { text: string; params: unknown[] }[] | null = null;
  const logger = { logQuery: (text: string, params: unknown[]) => capturing?.push({ text, params }) };
  const db = drizzle(pool, { casing: "snake_case", logger }) as unknown as Db;
  await ensureNetwork(db, "Bench", "en");

  const started = Date.now();
  process.stderr.write(`seeding ${memberCount} members…\n`);
  await pool.query(
    `insert into members (id, email, first_name, last_name, is_external, is_network_admin, locked_at, last_sign_in_at, profile)
     select lpad(to_hex(g), 24, '0'), 'member-' || g || '@bench.example.org',
       (array['Anna','Ben','Clara','David','Emma','Felix','Greta','Hans','Ida','Jonas','Mara','Malte'])[1 + g % 12],
       (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Marx','Hoffmann'])[1 + (g / 12) % 10] || ' ' || g,
       g % 10 = 0, g = 1, case when g % 20 = 7 then now() end,
       case when g % 4 <> 0 then now() - (g % 1000) * interval '1 hour' end,
       '{"position":null,"department":null,"phone":null,"location":null,"about":null}'::jsonb
     from generate_series(1, $1::int) g`,
    [memberCount],
  );
  await pool.query(
    `insert into membership_roles (id, slug, name, plural_name)
     select lpad(to_hex(1000000000 + r), 24, '0'), 'role-' || r, 'Role ' || r, 'Roles ' || r from generate_series(1, 5) r`,
  );
  await pool.query(
    `insert into membership_role_assignments (id, role_id, member_id)
     select lpad(to_hex(2000000000 + g), 24, '0'), lpad(to_hex(1000000000 + 1 + g % 5), 24, '0'), lpad(to_hex(g), 24, '0')
     from generate_series(1, $1::int, 10) g`,
    [memberCount],
  );
  await pool.query("analyze");
  process.stderr.write(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const roleId = (1000000002).toString(16).padStart(24, "0");
  const ctx = { db } as AppContext;
  const actor = (1).toString(16).padStart(24, "0");

  const rows: string[][] = [];
  for (const [label, raw] of CASES) {
    const { role, ...rest } = raw;
    const query = adminMemberListQuery.parse({ ...rest, ...(role ? { role_id: roleId } : {}) });
    capturing = [];
    const first = await adminMembers(ctx, actor, query);
    const statements = capturing;
    capturing = null;
    const service: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < requests; i++) {
      let t = performance.now();
      await adminMembers(ctx, actor, query);
      service.push(performance.now() - t);
      t = performance.now();
      // The network read first, then the page and its count side by side, as the service sends them.
      const [network, ...page] = statements;
      if (network) await pool.query(network.text, network.params);
      await Promise.all(page.map((s) => pool.query(s.text, s.params)));
      baseline.push(performance.now() - t);
    }
    const [s, b] = [p50(service), p50(baseline)];
    rows.push([label, String(first.meta.total_count), s.toFixed(1), b.toFixed(1), (s / b).toFixed(2)]);
  }
  const header = ["case", "rows matched", "service p50 ms", "same SQL p50 ms", "ratio"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(`members table at ${memberCount} members, ${requests} runs per case`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
