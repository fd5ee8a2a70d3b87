/** The administration userbar's links to these screens (the server names them by these keys). */
const memberAdminShellEn = { members: "Members", roles: "Membership roles" };
export type MemberAdminShellMessages = typeof memberAdminShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    memberAdmin: { shell: MemberAdminShellMessages };
  }
}

/**
 * Registered under `memberAdmin.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { memberAdmin: { shell: memberAdminShellEn } };
