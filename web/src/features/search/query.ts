import { type SearchModule, type SearchSort, searchModules, searchScopes, searchSorts } from "@intranet/contracts";

/** A term the server reads as a word as it is: letters (with their marks), digits, underscore, hyphen, dot. */
const PLAIN_TERM = /^[\p{L}\p{M}\p{N}_.-]+$/u;
/** A tag filter as the server reads it (server/src/modules/search/query.ts). */
const TAG = /^#[\p{L}\p{N}_-]{1,100}$/u;

/**
 * The query as it is sent (communication.md §5): a term with characters other than letters, digits,
 * underscore, hyphen or dot is wrapped in double quotes, so `c++` is searched as written rather than as
 * `c`; `#tags` and "quoted phrases" stay as they are. The text is split the way the server splits it
 * (whitespace between terms, a quote opening a phrase up to the next quote or the end), so a phrase left
 * open is closed here.
 */
export function quoteQuery(input: string): string {
  const terms: string[] = [];
  const text = input.normalize("NFC");
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (/\s/u.test(ch)) {
      i++;
      continue;
    }
    if (ch === '"') {
      const end = text.indexOf('"', i + 1);
      const phrase = (end === -1 ? text.slice(i + 1) : text.slice(i + 1, end)).trim();
      if (phrase) terms.push(`"${phrase}"`);
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    let end = i;
    while (end < text.length && !/[\s"]/u.test(text.charAt(end))) end++;
    const term = text.slice(i, end);
    i = end;
    terms.push(PLAIN_TERM.test(term) || TAG.test(term) ? term : `"${term}"`);
  }
  return terms.join(" ");
}

/** Where the header search looks: one module (by the section the member is in) and/or one group. */
export interface SearchScope {
  module?: SearchModule;
  group?: string;
}

const scopeOf = (section: string | undefined): SearchModule | undefined =>
  section && Object.hasOwn(searchScopes, section) ? searchScopes[section as keyof typeof searchScopes] : undefined;

/**
 * The header's scope from the current path (administration.md §2 "Header"): /files → files,
 * /calendars → appointments …; inside /groups/{slug}/… the search stays in that group.
 */
export function searchScope(pathname: string): SearchScope {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[0] === "groups" && segments[1] && segments[1] !== "new") {
    let group = segments[1];
    try {
      group = decodeURIComponent(group);
    } catch {
      // A malformed escape stays as it is.
    }
    const module = scopeOf(segments[2]);
    return module ? { group, module } : { group };
  }
  const module = scopeOf(segments[0]);
  return module ? { module } : {};
}

/** The state of a results page, read from its query string (unknown values fall back to the defaults). */
export interface SearchParams {
  q: string;
  page: number;
  sort_by: SearchSort;
  module?: SearchModule;
}

export function readSearchParams(params: URLSearchParams): SearchParams {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const sort = params.get("sort_by");
  const module = params.get("module");
  const read: SearchParams = {
    q: params.get("q") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort_by: searchSorts.find((s) => s === sort) ?? "relevance",
  };
  const known = searchModules.find((m) => m === module);
  if (known) read.module = known;
  return read;
}

/** A results page's URL: /search or /groups/{slug}/search with q, module, sort_by and page (defaults left out). */
export function searchUrl(params: Partial<SearchParams> & { group?: string | undefined }): string {
  const base = params.group ? `/groups/${encodeURIComponent(params.group)}/search` : "/search";
  const query = new URLSearchParams();
  query.set("q", params.q ?? "");
  if (params.module) query.set("module", params.module);
  if (params.sort_by && params.sort_by !== "relevance") query.set("sort_by", params.sort_by);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  return `${base}?${query.toString()}`;
}
