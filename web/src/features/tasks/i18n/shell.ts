import type { NamespaceBundle } from "../../../i18n/namespaces";

/**
 * What the shell shows for tasks: the userbar's module link, and the task navigation. The navigation's labels stay
 * German in every language, as the spec keeps them ("/tasks: … some labels hard-coded German").
 */
const german = {
  my: "Meine Aufgaben",
  assigned: "Zugewiesen",
  declined: "Abgelehnt",
  starred: "Markiert",
  archive: "Archiv",
  notes: "Notizen",
  groupTasks: "Gruppenaufgaben",
};

const tasksShellEn = { link: "Tasks", ...german };
export type TasksShellMessages = typeof tasksShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    tasks: { shell: TasksShellMessages };
  }
}

const tasksShellDe: TasksShellMessages = { link: "Aufgaben", ...german };
const tasksShellEs: TasksShellMessages = { link: "Tareas", ...german };
const tasksShellFr: TasksShellMessages = { link: "Tâches", ...german };

/** Registered under `tasks.shell` when the app starts; the rest of the namespace loads with the routes. */
export const tasksShellTexts = {
  tasks: {
    en: { shell: tasksShellEn },
    de: { shell: tasksShellDe },
    de_DU: { shell: tasksShellDe },
    es: { shell: tasksShellEs },
    fr: { shell: tasksShellFr },
  },
} satisfies NamespaceBundle;
