import type { NamespaceBundle } from "../../../i18n/namespaces";

/** The administration userbar's links to these screens (the server names them by these keys). */
const memberAdminShellEn = { members: "Members", roles: "Membership roles" };
export type MemberAdminShellMessages = typeof memberAdminShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    memberAdmin: { shell: MemberAdminShellMessages };
  }
}

const de: MemberAdminShellMessages = { members: "Mitglieder", roles: "Mitgliedsrollen" };

export const memberAdminShellTexts = {
  memberAdmin: {
    en: { shell: memberAdminShellEn },
    de: { shell: de },
    de_DU: { shell: de },
    es: { shell: { members: "Miembros", roles: "Roles de miembro" } },
    fr: { shell: { members: "Membres", roles: "Rôles de membre" } },
  },
} satisfies NamespaceBundle;
