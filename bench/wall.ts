// `npm run bench:wall -w bench`: the wall (kanban) of issue 35 at its size. A fresh PostgreSQL database with the demo
// network and three apps of 8 columns: "wall" (5,000 items, 625 a column), "short" (one column of 100 cards) and
// "long" (one column of 5,000 cards), ranks written as the app writes them. The compiled server in its own process
// answers loading the wall (`GET …/items?view=wall`, every active item) against the same-work baseline: replay-server.ts
// replaying the statements our server sent for that very request (capture.ts). A move is then timed over HTTP on our
// server (a card from another column into the middle of the short and the long column, one after another) and its
// statements counted in-process (statementsOf) at both lengths: a move must cost the same statements however long
// the column. Options: --seconds 6  --moves 200  --postgres URL  --max-minutes 30
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { appsApi } from "@intranet/contracts";
import { appItems } from "../server/src/modules/apps/apps.schema.js";
import { createApp } from "../server/src/modules/apps/apps.service.js";
import { moveItem } from "../server/src/modules/apps/items.service.js";
import { initialRanks } from "../server/src/modules/apps/rank.js";
import { ADMIN_EMAIL } from "../server/src/seed/demo.js";
import { captureStatements, statementsOf } from "./capture.js";
import { assertLoopback, installStopHandlers, onStop, stopAll } from "./guard.js";
import { loadAverageLine } from "./processes.js";
import { measureAgainstReplay, replayTable } from "./replay.js";
import { startServer } from "./server.js";
import { createBenchDatabase, SEED_PASSWORD, withDemoNetwork } from "./setup.js";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "6" },
    moves: { type: "string", default: "200" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "30" },
  },
});
const seconds = Math.min(Math.max(Number.parseInt(args.seconds ?? "6", 10) || 6, 1), 60);
const moves = Math.min(Math.max(Number.parseInt(args.moves ?? "200", 10) || 200, 10), 5_000);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(Math.min(Math.max(Number(args["max-minutes"]) || 30, 1), 120) * 60_000);
const log = (line: string) => process.stderr.write(`${line}\n`);

const COLUMNS = Array.from({ length: 8 }, (_, i) => ({ id: `c${i}`, label: `Column ${i}` }));
/** The card ids of each column in wall order, by app. */
type Wall = { slug: string; columns: string[][] };

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-bench-wall-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await createBenchDatabase(postgresUrl);
  log("seeding the demo network and three walls");
  // `count` cards per column, column by column; `first` the length of column c0 when it differs
  const walls = await withDemoNetwork(databaseUrl, dataDir, async (ctx, admin) => {
    const make = async (name: string, lengths: number[]): Promise<Wall> => {
      const body = appsApi.create.body.parse({
        name,
        fields: [
          { name: "title", label: "Title", type: "text" },
          { name: "status", label: "Status", type: "selection", options: COLUMNS },
        ],
        collection_layout: { view: "wall", column_property: "status" },
      });
      const app = await createApp(ctx, admin, body);
      const total = lengths.reduce((a, b) => a + b, 0);
      const ranks = initialRanks(total);
      const rows = lengths.flatMap((n, c) =>
        Array.from({ length: n }, (_, i) => ({ title: `Card ${c}-${i}`, column: `c${c}` })),
      );
      const inserted: { id: string; column: string }[] = [];
      for (let at = 0; at < rows.length; at += 1000) {
        const chunk = rows.slice(at, at + 1000).map((r, i) => ({
          appId: app.id,
          values: { title: r.title, status: r.column },
          position: ranks[at + i] as string,
          createdById: admin.id,
        }));
        const done = await ctx.db.insert(appItems).values(chunk).returning({ id: appItems.id });
        inserted.push(...done.map((d, i) => ({ id: d.id, column: chunk[i]?.values.status as string })));
      }
      return {
        slug: app.slug,
        columns: COLUMNS.map((c) => inserted.filter((r) => r.column === c.id).map((r) => r.id)),
      };
    };
    const rest = Array.from({ length: 7 }, () => 10);
    return {
      wall: await make(
        "Wall",
        Array.from({ length: 8 }, () => 625),
      ),
      short: await make("Short", [100, ...rest.map(() => moves)]),
      long: await make("Long", [5_000, ...rest.map(() => moves)]),
    };
  });

  // The statements of one move into the middle of column c0, in-process on the same database.
  const moveStatements = await withDemoNetwork(databaseUrl, dataDir, async (ctx, admin) => {
    const out: Record<string, number> = {};
    for (const key of ["short", "long"] as const) {
      const w = walls[key];
      const c0 = w.columns[0] as string[];
      const anchor = c0[Math.floor(c0.length / 2)] as string;
      const card = w.columns[7]?.pop() as string;
      const sent = await statementsOf(() =>
        moveItem(ctx, admin, w.slug, card, { insert_after_id: anchor, values: { status: "c0" } }),
      );
      out[key] = sent.length;
    }
    return out;
  });

  const server = await startServer({ dataDir, databaseUrl, seedPassword: SEED_PASSWORD });
  const lines: string[] = [];
  try {
    const measured = await measureAgainstReplay({
      serverUrl: server.url,
      databaseUrl,
      dataDir,
      email: ADMIN_EMAIL,
      calls: [["load the wall (5,000 items, 8 columns)", `/api/v1/apps/${walls.wall.slug}/items?view=wall`]],
      seconds,
      log,
    });
    lines.push(...replayTable(measured));

    // Moves over HTTP: each card of the other columns into the middle of c0, one at a time.
    const { cookie } = await captureStatements(databaseUrl, dataDir, ADMIN_EMAIL, ["/api/v1/network"]);
    const csrf = /csrf_token=([^;]+)/.exec(cookie)?.[1] ?? "";
    const timings: string[] = [];
    for (const key of ["short", "long"] as const) {
      const w = walls[key];
      const c0 = w.columns[0] as string[];
      const anchor = c0[Math.floor(c0.length / 2)] as string;
      const cards = w.columns.slice(1).flat().slice(0, moves);
      const ms: number[] = [];
      for (const card of cards) {
        const t = performance.now();
        const res = await fetch(`${server.url}/api/v1/apps/${w.slug}/items/${card}/move`, {
          method: "POST",
          headers: { cookie, "x-csrf-token": csrf, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ insert_after_id: anchor, values: { status: "c0" } }),
        });
        if (!res.ok) throw new Error(`move: ${res.status} ${await res.text()}`);
        ms.push(performance.now() - t);
      }
      ms.sort((a, b) => a - b);
      const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(1);
      timings.push(
        `| ${c0.length.toLocaleString("en")} | ${moveStatements[key]} | ${ms.length} | ${at(0.5)} | ${at(0.99)} |`,
      );
    }
    const out = [
      "",
      `The wall, PostgreSQL, 10 connections, ${seconds} s; baseline: our statements replayed`,
      "",
      ...lines,
      "",
      "A card moved into the middle of a column (one at a time over HTTP; statements counted in-process)",
      "",
      "| column length | statements of a move | moves | median ms | p99 ms |",
      "|---|---|---|---|---|",
      ...timings,
      "",
      moveStatements.short === moveStatements.long
        ? `A move sends ${moveStatements.short} statements at both lengths.`
        : `A move sends ${moveStatements.short} statements at 100 cards and ${moveStatements.long} at 5,000: NOT constant.`,
      loadAverageLine(),
    ];
    process.stdout.write(`${out.join("\n")}\n`);
  } finally {
    await server.stop();
  }
}

try {
  await main();
} finally {
  await stopAll();
}
