// The same-work baseline of the size sweep (lists.ts): a node:http server in its own process that answers
// `GET /<key>` by replaying the statements our server sent for that request (captured by capture.ts: text,
// parameters and statement names, one chain per connection the request used, the chains at once, each chain's
// statements in order on one connection of a pool of 10, as the server's), and sends every row it got back with
// JSON.stringify. No framework, validation, access layer or presenter: what our server costs above this is ours.
// Env: DATABASE_URL (loopback), PORT, REPLAY_FILE (JSON: { [key]: StatementSet }). Started by startReplay below.
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import { assertLoopback } from "./guard.js";
import type { StatementSet } from "./search-worker.js";

const databaseUrl = process.env.DATABASE_URL ?? "";
assertLoopback(databaseUrl, "database");
const sets = JSON.parse(fs.readFileSync(process.env.REPLAY_FILE ?? "", "utf8")) as Record<string, StatementSet>;
// The same pool size as the server's (server/src/db/client.ts).
// As the server connects (server/src/db/client.ts): no JIT compilation.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: "-c jit=off" });
pool.on("error", () => {});

async function replay(set: StatementSet) {
  return Promise.all(
    set.chains.map(async (chain) => {
      const client = await pool.connect();
      try {
        const rows: unknown[] = [];
        for (const st of chain) rows.push((await client.query(st)).rows);
        return rows;
      } finally {
        client.release();
      }
    }),
  );
}

http
  .createServer((req, res) => {
    const set = sets[decodeURIComponent((req.url ?? "/").slice(1))];
    if (!set) {
      res.writeHead(404).end();
      return;
    }
    replay(set).then(
      (rows) => {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows));
      },
      (err: Error) => {
        res.writeHead(500, { "content-type": "text/plain" }).end(err.message);
      },
    );
  })
  .listen(Number(process.env.PORT), "127.0.0.1");
