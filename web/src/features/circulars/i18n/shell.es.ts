import type { CircularsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  circulars: {
    shell: {
      link: "Circulares",
      notification: "Circulares por confirmar",
    } satisfies CircularsShellMessages,
  },
};
