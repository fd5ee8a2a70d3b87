import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the shell shows for files (the userbar link), there from the start. */
const filesShellEn = { link: "Files", networkFiles: "Network files", groupFiles: "Group files" };
export type FilesShellMessages = typeof filesShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    files: { shell: FilesShellMessages };
  }
}

/** Registered under `files.shell` when the app starts; the rest of the namespace loads with the routes. */
export const filesShellTexts = {
  files: {
    en: { shell: filesShellEn },
    de: { shell: { link: "Dateien", networkFiles: "Netzwerkdateien", groupFiles: "Gruppendateien" } },
    de_DU: { shell: { link: "Dateien", networkFiles: "Netzwerkdateien", groupFiles: "Gruppendateien" } },
    es: { shell: { link: "Archivos", networkFiles: "Archivos de la red", groupFiles: "Archivos de grupos" } },
    fr: { shell: { link: "Fichiers", networkFiles: "Fichiers du réseau", groupFiles: "Fichiers des groupes" } },
  },
} satisfies NamespaceBundle;
