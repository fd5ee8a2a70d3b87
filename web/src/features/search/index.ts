import { defineFeature, type FeatureRoute } from "../manifest";
import { HeaderSearch } from "./header-slot";
import translations from "./i18n";
import { searchUserbarSections } from "./userbar";

const results = async () => ({ Component: (await import("./routes/SearchPage")).SearchPage });

/** The results pages (communication.md §2 "Search"); the header's field is `HeaderSearch`. */
export const searchRoutes: FeatureRoute[] = [
  { path: "search", handle: { title: "search.title" }, lazy: results },
  { path: "groups/:slug/search", handle: { title: "search.title" }, lazy: results },
];

/** The header's search field with suggestions, loaded after the first screen; members only. */
export { HeaderSearch };

export const searchFeature = defineFeature({
  key: "search",
  routes: searchRoutes,
  userbarSections: (pathname, _network, search) => searchUserbarSections(pathname, search),
  translations,
  headerSearch: HeaderSearch,
});
