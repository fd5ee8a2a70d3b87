import type { MapsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  maps: {
    shell: {
      pois: "Mapa: puntos de interés",
      map: "Mapa",
      everything: "Todo",
      members: "Miembros",
      groupMaps: "Mapas de grupo",
    } satisfies MapsShellMessages,
  },
};
