import type { GroupsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  groups: {
    shell: {
      notification: "Invitations aux groupes",
    } satisfies GroupsShellMessages,
  },
};
