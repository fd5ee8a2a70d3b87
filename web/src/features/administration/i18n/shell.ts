import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the shell shows for this feature (the userbar's administration section), there from the first screen. */
const administrationShellEn = { outbox: "Outbox", activitystreams: "Activity streams", settings: "Settings" };
export type AdministrationShellMessages = typeof administrationShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    administration: { shell: AdministrationShellMessages };
  }
}

const administrationShellDe: AdministrationShellMessages = {
  outbox: "Postausgang",
  activitystreams: "Aktivitätsströme",
  settings: "Einstellungen",
};
const administrationShellEs: AdministrationShellMessages = {
  outbox: "Bandeja de salida",
  activitystreams: "Flujos de actividad",
  settings: "Ajustes",
};
const administrationShellFr: AdministrationShellMessages = {
  outbox: "Boîte d'envoi",
  activitystreams: "Flux d’activités",
  settings: "Paramètres",
};

export const administrationShellTexts = {
  administration: {
    en: { shell: administrationShellEn },
    de: { shell: administrationShellDe },
    de_DU: { shell: administrationShellDe },
    es: { shell: administrationShellEs },
    fr: { shell: administrationShellFr },
  },
} satisfies NamespaceBundle;
