import type { NamespaceBundle } from "../../../i18n/namespaces";

/** The administration userbar's links to the designs and the update central, there from the first screen. */
const designsShellEn = { designs: "Designs", update_central: "Updates" };
export type DesignsShellMessages = typeof designsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    designs: { shell: DesignsShellMessages };
  }
}

export const designsShellTexts = {
  designs: {
    en: { shell: designsShellEn },
    de: { shell: { designs: "Designs", update_central: "Updates" } },
    de_DU: { shell: { designs: "Designs", update_central: "Updates" } },
    es: { shell: { designs: "Diseños", update_central: "Actualizaciones" } },
    fr: { shell: { designs: "Designs", update_central: "Mises à jour" } },
  },
} satisfies NamespaceBundle;
