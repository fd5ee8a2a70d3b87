/** The administration userbar's link to the newsletter, there from the first screen. */
const mailingsShellEn = { newsletter: "Newsletter", unsubscribe: "Unsubscribe" };
export type MailingsShellMessages = typeof mailingsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    mailings: { shell: MailingsShellMessages };
  }
}

/**
 * Registered under `mailings.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { mailings: { shell: mailingsShellEn } };
