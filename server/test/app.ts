import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";

/**
 * A fresh database for this test file: in-memory PGlite, or a new database on the server of
 * TEST_DATABASE_URL (dropped afterwards). Tests build their own data with the factories.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openDatabase({}), drop: async () => {} };
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Builds the app on a fresh database once per test file and closes it after the file. */
export async function createTestApp(overrides: Parameters<typeof loadConfig>[1] = {}): Promise<App> {
  const { database, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-test-"));
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir },
    { webDist: path.join(dataDir, "no-web"), ...overrides },
  );
  const app = await buildApp({ config, database, inlineJobs: true });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}
