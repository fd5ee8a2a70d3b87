import type { SearchModule } from "@intranet/contracts";
import type { UserbarLink, UserbarSection } from "../manifest";
import { readSearchParams, searchUrl } from "./query";

/**
 * The modules this installation searches (the server answers for these; items and channels come with their
 * modules), in the results page's order; a group's search has no messages or groups.
 */
export const SEARCHED_MODULES: readonly SearchModule[] = [
  "activities",
  "messages",
  "appointments",
  "articles",
  "files",
  "folders",
  "members",
  "groups",
  "pages",
  "channels",
];
const NOT_IN_GROUPS: readonly SearchModule[] = ["messages", "groups", "articles", "channels"];

const RESULTS_PATH = /^\/(?:groups\/([^/]+)\/)?search$/;

/**
 * The userbar on /search and /groups/{slug}/search (administration.md §2 "Userbar": keeps the query string): all
 * results and one link per module, each with the member's query and sort.
 */
export function searchUserbarSections(pathname: string, search: string): UserbarSection[] | null {
  const match = RESULTS_PATH.exec(pathname);
  if (!match) return null;
  let group: string | undefined;
  try {
    group = match[1] === undefined ? undefined : decodeURIComponent(match[1]);
  } catch {
    group = match[1];
  }
  const { q, sort_by } = readSearchParams(new URLSearchParams(search));
  const modules = group ? SEARCHED_MODULES.filter((m) => !NOT_IN_GROUPS.includes(m)) : SEARCHED_MODULES;
  const links: UserbarLink[] = [
    { key: "search-all", label: "search.shell.all", to: searchUrl({ q, sort_by, group }), query: { module: null } },
    ...modules.map(
      (module): UserbarLink => ({
        key: `search-${module}`,
        label: `search.shell.modules.${module}`,
        to: searchUrl({ q, sort_by, module, group }),
        query: { module },
      }),
    ),
  ];
  return [{ key: "search", title: "search.shell.label", links }];
}
