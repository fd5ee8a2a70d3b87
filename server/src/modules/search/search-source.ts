import type { SearchHit, SearchModule, SearchSort, SearchSuggestion } from "@intranet/contracts";
import type { SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import type { SignedInMember } from "../../http/auth.js";
import { keyed, type RegistryCollectors } from "../module.js";
import type { ParsedQuery } from "./query.js";

/**
 * What a search source is asked: the member (the signed-in one, a full member row, with the ids of the groups whose
 * content they may read unless an administrator: the groups' `ReadGroups`), the parsed query and the page wanted.
 */
type Request = {
  member: SignedInMember & { readableGroups?: readonly string[] };
  query: ParsedQuery;
  /** Only content of this group (the group's search); the search has checked the member may see the group. */
  groupId: string | null;
  sort: SearchSort;
  limit: number;
  offset: number;
  /** How many of the newest matches are ranked and counted (see matchPage): fewer for the overview's five. */
  cap: number;
};

/**
 * A module's share of the search (communication.md §2 "Search"), under its key in `searchModules`: one page
 * of hits the member may read, filtered in SQL by the module's own access predicates, and how many there are
 * (counted up to SEARCH_TOTAL_MAX). `db` runs with the search's statement timeout.
 */
type Source = {
  /** False when the module has nothing that belongs to a group (messages, groups): left out of a group's search. */
  inGroups: boolean;
  search: (ctx: AppContext, db: DbOrTx, req: Request) => Promise<{ hits: SearchHit[]; total: number; capped: boolean }>;
  /**
   * The header's suggestions: up to `limit` titles whose words start with what was typed. `ids` gives SQL, a scalar
   * subquery, for the best ones' ids as a JSON array (`suggestionIdsOf`, `orderedIdsOf`; null when nothing can match),
   * asked with every other source's in one statement; `present` makes their suggestions, in the order of the ids.
   */
  suggest?: {
    ids: (ctx: AppContext, db: DbOrTx, req: Request) => SQL | null | Promise<SQL | null>;
    present: (ctx: AppContext, db: DbOrTx, ids: string[]) => Promise<SearchSuggestion[]>;
  };
};

declare module "../module.js" {
  interface ModuleDescriptor {
    /** The module's search sources by search module key (`activities`, `files`, …). */
    searchSources?: Partial<Record<SearchModule, Source>>;
  }
  interface ModuleRegistry {
    searchSources: ReadonlyMap<SearchModule, Source>;
  }
}

export const searchCollectors = {
  searchSources: (descriptors) => keyed<Source, SearchModule>(descriptors, (d) => d.searchSources),
} satisfies Partial<RegistryCollectors>;
