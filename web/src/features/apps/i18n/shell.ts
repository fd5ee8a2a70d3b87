import type { NamespaceBundle } from "../../../i18n/namespaces";

/** The screens' title, there from the first screen. */
const appsShellEn = { apps: "Apps" };
export type AppsShellMessages = typeof appsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    apps: { shell: AppsShellMessages };
  }
}

export const appsShellTexts = {
  apps: {
    en: { shell: appsShellEn },
    de: { shell: { apps: "Apps" } },
    de_DU: { shell: { apps: "Apps" } },
    es: { shell: { apps: "Aplicaciones" } },
    fr: { shell: { apps: "Applications" } },
  },
} satisfies NamespaceBundle;
