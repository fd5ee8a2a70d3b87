import type { DesignsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  designs: {
    shell: {
      designs: "Designs",
      update_central: "Mises à jour",
    } satisfies DesignsShellMessages,
  },
};
