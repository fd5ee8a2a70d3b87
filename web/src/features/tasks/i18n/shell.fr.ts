import type { TasksShellMessages } from "./shell";

/** This feature's shell texts in French. The navigation's labels stay German in every language (shell.ts). */
export default {
  tasks: {
    shell: {
      link: "Tâches",
      my: "Meine Aufgaben",
      assigned: "Zugewiesen",
      declined: "Abgelehnt",
      starred: "Markiert",
      archive: "Archiv",
      notes: "Notizen",
      groupTasks: "Gruppenaufgaben",
    } satisfies TasksShellMessages,
  },
};
