import type { MapsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  maps: {
    shell: {
      pois: "Karte: Orte von Interesse",
      map: "Karte",
      everything: "Alles",
      members: "Mitglieder",
      groupMaps: "Gruppenkarten",
    } satisfies MapsShellMessages,
  },
};
