import type { GroupsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  groups: {
    shell: {
      notification: "Invitaciones a grupos",
    } satisfies GroupsShellMessages,
  },
};
