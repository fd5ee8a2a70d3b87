import type { ActivitiesShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  activities: {
    shell: {
      link: "Activités",
      tile: "Partager des nouvelles et poser des questions",
    } satisfies ActivitiesShellMessages,
  },
};
