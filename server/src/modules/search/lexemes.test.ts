import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../test/app.js";
import type { DbOrTx } from "../../db/client.js";
import { commonWords, prefixShares } from "./lexemes.repo.js";
import { parseQuery } from "./query.js";
import { rareEverywhere } from "./walk.repo.js";

// How common a typed prefix is, from the statistics' most common words: what the suggestions' walks read by.
describe("prefixShares", () => {
  const words = new Map([
    [
      "appointments",
      [
        ["team", 0.99],
        ["bench", 0.0007],
        ["agenda", 0.5],
      ] as const,
    ],
    [
      "files",
      [
        ["report", 1],
        ["pdf", 0.4],
        ["png", 0.3],
      ] as const,
    ],
    ["activities", [] as const],
  ]);

  it("sums the shares of the common words the prefix starts, as typed, folded and lower-cased", () => {
    expect(prefixShares(words, "Tea")).toEqual(
      new Map([
        ["appointments", 0.99],
        ["files", 0],
        ["activities", 0],
      ]),
    );
    expect(prefixShares(words, "p").get("files")).toBeCloseTo(0.7);
    expect(prefixShares(words, "Ägen").get("appointments")).toBe(0.5);
  });

  it("counts a common word the prefix starts with (a stemmed reading is shorter), and never more than all rows", () => {
    expect(prefixShares(words, "teams").get("appointments")).toBe(0.99);
    expect(prefixShares(words, "r").get("files")).toBe(1);
    expect(
      prefixShares(
        new Map([
          [
            "t",
            [
              ["rep", 0.8],
              ["repo", 0.7],
            ] as const,
          ],
        ]),
        "rep",
      ).get("t"),
    ).toBe(1);
    // A short common word is no stem of a longer prefix: "pdfs" is not counted as "pdf"'s, "pd" is.
    expect(prefixShares(words, "pd").get("files")).toBe(0.4);
  });

  it("lets a prefix rare in every table the statistics know keep one plan (rareEverywhere), and no other", () => {
    const asked = (prefix: string) =>
      rareEverywhere({ ...parseQuery(prefix), prefixShares: prefixShares(words, prefix) });
    expect(asked("zzz")).toBe(true);
    expect(asked("Ben")).toBe(true); // 0.07 % of the appointments
    expect(asked("Tea")).toBe(false);
    expect(asked("pdf")).toBe(false);
    // Statistics that know nothing, or a query read without them (the search page): planned for the words at hand.
    expect(rareEverywhere({ ...parseQuery("zzz"), prefixShares: new Map() })).toBe(false);
    expect(rareEverywhere(parseQuery("zzz"))).toBe(false);
  });
});

describe("commonWords", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it("reads an analysed table's common words of search_vector with the share of rows holding each", async () => {
    // In a transaction that is rolled back: the table never outlives the test (databases are reused by other files).
    const rolledBack = new Error("rolled back");
    const read = test.database.db.transaction(async (tx: DbOrTx) => {
      await tx.execute(sql`create table lexemes_probe (search_vector tsvector)`);
      await tx.execute(sql`insert into lexemes_probe
        select to_tsvector('simple', 'team meeting ' || case when i % 4 = 0 then 'budget' else 'notes' end)
        from generate_series(1, 400) i`);
      // Nothing is known of a table before it is analysed.
      expect((await commonWords(tx)).get("lexemes_probe")).toBeUndefined();
      await tx.execute(sql`analyze lexemes_probe`);
      // Read again once the kept figures are older than their time: a new database handle here.
      const words = new Map((await commonWords({ execute: tx.execute.bind(tx) } as DbOrTx)).get("lexemes_probe"));
      expect(words.get("team")).toBe(1);
      expect(words.get("notes")).toBeCloseTo(0.75, 1);
      expect(words.get("budget")).toBeCloseTo(0.25, 1);
      expect(prefixShares(new Map([["lexemes_probe", [...words]]]), "bud").get("lexemes_probe")).toBeCloseTo(0.25, 1);
      throw rolledBack;
    });
    await expect(read).rejects.toBe(rolledBack);
    const left = await test.database.db.execute(sql`select to_regclass('lexemes_probe') as t`);
    expect((left as { rows: { t: string | null }[] }).rows[0]?.t).toBeNull();
  });
});
