import type { NamespaceBundle } from "../../../i18n/namespaces";
import { tasksDe } from "./de";
import { type TasksMessages, tasksEn } from "./en";
import { tasksEs } from "./es";
import { tasksFr } from "./fr";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    tasks: TasksMessages;
  }
}

/** The tasks' texts in all five languages (de_DU is de). */
export default {
  tasks: { en: tasksEn, de: tasksDe, de_DU: tasksDe, es: tasksEs, fr: tasksFr },
} satisfies NamespaceBundle;
