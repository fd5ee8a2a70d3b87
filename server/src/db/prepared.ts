import { createHash } from "node:crypto";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "./client.js";

const byDatabase = new WeakMap<DbOrTx, Map<string, unknown>>();
/** A database's twin whose connections plan named statements generically (`openDatabase`), by the database. */
const genericTwins = new WeakMap<DbOrTx, DbOrTx>();

/** Names the twin of `db` whose connections keep one generic plan per named statement (db/client.ts). */
export function setGenericPlanTwin(db: DbOrTx, twin: DbOrTx) {
  genericTwins.set(db, twin);
}

/** Makes a twin of a database whose connections start with settings of their own, once per name (`openDatabase`). */
type SessionTwinMaker = (name: string, settings: Readonly<Record<string, string>>) => DbOrTx;
const sessionTwinMakers = new WeakMap<DbOrTx, SessionTwinMaker>();

/** Names how to make the twins of `db` whose connections start with settings of their own (db/client.ts). */
export function setSessionTwinMaker(db: DbOrTx, make: SessionTwinMaker) {
  sessionTwinMakers.set(db, make);
}

/**
 * The twin of `db` whose connections run with `settings` for their whole session (PostgreSQL's run-time settings,
 * given when each connection starts), made once per `name` with the settings of its first call. Statements that need
 * settings of their own run there without a transaction to `set local` them in: three round trips fewer (begin, the
 * settings, commit). Null in a transaction, or on a database without twins.
 */
export function sessionTwin(db: DbOrTx, name: string, settings: Readonly<Record<string, string>>): DbOrTx | null {
  return sessionTwinMakers.get(db)?.(name, settings) ?? null;
}

export type PreparedOptions = {
  /**
   * "generic": run on the database's twin (PostgreSQL's plan_cache_mode = force_generic_plan), so the statement is
   * planned once per connection instead of on every call. Only for a statement whose generic plan is measured to be
   * as good for every value of its placeholders (docs/operations.md, "Generic plans"). In a transaction, or on a
   * database without a twin, it runs where it is asked, planned as usual.
   */
  plan?: "generic";
};

/**
 * A statement drizzle builds once per database (or transaction) and then runs with new placeholder values
 * (`sql.placeholder`): drizzle skips rebuilding its SQL, and on node-postgres the statement goes by `name`,
 * so PostgreSQL parses it once per connection.
 * `build` must return a drizzle prepared query (`.prepare(name)`) made on the database it is given.
 */
export function preparedOn<T>(
  db: DbOrTx,
  name: string,
  build: (db: DbOrTx, name: string) => T,
  opts: PreparedOptions = {},
): T {
  const target = (opts.plan === "generic" && genericTwins.get(db)) || db;
  let statements = byDatabase.get(target);
  if (!statements) {
    statements = new Map();
    byDatabase.set(target, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(target, statementName(name));
    statements.set(name, statement);
  }
  return statement;
}

/** PostgreSQL keeps 63 bytes of a statement's name: a longer one is cut and told apart by a hash of the whole. */
function statementName(name: string): string {
  if (Buffer.byteLength(name) <= 63) return name;
  return `${name.slice(0, 50)}_${createHash("sha256").update(name).digest("hex").slice(0, 12)}`;
}

/**
 * SQL: the column is one of the values of the placeholder `name`, sent as one array parameter (`= any($1)`). The
 * statement's text is then the same for a list of any length, so it can be built once (`preparedOn`), where
 * `inArray` writes one parameter per value and so a new text for every length.
 */
export const inPlaceholder = (column: SQLWrapper, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;
