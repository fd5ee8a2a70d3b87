import type { AppsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  apps: {
    shell: {
      apps: "Applications",
    } satisfies AppsShellMessages,
  },
};
