import type { ParticipationShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  participation: {
    shell: {
      notification: "Invitations aux rendez-vous",
    } satisfies ParticipationShellMessages,
  },
};
