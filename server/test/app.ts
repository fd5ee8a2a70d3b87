import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { databaseUrl, withAdmin } from "./global-setup.js";

/** The server and the migrated template the global set-up left (global-setup.ts), each file's database a copy. */
function runServer(): { server: string; template: string } {
  const server = inject("postgresServer");
  const template = inject("postgresTemplate");
  if (!server || !template)
    throw new Error("The server tests need test/global-setup.ts (run them with vitest's server project).");
  return { server, template };
}

export type TestDatabase = {
  database: Database;
  /** The database's own URL, for pg-boss's own pool. */
  url: string;
  /** Ends the file's use of the database: emptied and kept for the next file of the worker (or closed and dropped). */
  drop: () => Promise<void>;
};

/**
 * Databases that a finished test file gave back, emptied, for the next file of this worker (the files of
 * a worker share its modules, see vitest.config.ts). Creating a database from the template takes about 0.4 s;
 * emptying one a few milliseconds. They are dropped with the template at the end of the run (global-setup.ts).
 */
const idle: TestDatabase[] = [];

/**
 * Takes the database back to what the migrations left and keeps it for the next file: every table of the
 * app emptied and pg-boss's schema (created by a file that starts the queue) dropped. The migrations insert no
 * rows, so empty tables are the migrated state. A database that cannot be emptied (a test closed it) is closed and dropped instead.
 */
async function putBack(test: TestDatabase, dropForGood: () => Promise<void>): Promise<void> {
  const { database } = test;
  try {
    const { rows } = await database.executeSql(
      "select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables where schemaname = 'public'",
    );
    const tables = (rows[0] as { tables: string | null } | undefined)?.tables;
    if (tables) await database.executeSql(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
    await database.executeSql("DROP SCHEMA IF EXISTS pgboss CASCADE");
    // Once, even when a file ends its use twice: two files must never hold the same database.
    if (!idle.includes(test)) idle.push(test);
  } catch {
    await dropForGood().catch(() => undefined);
  }
}

/**
 * A fresh database for this test file: a copy of the template the global set-up migrated, on the run's server
 * (or one an earlier file of this worker emptied, see `idle`). Tests build their own data with the factories.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const reused = idle.pop();
  if (reused) return reused;
  const fresh = await openFreshDatabase();
  const test: TestDatabase = { ...fresh, drop: () => putBack(test, fresh.drop) };
  return test;
}

async function openFreshDatabase(): Promise<TestDatabase> {
  const { server, template } = runServer();
  // Named after the template, so that the end of the run finds and drops it (global-setup.ts).
  const name = `${template}_${randomBytes(6).toString("hex")}`;
  await withAdmin(server, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(server, name);
  const database = await openDatabase({ url, migrate: false });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await withAdmin(server, async (c) => {
        // pool.end() resolves before its sockets have closed; forcing the drop then would kill those
        // closing connections, whose FATAL reply nobody listens for any more (an uncaught error).
        for (let waited = 0; waited < 10_000; waited += 50) {
          const { rows } = await c.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

export type TestAppOptions = {
  /**
   * "inline" (the default) runs each job as it is sent; "pg-boss" queues it in the real pg-boss on the
   * test database and starts the workers, for tests of what only the queue does (after commit, retries).
   */
  jobs?: "inline" | "pg-boss";
};

const cleanups: (() => Promise<void>)[] = [];

/** Closes what this file's createTestApp opened; test/setup.ts runs it after every file. */
export async function runCleanups() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** Builds the app on a fresh database once per test file and closes it after the file. */
export async function createTestApp(
  overrides: Parameters<typeof loadConfig>[1] = {},
  opts: TestAppOptions = {},
): Promise<App> {
  const { database, url, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-test-"));
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent", DATA_DIR: dataDir },
    { webDist: path.join(dataDir, "no-web"), databaseUrl: url, ...overrides },
  );
  const queued = opts.jobs === "pg-boss";
  const app = await buildApp({ config, database: { database, url }, inlineJobs: !queued });
  await app.ready();
  if (queued) await app.ctx.jobs.start();
  cleanups.push(async () => {
    await app.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}
