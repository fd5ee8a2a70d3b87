import type { ParticipationShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  participation: {
    shell: {
      notification: "Termineinladungen",
    } satisfies ParticipationShellMessages,
  },
};
