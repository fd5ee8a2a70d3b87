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

/**
 * Registered under `tasks.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { tasks: { shell: tasksShellEn } };
