import fs from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "./client.js";

describe("embedded database", () => {
  it("runs migrations and leaves the shared connection usable after a failed multi-statement script", async () => {
    const database = await openDatabase({});
    await expect(database.executeSql("BEGIN; SELECT 1/0; COMMIT;")).rejects.toThrow(/division by zero/);
    const { rows } = await database.executeSql("select count(*)::int as n from members", []);
    expect(rows).toEqual([{ n: 0 }]);
    await database.close();
  });

  // What every test file does (test/app.ts) instead of migrating on its own.
  it.skipIf(!inject("pgliteDump"))("starts from the migrated dump of the global set-up without migrating", async () => {
    const dump = inject("pgliteDump") as string;
    const database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(dump)]), migrate: false });
    const journal = JSON.parse(fs.readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8"));
    const { rows } = await database.executeSql(
      "select (select count(*)::int from drizzle.__drizzle_migrations) as migrations, (select count(*)::int from members) as members",
      [],
    );
    expect(rows).toEqual([{ migrations: journal.entries.length, members: 0 }]);
    await database.close();
  });
});
