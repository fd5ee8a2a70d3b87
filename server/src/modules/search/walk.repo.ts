import { getTableName, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ParsedQuery } from "./query.js";

/**
 * How a source's matching rows are gathered, newest first, in an amount bounded at any size (`candidatesOf`): the
 * SQL behind matchPage and the suggestions (search.repo.ts).
 */

/**
 * What a source matches with (see `matchPage`). `walk`: the newest-first order is one unique key of one table
 * (`newest` is `key desc`), which bounds the rows a common or a rare word reads (see boundedCandidates); a table that
 * grows with the network names it.
 */
export type MatchSpec = {
  id: SQLWrapper;
  from: SQL;
  where: SQL;
  newest: SQL;
  rank: SQL | null;
  /**
   * `rows`: how many of the newest the walk reads (`cap` × WALK_ROWS_PER_CANDIDATE; a test asks for a few).
   * `lookup`: a predicate `where` implies, which the database can read the rows the member may see by (ids, not the
   * text index): the rare path adds it, for a word that is in many rows the member may not read.
   * `text`: `where` as the text match and the rest, with the share of the table's rows the match holds when it is
   * known (`walkOf`): the walk then reads by it (see boundedCandidates).
   */
  walk?: { table: SQLWrapper; key: SQLWrapper; rows?: number; lookup?: SQL | null; text?: WalkText };
};

/** `where` of a walked spec as its text match and the rest (`where` is both), and how common the match is. */
type WalkText = { match: SQL; rest: SQL; share: number };

/**
 * A spec's walk over `table` by `key` whose `where` is `match` and `rest`: with the share of the table's rows that hold
 * a word starting with the query's prefix, when the statistics tell it (ParsedQuery.prefixShares, the suggestions).
 */
export function walkOf(
  walk: { table: PgTable; key: SQLWrapper; lookup?: SQL | null },
  q: ParsedQuery,
  where: { match: SQL; rest: SQL | undefined },
): NonNullable<MatchSpec["walk"]> {
  const share = q.prefixShares?.get(getTableName(walk.table));
  if (share === undefined) return walk;
  return { ...walk, text: { match: where.match, rest: where.rest ?? sql`true`, share } };
}

/**
 * SQL: the newest `cap` matches of the spec as rows (id, rank r, newest-first position n). Without `walkOn`, a walk
 * that finds enough matches among the newest rows stops there (see boundedCandidates).
 */
export function candidatesOf(spec: MatchSpec, ranked: boolean, cap: number, walkOn = true): SQL {
  const r = sql`${ranked ? spec.rank : sql`0`}::double precision`;
  return spec.walk
    ? boundedCandidates(spec, spec.walk, r, cap, walkOn)
    : sql`select ${spec.id} as id, ${r} as r, row_number() over (order by ${spec.newest}) as n
      from ${spec.from} where ${spec.where} order by ${spec.newest} limit ${cap}`;
}

/** How many of a table's newest rows the walk reads, per candidate asked for (see boundedCandidates). */
const WALK_ROWS_PER_CANDIDATE = 10;
/** A bounded walk that found at least this share of the candidates goes on walking (see boundedCandidates). */
const WALK_ON_SHARE = 0.1;
/** A text match in at least this share of a table's rows is common: the newest rows hold enough of it. */
const COMMON_SHARE = WALK_ON_SHARE / WALK_ROWS_PER_CANDIDATE;

/**
 * Whether the suggestions' statement for this prefix may keep one generic plan per connection (no planning on each
 * request): when the statistics know the prefix's share and it is rare in every table they know. Each walk then reads
 * the text index alone (boundedCandidates' rare path), which a generic plan reads as well as a custom one, at half the
 * cost of a request (planning was 4–8 ms of a suggestion's 10–20). A prefix common in some table keeps custom plans:
 * the row-by-row walk's generic plan was slower there (docs/operations.md, "One plan for a rare prefix").
 */
export function rareEverywhere(q: ParsedQuery): boolean {
  const shares = q.prefixShares;
  return shares !== undefined && shares.size > 0 && [...shares.values()].every((share) => share < COMMON_SHARE);
}

