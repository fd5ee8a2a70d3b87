/**
 * The search's query language (communication.md §5): words, "quoted phrases" and #tags. Every word and
 * phrase must match (AND); a tag filters to content carrying it. The client quotes a term with characters
 * other than letters, digits, underscore, hyphen or dot, so `"c++"` arrives as a phrase; the server reads
 * any input without failing: an unbalanced quote runs to the end, operator characters are separators.
 *
 * Nothing here reaches SQL as syntax: words and phrases go as parameters to PostgreSQL's
 * plainto_tsquery/phraseto_tsquery, and the one prefix term is reduced to letters and digits first.
 */
export type ParsedQuery = {
  /** Plain words, in order. */
  words: string[];
  /** Quoted phrases, each matched as words next to each other. */
  phrases: string[];
  /** Tag names without the `#`, lower-cased, unique. */
  tags: string[];
  /** The last word's letters and digits when the query ends inside a word, for prefix matching (suggestions). */
  prefix: string | null;
  /**
   * The text configurations to read it with (the network's language, then German or English), named in the
   * statement so that PostgreSQL's planner sees the query's words and estimates how many rows match; without
   * them the statement asks the database (`search_config()`), which the planner cannot look into.
   */
  configs?: readonly [string, string];
  /**
   * Titles within a typo match too (a second try when the words as typed found nothing in a module; names of
   * members and groups always do, see documentMatch).
   */
  typos?: boolean;
  /**
   * The last word matches as a prefix in the results too (a second try when the words as typed found nothing in a
   * module: "bud" finds "Budget", as the header's suggestions did while it was typed). Only with PREFIX_TRY_MIN letters.
   */
  asPrefix?: boolean;
  /**
   * How common the prefix is, by table name: the share of the table's rows holding a word that starts with it, from
   * the statistics' most common words (lexemes.repo.ts); a table the statistics say nothing of is absent. The
   * suggestions' walks read by it (walk.repo.ts).
   */
  prefixShares?: ReadonlyMap<string, number>;
};

/** A word as the documents store it unstemmed: without accents ("Häus" → "haus"), ß as ss. */
export const foldAccents = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").replace(/ß/g, "ss");

/** The configurations of migration 0025 by the network's language: its own first, then German (English for German). */
export function searchConfigs(language: string): readonly [string, string] {
  const first = { de: "search_de", de_DU: "search_de", fr: "search_fr", es: "search_es" }[language] ?? "search_en";
  return [first, first === "search_de" ? "search_en" : "search_de"];
}

/** A prefix shorter than this gets no second try in the results (it would match most of a network's words). */
export const PREFIX_TRY_MIN = 3;

/** Terms at most: a longer query keeps its first ones (each term is one more index lookup). */
export const MAX_TERMS = 16;
const TAG = /^#([\p{L}\p{N}_-]{1,100})$/u;
const PREFIX_CHARS = /[^\p{L}\p{N}]/gu;

export function parseQuery(input: string): ParsedQuery {
  const words: string[] = [];
  const phrases: string[] = [];
  const tags: string[] = [];
  const text = input.normalize("NFC");
  let i = 0;
  let lastWord: string | null = null;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (/\s/u.test(ch)) {
      i++;
      lastWord = null;
      continue;
    }
    if (ch === '"') {
      const end = text.indexOf('"', i + 1);
      const phrase = (end === -1 ? text.slice(i + 1) : text.slice(i + 1, end)).trim();
      if (phrase) phrases.push(phrase);
      i = end === -1 ? text.length : end + 1;
      lastWord = null;
      continue;
    }
    let end = i;
    while (end < text.length && !/[\s"]/u.test(text.charAt(end))) end++;
    const token = text.slice(i, end);
    i = end;
    const tag = TAG.exec(token);
    if (tag?.[1]) {
      const name = tag[1].toLowerCase();
      if (!tags.includes(name)) tags.push(name);
      lastWord = null;
    } else {
      words.push(token);
      lastWord = token;
    }
  }
  // Terms beyond the cap are dropped, the earliest kept.
  const keptWords = words.slice(0, MAX_TERMS);
  const keptPhrases = phrases.slice(0, Math.max(0, MAX_TERMS - keptWords.length));
  const endsInWord = lastWord !== null && !/\s$/u.test(text) && keptWords.at(-1) === lastWord;
  const prefix = endsInWord && lastWord ? lastWord.replace(PREFIX_CHARS, "").slice(0, 100) || null : null;
  return { words: keptWords, phrases: keptPhrases, tags: tags.slice(0, MAX_TERMS), prefix };
}

/** Whether the query asks for anything at all (an empty one, or one of only operators, finds nothing). */
export const isEmptyQuery = (q: ParsedQuery): boolean =>
  q.words.length === 0 && q.phrases.length === 0 && q.tags.length === 0;
