import type { MapsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  maps: {
    shell: {
      pois: "Carte : points d'intérêt",
      map: "Carte",
      everything: "Tout",
      members: "Membres",
      groupMaps: "Cartes des groupes",
    } satisfies MapsShellMessages,
  },
};
