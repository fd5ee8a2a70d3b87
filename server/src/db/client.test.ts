import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/app.js";

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
});
