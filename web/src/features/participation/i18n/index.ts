import type { NamespaceBundle } from "../../../i18n/namespaces";
import { participationDe } from "./de";
import { participationDeDu } from "./de_DU";
import { type ParticipationMessages, participationEn } from "./en";
import { participationEs } from "./es";
import { participationFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    participation: ParticipationMessages;
  }
}

/** The participation namespace in all five languages, loaded with its routes and the calendar's. */
export default {
  participation: {
    en: participationEn,
    de: participationDe,
    de_DU: participationDeDu,
    es: participationEs,
    fr: participationFr,
  },
} satisfies NamespaceBundle;
