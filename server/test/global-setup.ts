import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.js";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL server of the run: TEST_DATABASE_URL, or an embedded cluster the set-up started. */
    postgresServer: string;
    /** A migrated database on that server; each test file creates its database from it. */
    postgresTemplate: string;
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
 * Migrates once per test run instead of once per test file: migrating takes seconds (many more on a busy machine),
 * copying a migrated template a fraction of that. The server is TEST_DATABASE_URL's, or (unset) an embedded cluster
 * started here in a temporary folder and removed at the end of the run. The template is dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded = async () => {};
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-test-pg-"));
    // mkdtemp makes it 0700; the cluster's own user (when the tests run as root) must be able to enter it.
    fs.chmodSync(dir, 0o755);
    const cluster = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), ephemeral: true });
    serverUrl = cluster.adminUrl;
    stopEmbedded = async () => {
      await cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const server = serverUrl;
  // Random, so that runs started at the same time on one server do not share a template.
  const template = `test_template_${randomBytes(6).toString("hex")}`;
  await withAdmin(server, (admin) => admin.query(`CREATE DATABASE ${template}`));
  const database = await openDatabase({ url: databaseUrl(server, template) });
  // CREATE DATABASE … TEMPLATE refuses a template that has open connections.
  await database.close();
  project.provide("postgresServer", server);
  project.provide("postgresTemplate", template);
  // The test files' databases (named after the template, see test/app.ts), then the template.
  return async () => {
    await withAdmin(server, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
        [`${template}_`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    });
    await stopEmbedded();
  };
}
