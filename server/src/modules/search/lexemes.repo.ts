import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { foldAccents } from "./query.js";

/** Each table's most common words (lexemes) with the share of its rows that hold each. */
type CommonWords = ReadonlyMap<string, readonly (readonly [word: string, share: number])[]>;

/** How long the statistics' common words are used before they are read again (ANALYZE renews them now and then). */
const KEPT_MS = 10 * 60_000;
const kept = new WeakMap<object, { at: number; words: Promise<CommonWords> }>();

/**
 * The most common words of every table's `search_vector`, as PostgreSQL's statistics keep them (`pg_stats`, from
 * ANALYZE: the words in a good share of the rows, with that share), read at most every KEPT_MS per database. A
 * table not analysed yet is absent. The statistics only guide how the suggestions read (walk.repo.ts), never what
 * they find, so a failed read counts as knowing nothing.
 */
export function commonWords(db: DbOrTx): Promise<CommonWords> {
  const now = Date.now();
  const hit = kept.get(db);
  if (hit && now - hit.at < KEPT_MS) return hit.words;
  const words = readCommonWords(db).catch(() => new Map() as CommonWords);
  kept.set(db, { at: now, words });
  return words;
}

async function readCommonWords(db: DbOrTx): Promise<CommonWords> {
  const result = (await db.execute(sql`
    select tablename as "table", most_common_elems::text::text[] as words,
      most_common_elem_freqs::float8[] as shares
    from pg_stats
    where schemaname = current_schema() and attname = 'search_vector' and most_common_elems is not null`)) as {
    rows: { table: string; words: string[]; shares: number[] }[];
  };
  // The shares end with three more figures (the least and greatest share, and of empty vectors): one per word is read.
  return new Map(
    result.rows.map((row) => [row.table, row.words.map((word, i) => [word, Number(row.shares[i] ?? 0)] as const)]),
  );
}

/**
 * How common a prefix is in each table the statistics know: the summed shares of its common words that start with
 * it, or that it starts with (a stemmed reading of the prefix can be shorter: "meetings" is read as 'meet'), at most
 * 1. A prefix found in none of them counts as rare there: the words it starts are each in fewer rows than the least
 * common of the listed ones. Overstating is the safe side (a common prefix is read in a bounded number of rows).
 */
export function prefixShares(words: CommonWords, prefix: string): Map<string, number> {
  const typed = foldAccents(prefix).toLowerCase();
  const shares = new Map<string, number>();
  for (const [table, list] of words) {
    let share = 0;
    for (const [word, of] of list) {
      if (word.startsWith(typed) || (word.length >= 3 && typed.startsWith(word))) share += of;
    }
    shares.set(table, Math.min(share, 1));
  }
  return shares;
}
