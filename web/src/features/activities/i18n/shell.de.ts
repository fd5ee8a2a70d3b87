import type { ActivitiesShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  activities: {
    shell: {
      link: "Aktivitäten",
      tile: "Neuigkeiten teilen und Fragen stellen",
    } satisfies ActivitiesShellMessages,
  },
};
