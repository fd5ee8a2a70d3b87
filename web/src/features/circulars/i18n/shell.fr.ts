import type { CircularsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  circulars: {
    shell: {
      link: "Circulaires",
      notification: "Circulaires à confirmer",
    } satisfies CircularsShellMessages,
  },
};
