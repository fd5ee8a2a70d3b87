/** What the header's search shows before the results page (and its texts) has loaded. */
const searchShellEn = {
  label: "Search",
  all: "All results",
  placeholder: "Search",
  placeholderIn: "Search in {{scope}}",
  placeholderGroup: "Search in this group",
  searchFor: "Search for “{{q}}”",
  open: "Open the search",
  close: "Close the search",
  /** The modules' names: the results page's headings, the scopes, the suggestions' kinds. */
  modules: {
    activities: "Activities",
    messages: "Messages",
    appointments: "Appointments",
    articles: "Articles",
    files: "Files",
    folders: "Folders",
    members: "Members",
    groups: "Groups",
    pages: "Pages",
    items: "App items",
    tasks: "Tasks",
    channels: "Channels",
  },
};
export type SearchShellMessages = typeof searchShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    search: { shell: SearchShellMessages };
  }
}

/**
 * Registered under `search.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { search: { shell: searchShellEn } };
