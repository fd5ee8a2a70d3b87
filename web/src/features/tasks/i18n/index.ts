import { featureTexts } from "../../../i18n/namespaces";
import type { TasksMessages } from "./en";

declare module "../../../i18n/namespaces" {
  interface FeatureNamespaces {
    tasks: TasksMessages;
  }
}

/** The tasks' texts, one language at a time. */
export default featureTexts("tasks");
