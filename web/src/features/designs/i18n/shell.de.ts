import type { DesignsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  designs: {
    shell: {
      designs: "Designs",
      update_central: "Updates",
    } satisfies DesignsShellMessages,
  },
};
