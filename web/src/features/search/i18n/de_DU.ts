import { searchDe } from "./de";
import type { SearchMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const searchDeDu: SearchMessages = {
  ...searchDe,
  noResultsText: "Versuch es mit anderen Wörtern, weniger Wörtern oder einem kürzeren Wort.",
  enterQuery: "Gib einen Suchbegriff ein, um das Netzwerk zu durchsuchen.",
  tooSlow: "Diese Suche hat zu lange gedauert. Bitte verwende genauere Begriffe.",
};
