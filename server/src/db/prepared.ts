import type { DbOrTx } from "./client.js";

const byDatabase = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A statement drizzle builds once per database (or transaction) and then runs with new placeholder values
 * (`sql.placeholder`): drizzle skips rebuilding its SQL, and on node-postgres the statement goes by `name`,
 * so PostgreSQL parses it once per connection. PGlite has no named statements; the build is still saved.
 * `build` must return a drizzle prepared query (`.prepare(name)`) made on the database it is given.
 */
export function preparedOn<T>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}
