import type { ActivitiesShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  activities: {
    shell: {
      link: "Actividades",
      tile: "Comparte novedades y haz preguntas",
    } satisfies ActivitiesShellMessages,
  },
};
