import {
  SEARCH_OVERVIEW_PER,
  SEARCH_OVERVIEW_TOTAL_MAX,
  SEARCH_PER_PAGE,
  SEARCH_SUGGESTIONS_MAX,
  SEARCH_TOTAL_MAX,
  type SearchModule,
  type SearchModuleResult,
  type SearchResults,
  type SearchSort,
  type SearchSuggestion,
  searchModules,
  searchSorts,
} from "@intranet/contracts";
import type { SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { SignedInMember } from "../../http/auth.js";
import type { SearchRequest, SearchSource } from "../module.js";
import { findNetwork } from "../network/network.repo.js";
import { commonWords, prefixShares } from "./lexemes.repo.js";
import { isEmptyQuery, type ParsedQuery, PREFIX_TRY_MIN, parseQuery, searchConfigs } from "./query.js";
import { inSearchSession, SUGGESTION_CANDIDATES, suggestionIdLists } from "./search.repo.js";
import { rareEverywhere } from "./walk.repo.js";

export type SearchParams = {
  q: string;
  page: number;
  sort_by: SearchSort;
  module?: SearchModule | undefined;
  /** The group's search (by slug): only its content, and only the modules that have group content. */
  group: string | null;
};

/**
 * The member as the sources' statements name them: with the ids of the groups whose content they may read, read once
 * (each source's access predicate asks it, and was planned again in each place: docs/operations.md, the suggestions).
 */
async function viewerOf(ctx: AppContext, member: SignedInMember): Promise<SearchRequest["member"]> {
  const readableGroups = await ctx.modules.groupLookup.contentReadableGroupIds(ctx.db, member);
  return readableGroups ? { ...member, readableGroups } : member;
}

/** The id of the group a search is limited to, when the member may see it (404 otherwise). */
const groupIdOf = async (ctx: AppContext, member: SignedInMember, slug: string | null) =>
  slug ? ctx.modules.groupLookup.visibleGroupId(ctx.db, member, { slug }) : null;

/** The sources this search asks, in the spec's module order: the product's modules, or the one asked for. */
function sourcesFor(ctx: AppContext, groupId: string | null, only?: SearchModule) {
  const out: [SearchModule, SearchSource][] = [];
  for (const key of searchModules) {
    const source = ctx.modules.searchSources.get(key);
    if (!source || (only && key !== only) || (groupId && !source.inGroups)) continue;
    out.push([key, source]);
  }
  return out;
}

const terms = (q: ParsedQuery) => [...q.words, ...q.phrases];

/** The query as the sources read it: parsed, with the network's text configurations named. */
async function readQuery(ctx: AppContext, q: string): Promise<ParsedQuery> {
  const network = await findNetwork(ctx.db);
  return { ...parseQuery(q), configs: searchConfigs(network?.language ?? "en") };
}

/**
 * GET /search.json (communication.md §2): every module's first SEARCH_OVERVIEW_PER hits, or, with `module`,
 * that module's page of SEARCH_PER_PAGE. Each source filters by its own access predicates in SQL, so hits
 * and totals only ever count what the member may read. A module the product lacks is absent.
 */
export async function search(ctx: AppContext, signedIn: SignedInMember, params: SearchParams): Promise<SearchResults> {
  const groupId = await groupIdOf(ctx, signedIn, params.group);
  const query = await readQuery(ctx, params.q);
  // An empty query asks no source: nothing to read the groups for.
  const member = isEmptyQuery(query) ? signedIn : await viewerOf(ctx, signedIn);
  const per = params.module ? SEARCH_PER_PAGE : SEARCH_OVERVIEW_PER;
  const page = params.module ? params.page : 1;
  const req: SearchRequest = {
    member,
    query,
    groupId,
    sort: params.sort_by,
    limit: per,
    offset: (page - 1) * per,
    cap: (params.module ? SEARCH_TOTAL_MAX : SEARCH_OVERVIEW_TOTAL_MAX) + 1,
  };
  const entries = await Promise.all(
    sourcesFor(ctx, groupId, params.module).map(async ([key, source]) => {
      const found = isEmptyQuery(query)
        ? { hits: [], total: 0, capped: false }
        : await inSearchSession(ctx.db, async (db) => {
            const asTyped = await source.search(ctx, db, req);
            // The total counts every page, so an empty one means no page has a hit as typed: the second tries
            // give every page of theirs, with the same settings.
            if (asTyped.total > 0 || query.words.length === 0) return asTyped;
            // A word not finished ("bud"): as a prefix, as the header's suggestions read it while it was typed.
            if (query.prefix && query.prefix.length >= PREFIX_TRY_MIN) {
              const asPrefix = await source.search(ctx, db, { ...req, query: { ...query, asPrefix: true } });
              if (asPrefix.total > 0) return asPrefix;
            }
            // Titles within a typo ("Quartely budget").
            return source.search(ctx, db, { ...req, query: { ...query, typos: true } });
          });
      const result: SearchModuleResult = {
        hits: found.hits,
        meta: { module: key, terms: terms(query), tags: query.tags, total_capped: found.capped },
        total: found.total,
        per,
        page,
        available_sorts: [...searchSorts],
      };
      return [key, result] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The header's suggestions: the last word typed matches as a prefix; up to SEARCH_SUGGESTIONS_MAX titles,
 * taken in turn from each module of the scope (so one busy module does not crowd out the others).
 */
export async function suggestions(
  ctx: AppContext,
  member: SignedInMember,
  params: { q: string; module?: SearchModule | undefined; group: string | null },
): Promise<SearchSuggestion[]> {
  const groupId = await groupIdOf(ctx, member, params.group);
  const typed = await readQuery(ctx, params.q);
  if (isEmptyQuery(typed)) return [];
  // How common the prefix is in each table: the walks read by it, not by the planner's guess (walk.repo.ts).
  const query = typed.prefix
    ? { ...typed, prefixShares: prefixShares(await commonWords(ctx.db), typed.prefix) }
    : typed;
  const req: SearchRequest = {
    member: await viewerOf(ctx, member),
    query,
    groupId,
    sort: "relevance",
    limit: SEARCH_SUGGESTIONS_MAX,
    offset: 0,
    cap: SUGGESTION_CANDIDATES,
  };
  // The sources' ids in one statement, with the search's settings: while members type, requests come faster than the
  // pool has connections for a statement per source (bench/search: 20 typists), and one statement for all costs far
  // less CPU than one or two each. Their suggestions are then read by id.
  const sources = sourcesFor(ctx, groupId, params.module).flatMap(([, source]) =>
    source.suggest ? [source.suggest] : [],
  );
  const lists = await inSearchSession(
    ctx.db,
    async (db) => {
      const asked: (SQL | null)[] = [];
      for (const source of sources) asked.push(await source.ids(ctx, db, req));
      const found = await suggestionIdLists(
        db,
        asked.flatMap((ids) => ids ?? []),
      );
      let next = 0;
      return asked.map((ids) => (ids ? (found[next++] ?? []) : []));
    },
    rareEverywhere(query) ? "generic" : "custom",
  );
  const presented: SearchSuggestion[][] = [];
  for (const [i, source] of sources.entries()) {
    const ids = lists[i] ?? [];
    presented.push(ids.length > 0 ? await source.present(ctx, ctx.db, ids) : []);
  }
  const out: SearchSuggestion[] = [];
  for (let i = 0; out.length < SEARCH_SUGGESTIONS_MAX && presented.some((l) => i < l.length); i++) {
    for (const list of presented) {
      const item = list[i];
      if (item && out.length < SEARCH_SUGGESTIONS_MAX) out.push(item);
    }
  }
  return out;
}
