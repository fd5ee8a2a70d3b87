import fs from "node:fs";
import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import { setGenericPlanTwin, setSessionTwinMaker } from "./prepared.js";

// The client is built without the tables: queries name their tables, and without the relational API
// (db.query.*) the database layer need not know any module.
type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Queries take either the database or the transaction of the use case that runs them. */
export type DbOrTx = Db | Tx;

/** Raw SQL access for libraries that bring their own queries (pg-boss). */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Database = {
  db: Db;
  executeSql: SqlExecutor;
  close: () => Promise<void>;
  /**
   * Calls the listener with each statement sent to the database (one round trip each) until the returned
   * function is called. For the query-budget tests; nothing in the app listens.
   */
  observeQueries: (listener: QueryListener) => () => void;
};

export type QueryListener = (sql: string) => void;

/** The drizzle logger that feeds observeQueries; one Set lookup per query when nobody listens. */
function queryObservers() {
  const listeners = new Set<QueryListener>();
  return {
    logger: {
      logQuery(query: string) {
        for (const listener of listeners) listener(query);
      },
    },
    observeQueries(listener: QueryListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** How many distinct statement texts get a name; beyond it (texts that embed values) they stay unnamed. */
const MAX_NAMED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();
/** Only queries are named: the migrations' DDL runs once and would take names for nothing. */
const DML = /^\s*(select|insert|update|delete|with)\b/i;

type QueryConfigLike = { text?: unknown; name?: unknown };

/**
 * A pooled node-postgres connection that names each statement drizzle sends. node-postgres sends unnamed
 * statements, which PostgreSQL parses and plans afresh on every call; a named one is parsed once per
 * connection (node-postgres remembers which it has sent) and PostgreSQL may keep its plan. Names are given
 * per distinct text, the same on every connection; plain-text queries (`executeSql`, scripts) and DDL stay unnamed.
 */
class NamedStatementClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query has a dozen overloads; this only passes them on.
  override query(config: any, ...rest: any[]): any {
    const named = config as QueryConfigLike | null;
    if (named && typeof named === "object" && typeof named.text === "string" && named.name === undefined) {
      let name = statementNames.get(named.text);
      if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS && DML.test(named.text)) {
        name = `s${statementNames.size + 1}`;
        statementNames.set(named.text, name);
      }
      if (name !== undefined) named.name = name;
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return (super.query as (...args: any[]) => any)(config, ...rest);
  }
}

export const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/**
 * Whether drizzle's migrator would apply anything: it runs every migration of the journal newer than the
 * newest one recorded in the database. When none is, the migrator's DDL (create schema and table if not
 * exists) and its empty transaction are skipped: a warm start asks two small questions instead.
 */
async function migrationsPending(executeSql: SqlExecutor, folder: string): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const { rows: table } = await executeSql("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!(table[0] as { present: boolean } | undefined)?.present) return true;
  const { rows } = await executeSql("select max(created_at)::text as applied from drizzle.__drizzle_migrations");
  const applied = (rows[0] as { applied: string | null } | undefined)?.applied;
  return applied === null || applied === undefined || Number(applied) < newest;
}

export type OpenDatabaseOptions = {
  /** The PostgreSQL server: DATABASE_URL, or the embedded cluster's (db/embedded-postgres.ts). */
  url: string;
  /** False when the database is a copy of one migrated moments ago (tests); the default runs the migrations. */
  migrate?: boolean;
  /** Connections in the pool (10 by default). */
  max?: number;
  /** The migrations to apply (a backup restores at the migrations it was made with, db/backup.ts). */
  migrations?: string;
};

/**
 * A pool whose connections name the statements sent as query objects (`NamedStatementClient`), without JIT
 * compilation: our statements are short, but the planner's cost of an access predicate's correlated subqueries
 * passes jit_above_cost on a large database, and compiling them took the month view 9 s where running it takes 0.1 s
 * (docs/operations.md, the capacity world). `settings` are more run-time settings for every connection; an `options`
 * in the URL replaces them all.
 */
export function namedStatementPool(
  url: string,
  opts: { max: number; settings?: readonly string[]; applicationName?: string },
): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: opts.max,
    Client: NamedStatementClient,
    options: ["-c jit=off", ...(opts.settings ?? [])].join(" "),
    ...(opts.applicationName ? { application_name: opts.applicationName } : {}),
  });
}

/**
 * Raw SQL on a `namedStatementPool` for a library that brings its own queries (pg-boss): a text with values goes as
 * a named statement, parsed once per connection; one without (a script of several commands, which a named statement
 * cannot hold) as plain text.
 */
export const namedSqlExecutor =
  (pool: pg.Pool): SqlExecutor =>
  (text, values) =>
    values && values.length > 0 ? pool.query({ text, values }) : pool.query(text);

/** node-postgres against the server at `url`, migrated on open. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const migrate = opts.migrate ?? true;
  const { logger, observeQueries } = queryObservers();
  const pool = namedStatementPool(opts.url, { max: opts.max ?? 10 });
  // The twin: a smaller pool whose connections keep one generic plan per named statement, for the statements that
  // ask for it (`preparedOn` with `plan: "generic"`): PostgreSQL's default plans some of them again on every call
  // (the unread counts: 1.2 of their 2.5 ms; docs/operations.md, "Generic plans").
  const twinPool = namedStatementPool(opts.url, {
    max: Math.max(2, Math.ceil((opts.max ?? 10) / 2)),
    settings: ["-c plan_cache_mode=force_generic_plan"],
  });
  // An idle connection the server ends (restart, failover) leaves the pool, which opens a new one for
  // the next query; without a listener its error would stop the process.
  const lost = (err: Error) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`);
  for (const p of [pool, twinPool]) p.on("error", lost);
  const db = drizzlePg(pool, { casing: "snake_case", logger }) as unknown as Db;
  setGenericPlanTwin(db, drizzlePg(twinPool, { casing: "snake_case", logger }) as unknown as Db);
  // Twins whose connections start with settings of their own (`sessionTwin`: the search's timeout and planning), as
  // small as the generic one, each made when first asked for.
  const sessionPools = new Map<string, { pool: pg.Pool; db: Db }>();
  setSessionTwinMaker(db, (name, settings) => {
    let twin = sessionPools.get(name);
    if (!twin) {
      const given = Object.entries(settings).map(([key, value]) => {
        if (!/^[\w.]+$/.test(key) || !/^[\w.-]+$/.test(value)) throw new Error(`unusable setting ${key}=${value}`);
        return `-c ${key}=${value}`;
      });
      const sessionPool = namedStatementPool(opts.url, { max: twinPool.options.max, settings: given });
      sessionPool.on("error", lost);
      twin = { pool: sessionPool, db: drizzlePg(sessionPool, { casing: "snake_case", logger }) as unknown as Db };
      sessionPools.set(name, twin);
    }
    return twin.db;
  });
  const executeSql: SqlExecutor = (text, values) => pool.query(text, values);
  const folder = opts.migrations ?? migrationsFolder;
  if (migrate && (await migrationsPending(executeSql, folder)))
    await migratePg(drizzlePg(pool), { migrationsFolder: folder });
  const close = async () => {
    await Promise.all([pool.end(), twinPool.end(), ...[...sessionPools.values()].map((twin) => twin.pool.end())]);
  };
  return { db, executeSql, close, observeQueries };
}
