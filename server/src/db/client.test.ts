import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/app.js";
import type { DbOrTx } from "./client.js";
import { type PreparedOptions, preparedOn } from "./prepared.js";

describe("database", () => {
  // What every test file does (test/app.ts) instead of migrating on its own.
  it("opens a copy of the migrated template without migrating, every migration recorded and no row", async () => {
    const { database, drop } = await openTestDatabase();
    const journal = JSON.parse(fs.readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8"));
    const { rows } = await database.executeSql(
      "select (select count(*)::int from drizzle.__drizzle_migrations) as migrations, (select count(*)::int from members) as members",
      [],
    );
    expect(rows).toEqual([{ migrations: journal.entries.length, members: 0 }]);
    await drop();
  });

  it("turns PostgreSQL's JIT compilation off on its connections", async () => {
    const { database, drop } = await openTestDatabase();
    const { rows } = await database.executeSql("show jit", []);
    expect(rows).toEqual([{ jit: "off" }]);
    await drop();
  });

  it("runs a statement asked to be planned generically on connections that keep generic plans, others as usual", async () => {
    const { database, drop } = await openTestDatabase();
    const mode = (db: DbOrTx, name: string, opts?: PreparedOptions) =>
      preparedOn(
        db,
        name,
        (d, n) =>
          d.select({ mode: sql<string>`current_setting('plan_cache_mode')` }).from(sql`(select) as one`).prepare(n),
        opts,
      ).execute();
    expect(await mode(database.db, "mode_usual")).toEqual([{ mode: "auto" }]);
    expect(await mode(database.db, "mode_generic", { plan: "generic" })).toEqual([{ mode: "force_generic_plan" }]);
    // In a transaction it stays on the transaction's connection.
    const inTx = await database.db.transaction((tx) => mode(tx, "mode_generic", { plan: "generic" }));
    expect(inTx).toEqual([{ mode: "auto" }]);
    await drop();
  });
});
