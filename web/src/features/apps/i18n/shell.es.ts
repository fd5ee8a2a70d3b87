import type { AppsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  apps: {
    shell: {
      apps: "Aplicaciones",
    } satisfies AppsShellMessages,
  },
};
