import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../test/app.js";
import type { DbOrTx } from "../../db/client.js";
import { type MatchSpec, matchPage, SUGGESTION_CANDIDATES, suggestionIdsOf } from "./search.repo.js";

// The bounded walk (boundedCandidates) finds the same page as one walk over the whole table, whichever part of the
// newest rows it reads: the word in every row, in the newest only, in the oldest only, in every seventh, in none.
let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const ROWS = 60;
/** Row i (id `r000` oldest … `r059` newest) carries these words. */
function wordsOf(i: number): string {
  const words = ["every"];
  if (i >= ROWS - 4) words.push("recent");
  if (i < 6) words.push("old");
  if (i % 7 === 0) words.push("seventh", "seventh".repeat(1 + (i % 3)));
  return words.join(" ");
}

const table = sql.raw("match_rows");
const id = sql.raw("match_rows.id");
/** Implied by every word's match (the rare path's `lookup`): the rows that carry "every", read by id. */
const lookup = sql`match_rows.id = any(array(select id from match_rows where v @@ to_tsquery('simple', 'every')))`;
/** The word's share of the rows as the statistics would tell it: unknown, rare or common (walk.repo's `text`). */
const SHARES = [undefined, 0, 1] as const;
const spec = (word: string, walkRows?: number, withLookup = false, share?: number): MatchSpec => {
  const query = sql`to_tsquery('simple', ${word})`;
  const where = sql`match_rows.v @@ ${query}`;
  const text = share === undefined ? {} : { text: { match: where, rest: sql`match_rows.id <> 'r999'`, share } };
  return {
    id,
    from: sql`${table}`,
    where,
    newest: sql`${id} desc`,
    // Ties on purpose: the newest of equal rank comes first.
    rank: sql`ts_rank(match_rows.v, ${query})`,
    ...(walkRows === undefined
      ? {}
      : { walk: { table, key: id, rows: walkRows, lookup: withLookup ? lookup : null, ...text } }),
  };
};

/** The ROWS rows, in a table dropped with the transaction. */
async function createRows(tx: DbOrTx) {
  await tx.execute(sql`create temp table match_rows (id text primary key, v tsvector) on commit drop`);
  for (let i = 0; i < ROWS; i++) {
    const rowId = `r${String(i).padStart(3, "0")}`;
    await tx.execute(sql`insert into match_rows values (${rowId}, to_tsvector('simple', ${wordsOf(i)}))`);
  }
}

describe("matchPage's bounded walk", () => {
  it("finds the same ids, total and cap as the unbounded walk", async () => {
    await test.database.db.transaction(async (tx: DbOrTx) => {
      await createRows(tx);
      let compared = 0;
      for (const word of ["every", "recent", "old", "seventh", "none"]) {
        for (const cap of [1, 3, 11, 100]) {
          for (const sort of ["relevance", "newest"] as const) {
            const page = { sort, limit: 4, offset: cap > 3 ? 2 : 0, cap };
            const whole = await matchPage(tx, spec(word), page);
            for (const walkRows of [1, 2, 5, 30, 500]) {
              for (const share of SHARES) {
                const named = `${word} ${cap} ${sort} ${walkRows} ${share}`;
                expect(await matchPage(tx, spec(word, walkRows, false, share), page), named).toEqual(whole);
                expect(await matchPage(tx, spec(word, walkRows, true, share), page), `${named}, lookup`).toEqual(whole);
                compared++;
              }
            }
          }
        }
      }
      expect(compared).toBe(600);
      // The comparison can fail: the words find what they should.
      expect((await matchPage(tx, spec("recent", 2), { sort: "newest", limit: 10, offset: 0, cap: 100 })).ids).toEqual([
        "r059",
        "r058",
        "r057",
        "r056",
      ]);
      const old = await matchPage(tx, spec("old", 2), { sort: "newest", limit: 10, offset: 0, cap: 4 });
      expect(old).toEqual({ ids: ["r005", "r004", "r003", "r002"], total: 3, capped: true });
    });
  });

  it("stops the suggestions' walk at the newest rows when they hold enough matches, and finds a rare word in all", async () => {
    await test.database.db.transaction(async (tx: DbOrTx) => {
      await createRows(tx);
      const suggested = async (word: string, walkRows: number, withLookup: boolean, share?: number) => {
        const ids = suggestionIdsOf(spec(word, walkRows, withLookup, share), ROWS);
        const result = (await tx.execute(sql`select ${ids} as ids`)) as { rows: { ids: string[] }[] };
        return result.rows[0]?.ids ?? [];
      };
      expect(SUGGESTION_CANDIDATES).toBeLessThanOrEqual(300);
      // "seventh" is in 4 of the newest 30 and 5 older rows, ranked: twice in r000, r021 and r042.
      const sevenths = await suggested("seventh", 30, false);
      expect(sevenths).toEqual(["r042", "r021", "r000", "r056", "r049", "r035", "r028", "r014", "r007"]);
      // However the word's share is known and read (walk.repo's `text`), the suggestions are the same.
      for (const share of SHARES) {
        for (const withLookup of [false, true]) {
          // The newest 30 rows hold 30 matches of "every", at least a tenth of the candidates asked for: no further.
          const every = await suggested("every", 30, withLookup, share);
          expect(every).toHaveLength(30);
          expect(every.every((id) => id >= "r030")).toBe(true);
          // "old" is in none of the newest 30: every match is found, through the text index or the lookup.
          const old = await suggested("old", 30, withLookup, share);
          expect(old, `${share} ${withLookup}`).toEqual(["r005", "r004", "r003", "r002", "r001", "r000"]);
          expect(await suggested("seventh", 30, withLookup, share)).toEqual(sevenths);
        }
      }
    });
  });
});
