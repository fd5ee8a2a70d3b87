import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the shell shows for this feature (userbar, start page), there from the first screen. */
const activitiesShellEn = {
  link: "Activities",
  tile: "Share news and ask questions",
};
export type ActivitiesShellMessages = typeof activitiesShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    activities: { shell: ActivitiesShellMessages };
  }
}

const activitiesShellDe: ActivitiesShellMessages = {
  link: "Aktivitäten",
  tile: "Neuigkeiten teilen und Fragen stellen",
};

const activitiesShellEs: ActivitiesShellMessages = {
  link: "Actividades",
  tile: "Comparte novedades y haz preguntas",
};

const activitiesShellFr: ActivitiesShellMessages = {
  link: "Activités",
  tile: "Partager des nouvelles et poser des questions",
};

/** Registered under `activities.shell` when the app starts; the rest of the namespace loads with the routes. */
export const activitiesShellTexts = {
  activities: {
    en: { shell: activitiesShellEn },
    de: { shell: activitiesShellDe },
    de_DU: { shell: activitiesShellDe },
    es: { shell: activitiesShellEs },
    fr: { shell: activitiesShellFr },
  },
} satisfies NamespaceBundle;
