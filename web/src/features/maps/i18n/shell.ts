/** What the shell shows for maps: the map navigation in the userbar. */
const mapsShellEn = {
  pois: "Map: points of interest",
  map: "Map",
  everything: "Everything",
  members: "Members",
  groupMaps: "Group maps",
};
export type MapsShellMessages = typeof mapsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    maps: { shell: MapsShellMessages };
  }
}

/**
 * Registered under `maps.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { maps: { shell: mapsShellEn } };
