import type { NamespaceBundle } from "../../../i18n/namespaces";

/** The administration userbar's link to the newsletter, there from the first screen. */
const mailingsShellEn = { newsletter: "Newsletter", unsubscribe: "Unsubscribe" };
export type MailingsShellMessages = typeof mailingsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    mailings: { shell: MailingsShellMessages };
  }
}

const mailingsShellDe: MailingsShellMessages = { newsletter: "Newsletter", unsubscribe: "Abbestellen" };

export const mailingsShellTexts = {
  mailings: {
    en: { shell: mailingsShellEn },
    de: { shell: mailingsShellDe },
    de_DU: { shell: mailingsShellDe },
    es: { shell: { newsletter: "Boletín", unsubscribe: "Darse de baja" } },
    fr: { shell: { newsletter: "Lettre d’information", unsubscribe: "Se désabonner" } },
  },
} satisfies NamespaceBundle;
