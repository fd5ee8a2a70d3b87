import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the shell shows for this feature (userbar, notifications, start page), there from the first screen. */
const directoryShellEn = {
  link: "Directory",
  members: "Members",
  tile: "Find colleagues and groups",
};
export type DirectoryShellMessages = typeof directoryShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    directory: { shell: DirectoryShellMessages };
  }
}

const directoryShellDe: DirectoryShellMessages = {
  link: "Verzeichnis",
  members: "Mitglieder",
  tile: "Kolleginnen, Kollegen und Gruppen finden",
};

const directoryShellEs: DirectoryShellMessages = {
  link: "Directorio",
  members: "Miembros",
  tile: "Encuentra compañeros y grupos",
};

const directoryShellFr: DirectoryShellMessages = {
  link: "Annuaire",
  members: "Membres",
  tile: "Trouver des collègues et des groupes",
};

/** Registered under `directory.shell` when the app starts; the directory screen's own texts are in the groups namespace. */
export const directoryShellTexts = {
  directory: {
    en: { shell: directoryShellEn },
    de: { shell: directoryShellDe },
    de_DU: { shell: directoryShellDe },
    es: { shell: directoryShellEs },
    fr: { shell: directoryShellFr },
  },
} satisfies NamespaceBundle;
