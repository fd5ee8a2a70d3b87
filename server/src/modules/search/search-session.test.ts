import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../test/app.js";
import type { DbOrTx } from "../../db/client.js";
import { inSearchSession, SEARCH_STATEMENT_TIMEOUT_MS } from "./search.repo.js";

// The search's statements run with its settings on connections of their own (the database's session twin), and no
// other statement sees them.
let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const settingsOf = async (db: DbOrTx) => {
  const { rows } = (await db.execute(
    sql`select current_setting('statement_timeout') as timeout, current_setting('plan_cache_mode') as plans,
      current_setting('jit') as jit, current_setting('pg_trgm.word_similarity_threshold', true) as threshold,
      word_similarity('schnieder', 'jonas schneider') >= 0.4 and 'schnieder' <% 'jonas schneider' as near`,
  )) as { rows: Record<string, unknown>[] };
  return rows[0];
};

describe("the search's session", () => {
  it("runs the search's statements with its timeout, threshold and planning", async () => {
    const seen = await inSearchSession(test.database.db, settingsOf);
    expect(seen).toEqual({
      timeout: `${SEARCH_STATEMENT_TIMEOUT_MS / 1000}s`,
      plans: "force_custom_plan",
      jit: "off",
      threshold: "0.4",
      near: true,
    });
  });

  it("plans once per connection when asked for generic plans, with the same timeout and threshold", async () => {
    const seen = await inSearchSession(test.database.db, settingsOf, "generic");
    expect(seen).toMatchObject({ timeout: "5s", plans: "force_generic_plan", threshold: "0.4", near: true });
    // The search's own twin keeps its custom plans.
    expect((await inSearchSession(test.database.db, settingsOf))?.plans).toBe("force_custom_plan");
    await test.database.db.transaction(async (tx) => {
      expect((await inSearchSession(tx, settingsOf, "generic"))?.plans).toBe("force_generic_plan");
    });
  });

  it("leaves the app's other statements with the server's settings", async () => {
    await inSearchSession(test.database.db, settingsOf);
    const seen = await settingsOf(test.database.db);
    expect(seen?.timeout).toBe("0");
    expect(seen?.plans).toBe("auto");
  });

  it("has the same settings in a transaction, where it sets them locally", async () => {
    await test.database.db.transaction(async (tx) => {
      expect(await inSearchSession(tx, settingsOf)).toMatchObject({ timeout: "5s", threshold: "0.4", near: true });
    });
    expect((await settingsOf(test.database.db))?.timeout).toBe("0");
  });

  it("answers a statement stopped by its timeout with a 400 that asks for more specific words", async () => {
    const slow = inSearchSession(test.database.db, (db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 50`);
        await tx.execute(sql`select pg_sleep(2)`);
      }),
    );
    await expect(slow).rejects.toMatchObject({
      status: 400,
      code: "search_timeout",
      message: "This search took too long. Please use more specific words.",
    });
  });
});
