import type { NamespaceBundle } from "../../../i18n/namespaces";

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

const mapsShellDe: MapsShellMessages = {
  pois: "Karte: Orte von Interesse",
  map: "Karte",
  everything: "Alles",
  members: "Mitglieder",
  groupMaps: "Gruppenkarten",
};
const mapsShellEs: MapsShellMessages = {
  pois: "Mapa: puntos de interés",
  map: "Mapa",
  everything: "Todo",
  members: "Miembros",
  groupMaps: "Mapas de grupo",
};
const mapsShellFr: MapsShellMessages = {
  pois: "Carte : points d'intérêt",
  map: "Carte",
  everything: "Tout",
  members: "Membres",
  groupMaps: "Cartes des groupes",
};

export const mapsShellTexts = {
  maps: {
    en: { shell: mapsShellEn },
    de: { shell: mapsShellDe },
    de_DU: { shell: mapsShellDe },
    es: { shell: mapsShellEs },
    fr: { shell: mapsShellFr },
  },
} satisfies NamespaceBundle;
