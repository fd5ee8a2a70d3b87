import type { DesignsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  designs: {
    shell: {
      designs: "Diseños",
      update_central: "Actualizaciones",
    } satisfies DesignsShellMessages,
  },
};
