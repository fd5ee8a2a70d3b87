import type { AppsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  apps: {
    shell: {
      apps: "Apps",
    } satisfies AppsShellMessages,
  },
};
