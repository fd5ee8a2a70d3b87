import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase, pgliteExtensions } from "../src/db/client.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding the dump of a migrated PGlite data directory; each test file loads a copy. */
    pgliteDump: string | null;
    /** A migrated database on TEST_DATABASE_URL's server; each test file creates its database from it. */
    postgresTemplate: string | null;
  }
}

/** `postgres://…/name` for another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection of its own to the server's maintenance database, closed afterwards. */
export async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates once per test run instead of once per test file: migrating takes seconds (many more on a
 * busy machine), loading a migrated copy a fraction of that. Embedded: a dump of a migrated PGlite
 * data directory. PostgreSQL (TEST_DATABASE_URL): a template database, dropped at the end of the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // Random, so that runs started at the same time on one server do not share a template.
    const template = `test_template_${randomBytes(6).toString("hex")}`;
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${template}`));
    const database = await openDatabase({ url: databaseUrl(serverUrl, template) });
    // CREATE DATABASE … TEMPLATE refuses a template that has open connections.
    await database.close();
    project.provide("postgresTemplate", template);
    project.provide("pgliteDump", null);
    // The test files' databases (named after the template, see test/app.ts), then the template.
    return () =>
      withAdmin(serverUrl, async (admin) => {
        const { rows } = await admin.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
          [`${template}_`],
        );
        for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-test-db-"));
  const client = await PGlite.create("memory://", { extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  // Uncompressed: every test file loads it, and un-gzipping would cost each of them time.
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDump", file);
  project.provide("postgresTemplate", null);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
