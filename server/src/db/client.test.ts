import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.js";

describe("embedded database", () => {
  it("runs migrations and leaves the shared connection usable after a failed multi-statement script", async () => {
    const database = await openDatabase({});
    await expect(database.executeSql("BEGIN; SELECT 1/0; COMMIT;")).rejects.toThrow(/division by zero/);
    const { rows } = await database.executeSql("select count(*)::int as n from members", []);
    expect(rows).toEqual([{ n: 0 }]);
    await database.close();
  });
});
