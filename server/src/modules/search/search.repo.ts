import { SEARCH_HIGHLIGHT_MAX } from "@intranet/contracts";
import { getTableName, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { sessionTwin } from "../../db/prepared.js";
import { badRequest } from "../../http/errors.js";
import { foldAccents, type ParsedQuery } from "./query.js";
import { candidatesOf, type MatchSpec } from "./walk.repo.js";

export { type MatchSpec, walkOf } from "./walk.repo.js";

/**
 * The SQL every search source shares: the tsquery of a parsed query, the match and rank over a table's
 * `search_vector` (migration 0025 keeps it), the capped count and one page of ids in one statement, and
 * highlighted excerpts. A source adds only its table, its access predicate and its presentation.
 */

/** The text configurations (migration 0025): the network's language, then German (English in a German network). */
const CONFIG = sql`search_config()`;
const CONFIG_2 = sql`search_config_2()`;

/** The two configurations as SQL: literals when known (see ParsedQuery.configs), else the database's choice. */
function configsOf(q: ParsedQuery): [SQL, SQL] {
  if (!q.configs) return [CONFIG, CONFIG_2];
  const [first, second] = q.configs.map((name) => {
    if (!/^search_[a-z]{2}$/.test(name)) throw new Error(`Unknown text search configuration ${name}`);
    return sql.raw(`'${name}'::regconfig`);
  });
  return [first as SQL, second as SQL];
}

/** Either configuration's reading of the text matches. */
const eitherConfig = (configs: [SQL, SQL], fn: "plainto_tsquery" | "phraseto_tsquery", text: string) =>
  sql`(${sql.raw(fn)}(${configs[0]}, ${text}) || ${sql.raw(fn)}(${configs[1]}, ${text}))`;

/**
 * The tsquery of the words and phrases (every one must match, in either language's stemming), or null when
 * they have none. With `prefix` (the header's suggestions) or `q.asPrefix` (the results' second try), the last word
 * matches as a prefix: it is only
 * letters and digits (query.ts), so it cannot carry tsquery syntax.
 */
export function textQuery(q: ParsedQuery, opts: { prefix?: boolean } = {}): SQL | null {
  const parts: SQL[] = [];
  const configs = configsOf(q);
  const usePrefix = (opts.prefix === true || q.asPrefix === true) && q.prefix !== null;
  const words = usePrefix ? q.words.slice(0, -1) : q.words;
  for (const word of words) parts.push(eitherConfig(configs, "plainto_tsquery", word));
  for (const phrase of q.phrases) parts.push(eitherConfig(configs, "phraseto_tsquery", phrase));
  if (usePrefix && q.prefix) {
    const lexeme = `'${q.prefix}':*`;
    // The documents' words are stored without accents ("Häus" → 'haus'); the unstemmed reading folds them here.
    const folded = `'${foldAccents(q.prefix)}':*`;
    // Stemmed and unstemmed: "Häus" reaches 'haus' through the language, "Schnei" 'schneider' through simple.
    parts.push(
      sql`(to_tsquery(${configs[0]}, ${lexeme}) || to_tsquery(${configs[1]}, ${lexeme}) || to_tsquery('simple', ${folded}))`,
    );
  }
  if (parts.length === 0) return null;
  const query = sql.join(parts, sql` && `);
  // With the configurations named, the tsquery is a constant the planner folds and estimates (a common word is
  // found by walking the newest rows, a rare one through the index); without, a scalar subquery computed once.
  return q.configs ? sql`(${query})` : sql`(select ${query})`;
}

/** SQL: the document matches the query. */
export const vectorMatches = (vector: SQLWrapper, query: SQL): SQL => sql`${vector} @@ (${query})`;

/** SQL: the relevance of a match, weighted by recency (search_rank in migration 0025). */
export const vectorRank = (vector: SQLWrapper, query: SQL, at: SQLWrapper): SQL =>
  sql`search_rank(${vector}, (${query}), ${at})`;

/**
 * SQL: a name close to the typed text despite a typo: trigram word similarity over `search_name` (the index finds the
 * candidates), and one typed word within a small edit distance of one of the name's words (search_typo_near,
 * migration 0028), so a longer word does not reach every name that shares its beginning.
 */
export const nameResembles = (searchName: SQLWrapper, text: string): SQL =>
  sql`(search_fold(${text}) <% ${searchName} and search_typo_near(search_fold(${text}), ${searchName}))`;

/** SQL: how close, 0 to 1, for ranking names. */
export const nameSimilarity = (searchName: SQLWrapper, text: string): SQL =>
  sql`word_similarity(search_fold(${text}), ${searchName})`;

/** Typed text shorter than this is not matched by trigrams (too many short names look alike). */
const FUZZY_MIN_LENGTH = 4;

/** The words to match against titles with a typo in them: plain words only, long enough to mean something. */
function fuzzyText(q: ParsedQuery): string | null {
  if (q.phrases.length > 0 || q.words.length === 0) return null;
  const text = q.words.join(" ");
  return text.length >= FUZZY_MIN_LENGTH ? text : null;
}

/**
 * How a table's rows match a query, and their relevance: the full-text vector (every word, stemmed either way),
 * or, when the table keeps a folded title or name (`search_name`), a title within a typo of the typed words
 * ("Schnieder" finds "Jonas Schneider"; word similarity ≥ TRIGRAM_THRESHOLD). Relevance is the text rank with
 * recency, or the title's similarity times `titleWeight` when that is higher. Null when the query has no words.
 *
 * Titles of content match with a typo only on the second try (`q.typos`: the words as typed found nothing in the
 * module), since a common word's trigrams resemble thousands of titles and the check cost more than the search;
 * names (`names`: members, groups) always do, in suggestions too.
 */
export function documentMatch(
  cols: { vector: SQLWrapper; title?: SQLWrapper; at: SQLWrapper; titleWeight?: number; names?: boolean },
  q: ParsedQuery,
  opts: { prefix?: boolean } = {},
): { where: SQL; rank: SQL } | null {
  const query = textQuery(q, opts);
  if (!query) return null;
  const fuzzy = cols.title && (cols.names || (q.typos && !opts.prefix)) ? fuzzyText(q) : null;
  const rank = vectorRank(cols.vector, query, cols.at);
  if (!cols.title || !fuzzy) return { where: vectorMatches(cols.vector, query), rank };
  return {
    where: sql`(${vectorMatches(cols.vector, query)} or ${nameResembles(cols.title, fuzzy)})`,
    rank: sql`greatest(${rank}, ${nameSimilarity(cols.title, fuzzy)} * ${cols.titleWeight ?? 0.2})`,
  };
}

export type MatchPage = { ids: string[]; total: number; capped: boolean };

/** Newest matches a suggestion list is ranked among: typing must stay quick whatever the network's size. */
export const SUGGESTION_CANDIDATES = 200;

/**
 * One page of the ids of matching rows the member may read, and how many there are, in one statement. `where`
 * holds the match, the access predicate and any scope; `newest` the newest-first order (unique, ending in the id);
 * `rank` the relevance (null: newest first).
 *
 * Relevance ranks the newest `cap` matches (SEARCH_TOTAL_MAX + 1 on a module's pages, fewer on the overview and for
 * suggestions), no more: a common word matches a good part of a big
 * network, and ranking every match (ts_rank reads each row's whole vector) grew with the network, while the newest
 * thousand are found by walking the time order and the rank of a thousand is cheap. The total is counted over the
 * same bounded set, so it is exact up to `cap` − 1 and "more" beyond it, and every page up to it can be asked.
 */
export async function matchPage(
  db: DbOrTx,
  spec: MatchSpec,
  /** The page asked for: a search request's own sort, limit, offset and how many of the newest matches to rank. */
  page: { sort: "relevance" | "newest"; limit: number; offset: number; cap: number },
): Promise<MatchPage> {
  const { cap } = page;
  const ranked = page.sort === "relevance" && spec.rank !== null;
  const result = (await db.execute(sql`
    with c as materialized (${candidatesOf(spec, ranked, cap)})
    select (select count(*)::int from c) as total, (${idsOfCandidates(ranked, page.limit, page.offset)}) as ids`)) as {
    rows: { total: number; ids: string[] }[];
  };
  const row = result.rows[0];
  const total = Number(row?.total ?? 0);
  // One more than is shown is counted, to know there are more.
  return { ids: row?.ids ?? [], total: Math.min(total, cap - 1), capped: total >= cap };
}

/** SQL: one page of the ids of the candidates `c` (see candidatesOf), best first, as a JSON array. */
function idsOfCandidates(ranked: boolean, limit: number, offset: number): SQL {
  const order = ranked ? sql`r desc, n` : sql`n`;
  return sql`select coalesce(json_agg(p.id order by p.o), '[]'::json) from (
      select id, row_number() over (order by ${order}) as o from c order by ${order} limit ${limit} offset ${offset}
    ) p`;
}

/**
 * SQL, a scalar subquery: the ids of the best suggestions as a JSON array, the newest SUGGESTION_CANDIDATES matches
 * ranked, for `suggestionIdLists`. Unlike `matchPage`, a big table's walk stops at its newest rows when they hold a
 * tenth of the candidates (see boundedCandidates): a suggestion needs good candidates, not all of them.
 */
export const suggestionIdsOf = (spec: MatchSpec, limit: number): SQL =>
  sql`(with c as materialized (${candidatesOf(spec, spec.rank !== null, SUGGESTION_CANDIDATES, false)})
    ${idsOfCandidates(spec.rank !== null, limit, 0)})`;

/** Names a suggestion list is ranked among (members, groups): people are looked for by name, so more than content. */
export const NAME_CANDIDATES = 1000;

/**
 * SQL, a scalar subquery: the ids of the first `limit` rows in this order as a JSON array (names: members, groups),
 * ranked among the first NAME_CANDIDATES matches the database finds, in no particular order: a prefix every name has
 * ("Ben" in a network of "Bench …" members) ranked all 10,000 members, 25 ms of the whole suggestion statement, and
 * taking the newest thousand instead still sorted all 10,000 (9 ms). More than a thousand names sharing what was typed
 * is too short a prefix to find one person by; the next letter narrows it. The matches are read under the table's
 * own name, so `order` reads them as it reads the table.
 */
export const orderedIdsOf = (spec: { table: PgTable; where: SQL; order: SQL; id: SQLWrapper }, limit: number): SQL =>
  sql`(select coalesce(json_agg(s.id order by s.o), '[]'::json) from (
      select ${spec.id} as id, row_number() over (order by ${spec.order}) as o
      from (select * from ${spec.table} where ${spec.where} limit ${NAME_CANDIDATES}) as ${sql.identifier(getTableName(spec.table))}
      order by ${spec.order} limit ${limit}
    ) s)`;

/**
 * The id lists of several sources' suggestions (`suggestionIdsOf`, `orderedIdsOf`) in one statement, one column each:
 * the header asks them on every key typed, and one statement costs the server and PostgreSQL far less than one each.
 */
export async function suggestionIdLists(db: DbOrTx, lists: SQL[]): Promise<string[][]> {
  if (lists.length === 0) return [];
  const columns = sql.join(
    lists.map((list, i) => sql`${list} as ${sql.identifier(`s${i}`)}`),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${columns}`)) as { rows: Record<string, string[] | null>[] };
  const row = result.rows[0] ?? {};
  return lists.map((_, i) => row[`s${i}`] ?? []);
}

/** Rows read back by their ids (`inArray`), in the order of the ids; an id without a row is left out. */
export function inOrderOf<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Marks around matched words in ts_headline's output: characters no stored text contains. */
const START = "\u0002";
const STOP = "\u0003";
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=40, MinWords=20, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** SQL: the text without tags, for excerpts of rich text. */
export const withoutTags = (html: SQLWrapper): SQL => sql`regexp_replace(${html}, '<[^>]*>', ' ', 'g')`;

/** A text this short is shown whole, matched words marked; ts_headline's fragments would drop its edges. */
const HIGHLIGHT_ALL_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/**
 * SQL: the text with the matched words marked (control characters, see `highlightHtml`): whole when it fits the
 * hit, else the excerpts around the matches; its beginning when the query has no words.
 */
export const headline = (text: SQLWrapper, query: SQL | null): SQL<string> =>
  query
    ? sql<string>`case when length(${text}) <= ${SEARCH_HIGHLIGHT_MAX}
        then ts_headline(${CONFIG}, ${text}, (${query}), ${HIGHLIGHT_ALL_OPTIONS})
        else ts_headline(${CONFIG}, left(${text}, 20000), (${query}), ${HEADLINE_OPTIONS}) end`
    : sql<string>`left(${text}, ${SEARCH_HIGHLIGHT_MAX + 1})`;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);

/**
 * A headline as safe HTML: the text escaped (entities of the source decoded first, tags already removed),
 * matched words in `<mark>`, at most SEARCH_HIGHLIGHT_MAX characters of text (communication.md §9).
 */
export function highlightHtml(raw: string): string {
  const text = raw
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  let out = "";
  let shown = 0;
  let open = false;
  for (const ch of text) {
    if (ch === START || ch === STOP) {
      if ((ch === START) !== open) out += ch === START ? "<mark>" : "</mark>";
      open = ch === START;
      continue;
    }
    if (shown === SEARCH_HIGHLIGHT_MAX) {
      out += "…";
      break;
    }
    out += escapeHtml(ch);
    shown++;
  }
  return open ? `${out}</mark>` : out;
}

/**
 * How close a misspelled name must be (pg_trgm's word similarity of the typed words to the closest stretch of the
 * name): "schnieder" is 0.43 of "jonas schneider", pg_trgm's default of 0.6 would miss it.
 */
const TRIGRAM_THRESHOLD = "0.4";
/** PostgreSQL's code for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = "57014";
/** A search statement that runs longer is stopped: the member gets a 400 asking for a narrower query. */
export const SEARCH_STATEMENT_TIMEOUT_MS = 5000;

/**
 * The search's settings: a timeout, the trigram threshold, plans made for the words at hand (a generic plan cannot
 * tell a common word from a rare one), no JIT compilation (45 ms of a 270 ms search, never paid back).
 */
const SEARCH_SETTINGS = {
  statement_timeout: String(SEARCH_STATEMENT_TIMEOUT_MS),
  "pg_trgm.word_similarity_threshold": TRIGRAM_THRESHOLD,
  plan_cache_mode: "force_custom_plan",
  jit: "off",
};

/**
 * The search's sessions by how they plan, each a twin of its own: "generic" plans each statement once per connection,
 * for the suggestions of a prefix rare everywhere (`rareEverywhere`, walk.repo.ts).
 */
const SEARCH_SESSIONS = {
  custom: { twin: "search", settings: SEARCH_SETTINGS },
  generic: { twin: "search_generic", settings: { ...SEARCH_SETTINGS, plan_cache_mode: "force_generic_plan" } },
};

/**
 * Runs a source's statements with the search's settings, turning a timeout into a 400: on the database's twin whose
 * connections start with them (`sessionTwin`), else in a transaction that sets them locally, so that no other
 * statement on the connection sees them. `plans`: "generic" plans each statement once per connection
 * (`rareEverywhere`); the search's own statements are planned for the words at hand.
 */
export async function inSearchSession<T>(
  db: DbOrTx,
  run: (db: DbOrTx) => Promise<T>,
  plans: keyof typeof SEARCH_SESSIONS = "custom",
) {
  try {
    const { twin: name, settings } = SEARCH_SESSIONS[plans];
    const twin = sessionTwin(db, name, settings);
    if (twin) return await run(twin);
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`select ${sql.join(
          Object.entries(settings).map(([key, value]) => sql`set_config(${key}, ${value}, true)`),
          sql`, `,
        )}`,
      );
      return run(tx);
    });
  } catch (err) {
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === QUERY_CANCELED) {
      throw badRequest("search_timeout", "This search took too long. Please use more specific words.");
    }
    throw err;
  }
}
