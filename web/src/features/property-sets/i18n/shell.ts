import type { NamespaceBundle } from "../../../i18n/namespaces";

/** The userbar's administration links, there from the first screen. */
const propertySetsShellEn = {
  file_profile: "File profile",
  folder_profile: "Folder profile",
  member_profile: "Member profile",
};
export type PropertySetsShellMessages = typeof propertySetsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    propertySets: { shell: PropertySetsShellMessages };
  }
}

const propertySetsShellDe: PropertySetsShellMessages = {
  file_profile: "Dateiprofil",
  folder_profile: "Ordnerprofil",
  member_profile: "Mitgliederprofil",
};

export const propertySetsShellTexts = {
  propertySets: {
    en: { shell: propertySetsShellEn },
    de: { shell: propertySetsShellDe },
    de_DU: { shell: propertySetsShellDe },
    es: {
      shell: {
        file_profile: "Perfil de archivo",
        folder_profile: "Perfil de carpeta",
        member_profile: "Perfil de miembro",
      },
    },
    fr: {
      shell: {
        file_profile: "Profil de fichier",
        folder_profile: "Profil de dossier",
        member_profile: "Profil de membre",
      },
    },
  },
} satisfies NamespaceBundle;
