import type { ParticipationShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  participation: {
    shell: {
      notification: "Invitaciones a citas",
    } satisfies ParticipationShellMessages,
  },
};
