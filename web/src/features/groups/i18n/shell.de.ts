import type { GroupsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  groups: {
    shell: {
      notification: "Gruppeneinladungen",
    } satisfies GroupsShellMessages,
  },
};
