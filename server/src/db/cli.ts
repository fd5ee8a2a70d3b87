// `npm run backup [FILE]`, `npm run restore FILE` and `npm run db:import-pglite`, on DATABASE_URL or the embedded
// cluster in DATA_DIR/pg. Built to server/dist/db-cli.js beside the server (server/build.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import pg from "pg";
import { ConfigError, loadConfig } from "../config.js";
import { restoreBackup, writeBackup, writeBackupOf } from "./backup.js";
import { EMBEDDED_DATABASE, runningClusterUrl, startEmbeddedPostgres } from "./embedded-postgres.js";

const config = loadConfig();
const pgDir = path.join(config.dataDir, "pg");
const where = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const say = (line: string) => process.stdout.write(`${line}\n`);

async function admin(url: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function backup(file = `intranet-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.zip`) {
  const target = where(file);
  const running = config.databaseUrl ?? runningClusterUrl(pgDir);
  const cluster = running ? null : await startEmbeddedPostgres({ dir: pgDir, log: say });
  try {
    const manifest = await writeBackup(running ?? (cluster?.url as string), target);
    say(`Backed up ${manifest.tables.length} tables (migration ${manifest.migration.tag}) to ${target}`);
    say(`The uploaded files are not in it: copy ${path.join(config.dataDir, "storage")} (or the S3 bucket) as well.`);
  } finally {
    await cluster?.stop();
  }
}

async function restore(file: string | undefined) {
  if (!file) throw new Error("Usage: npm run restore FILE (a zip made by npm run backup)");
  const source = where(file);
  if (!fs.existsSync(source)) throw new Error(`${source} does not exist.`);
  if (config.databaseUrl) {
    const manifest = await restoreBackup(source, config.databaseUrl);
    say(`Restored ${manifest.tables.length} tables into DATABASE_URL from ${source}`);
    return;
  }
  if (runningClusterUrl(pgDir)) throw new Error(`The server is running on ${pgDir}: stop it before restoring.`);
  const cluster = await startEmbeddedPostgres({ dir: pgDir, log: say });
  try {
    const staging = `${EMBEDDED_DATABASE}_restore`;
    await admin(cluster.adminUrl, async (c) => {
      await c.query(`drop database if exists ${staging} with (force)`);
      await c.query(`create database ${staging}`);
    });
    const manifest = await restoreBackup(source, cluster.url.replace(/\/[^/]+$/, `/${staging}`));
    // Only a complete restore replaces the database.
    await admin(cluster.adminUrl, async (c) => {
      await c.query(`drop database if exists ${EMBEDDED_DATABASE} with (force)`);
      await c.query(`alter database ${staging} rename to ${EMBEDDED_DATABASE}`);
    });
    say(`Restored ${manifest.tables.length} tables (made ${manifest.createdAt}) into ${pgDir} from ${source}`);
  } finally {
    await cluster.stop();
  }
}

/** The PGlite version that wrote DATA_DIR/db (the last one this app used), fetched from npm only for the move. */
const PGLITE = "@electric-sql/pglite@0.5.16";

type PGliteLike = {
  query: <T>(text: string) => Promise<{ rows: T[]; blob?: Blob }>;
  close: () => Promise<void>;
};

async function importPglite() {
  const legacy = path.join(config.dataDir, "db");
  const moved = path.join(config.dataDir, "db.pglite");
  if (!fs.existsSync(path.join(legacy, "PG_VERSION")) && !fs.existsSync(path.join(moved, "PG_VERSION")))
    throw new Error(`${legacy} holds no PGlite database: nothing to move.`);
  // Out of the way first, so the embedded cluster starts; kept, the move changes nothing in it.
  if (fs.existsSync(legacy)) fs.renameSync(legacy, moved);
  const tools = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-pglite-"));
  say(`Fetching ${PGLITE} to read ${moved}`);
  execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", tools, PGLITE], {
    stdio: "inherit",
  });
  const lib = path.join(tools, "node_modules", "@electric-sql", "pglite", "dist");
  const { PGlite } = await import(path.join(lib, "index.js"));
  const { pg_trgm } = await import(path.join(lib, "contrib", "pg_trgm.js"));
  const { unaccent } = await import(path.join(lib, "contrib", "unaccent.js"));
  const old = (await PGlite.create(moved, { extensions: { pg_trgm, unaccent } })) as PGliteLike;
  const file = path.join(config.dataDir, "pglite-export.zip");
  try {
    await writeBackupOf(
      {
        query: async <T>(text: string) => (await old.query<T>(text)).rows,
        copyOut: async (statement) => {
          const { blob } = await old.query(statement.replace(/to stdout/, "to '/dev/blob'"));
          return Readable.from(Buffer.from(await (blob as Blob).arrayBuffer()));
        },
      },
      file,
    );
  } finally {
    await old.close();
    fs.rmSync(tools, { recursive: true, force: true });
  }
  const cluster = await startEmbeddedPostgres({ dir: pgDir, log: say });
  try {
    const manifest = await restoreBackup(file, cluster.url);
    say(`Moved ${manifest.tables.length} tables from ${moved} into the embedded PostgreSQL in ${pgDir}.`);
    say(`${moved} and ${file} are kept; remove them once the server runs as it should.`);
  } finally {
    await cluster.stop();
  }
}

const [command, arg] = process.argv.slice(2);
const commands: Record<string, () => Promise<void>> = {
  backup: () => backup(arg),
  restore: () => restore(arg),
  "import-pglite": importPglite,
};
const run = command ? commands[command] : undefined;
if (!run) {
  process.stderr.write("Usage: db-cli backup [FILE] | restore FILE | import-pglite\n");
  process.exit(2);
}
run().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