/**
 * The newest `cap` matches (id, rank r, newest-first position n) read in a bounded amount at any size. Walking the
 * key's index newest first and stopping at `cap` matches is quick for a common word, but PostgreSQL also chose it
 * for a word it could not estimate (0.5% of the rows, said its statistics, where it was in none: the walk read all
 * 1,000,000 files for "words" and "benc", 0.5 to 13 s). So the walk first reads only the table's newest
 * `cap` × WALK_ROWS_PER_CANDIDATE rows (a range of the key's index: `a`). When they hold fewer than `cap` matches,
 * the older ones come from walking on (`more`) when the first walk found at least WALK_ON_SHARE of `cap` (the
 * matches are dense: the rest is a few times as many rows further), else through the text index (`rare`, all of
 * them, a bitmap: the word is rare among the newest rows, and so most likely among all). The same rows as one walk
 * over the whole table, in the same order.
 *
 * Without `walkOn` (the suggestions), a walk that found at least WALK_ON_SHARE of `cap` among the newest rows stops:
 * those are the candidates, and the older matches are not read. A prefix that the newest rows hold and the older do
 * not ("Ben" in the world's appointments: 30 of the newest 2,000, none of the 48,000 older) otherwise walked every
 * older row: 25 of the 35 ms of the whole suggestion statement (docs/operations.md, "The suggestions walk no further").
 *
 * PostgreSQL cannot tell how many rows a prefix matches (it guessed 2–6 % of the rows for every prefix), so for a
 * prefix it chose between the text index and the other indexes blindly, and each wrong choice read a whole posting
 * list or a whole range: "team" in every appointment (the text index's 50,000 rows ANDed with the newest 2,000, then
 * with the member's 286: 20 ms), "rep" in one activity (ANDed with the 300,000 network-wide ones: 21 ms). With the
 * match's share known (`walk.text`), the SQL says which to read: a common match is checked row by row over the newest
 * rows and, on the rare path, over the `lookup`'s rows (no text index); a rare one is read through the text index
 * alone, and only then are its rows checked against the rest (docs/operations.md, "The suggestions read by the
 * prefix's share"). The rows are the same either way.
 */
function boundedCandidates(
  spec: MatchSpec,
  walk: NonNullable<MatchSpec["walk"]>,
  r: SQL,
  cap: number,
  walkOn: boolean,
): SQL {
  const { table, key, rows = cap * WALK_ROWS_PER_CANDIDATE, text } = walk;
  const found = sql`(select count(*) from a)`;
  const dense = Math.ceil(cap * WALK_ON_SHARE);
  const common = text !== undefined && text.share >= COMMON_SHARE;
  // The match as a filter only: no index can serve `(… @@ …) is true`.
  const checked = text ? sql`(${text.match}) is true and ${text.rest}` : spec.where;
  const older = sql`(${key} < (select k from bound)) is true and ${found} < ${dense}`;
  const columns = sql`${spec.id} as id, ${r} as r, ${key} as k`;
  let rare: SQL;
  if (text && !common) {
    rare = sql`select ${columns} from ${spec.from} where ${text.rest} and ${key} = any(array(
          select ${key} from ${table} where ${text.match} and (${key} < (select k from bound)) is true
        )) and ${found} < ${dense}`;
  } else if (walk.lookup) {
    rare = sql`select ${columns} from ${spec.from} where ${common ? checked : spec.where} and ${walk.lookup}
          and ${older}`;
  } else {
    rare = sql`select id, r, k from m where (k < (select k from bound)) is true and ${found} < ${dense}`;
  }
  // The matches (`m`) are written once and inlined by PostgreSQL into each walk (NOT MATERIALIZED): the same plans as
  // writing them out three times, a third of the SQL to build, send and parse.
  return sql`with bound as materialized (
      select k from (select ${key} as k from ${table} order by ${key} desc limit ${rows}) s
      order by k limit 1
    ),
    m as not materialized (select ${columns} from ${spec.from} where ${spec.where}),
    ${common ? sql`w as not materialized (select ${columns} from ${spec.from} where ${checked}),` : sql``}
    a as materialized (select id, r, k from ${common ? sql`w` : sql`m`} where k >= (select k from bound)
      order by k desc limit ${cap}),
    ${
      walkOn
        ? sql`more as materialized (
      select id, r, k from m where k < (select k from bound) and ${found} >= ${dense}
      order by k desc limit ${cap} - ${found}
    ),`
        : sql``
    }
    rare as materialized (${rare})
    select id, r, row_number() over (order by k desc) as n from (
      select id, r, k from a
      ${walkOn ? sql`union all select id, r, k from more` : sql``}
      union all (select id, r, k from rare order by k desc limit ${cap} - ${found})
    ) u order by k desc limit ${cap}`;
}
