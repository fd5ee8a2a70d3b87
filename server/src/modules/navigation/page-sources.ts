import type { NavigationChoice } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { RegistryCollectors } from "../module.js";

/**
 * Pages a module offers the navigation editor's "pages" type (GET …/pages.json): for the network's editor
 * (`groupId` null) every page there is, for a group's editor that group's pages. Text and link of each.
 */
type NavigationPageSource = (db: DbOrTx, groupId: string | null) => Promise<NavigationChoice[]>;

declare module "../module.js" {
  interface ModuleDescriptor {
    navigationPages?: NavigationPageSource;
    /** The apps the editor's "apps" type offers (GET …/apps.json): the network's, or a group's, as text and link. */
    navigationApps?: NavigationPageSource;
  }
  interface ModuleRegistry {
    navigationPageSources: readonly NavigationPageSource[];
    navigationAppSources: readonly NavigationPageSource[];
  }
}

export const navigationPageCollectors = {
  navigationPageSources: (descriptors) => descriptors.flatMap((d) => (d.navigationPages ? [d.navigationPages] : [])),
  navigationAppSources: (descriptors) => descriptors.flatMap((d) => (d.navigationApps ? [d.navigationApps] : [])),
} satisfies Partial<RegistryCollectors>;

/** Every module's pages for the editor, in module order. */
export async function navigationPages(
  sources: readonly NavigationPageSource[],
  db: DbOrTx,
  groupId: string | null,
): Promise<{ pages: NavigationChoice[] }> {
  const lists = await Promise.all(sources.map((source) => source(db, groupId)));
  return { pages: lists.flat() };
}

/** Every module's apps for the editor, in module order. */
export async function navigationApps(
  sources: readonly NavigationPageSource[],
  db: DbOrTx,
  groupId: string | null,
): Promise<{ apps: NavigationChoice[] }> {
  const lists = await Promise.all(sources.map((source) => source(db, groupId)));
  return { apps: lists.flat() };
}
