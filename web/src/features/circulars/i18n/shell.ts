import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the shell shows for circulars (the userbar link and the header's notifications entry), there from the start. */
const circularsShellEn = {
  link: "Circulars",
  notification: "Circulars to confirm",
};
export type CircularsShellMessages = typeof circularsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    circulars: { shell: CircularsShellMessages };
  }
}

const circularsShellDe: CircularsShellMessages = {
  link: "Rundschreiben",
  notification: "Zu bestätigende Rundschreiben",
};
const circularsShellDeDu: CircularsShellMessages = {
  link: "Rundschreiben",
  notification: "Zu bestätigende Rundschreiben",
};
const circularsShellEs: CircularsShellMessages = { link: "Circulares", notification: "Circulares por confirmar" };
const circularsShellFr: CircularsShellMessages = { link: "Circulaires", notification: "Circulaires à confirmer" };

/** Registered under `circulars.shell` when the app starts; the rest of the namespace loads with the routes. */
export const circularsShellTexts = {
  circulars: {
    en: { shell: circularsShellEn },
    de: { shell: circularsShellDe },
    de_DU: { shell: circularsShellDeDu },
    es: { shell: circularsShellEs },
    fr: { shell: circularsShellFr },
  },
} satisfies NamespaceBundle;
