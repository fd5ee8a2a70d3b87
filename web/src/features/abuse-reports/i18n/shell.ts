import type { NamespaceBundle } from "../../../i18n/namespaces";

/** The administration userbar's link and the "Report" menu items, there from the first screen. */
const abuseReportsShellEn = { abuse_reports: "Abuse reports", report: "Report", more: "More actions" };
export type AbuseReportsShellMessages = typeof abuseReportsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    abuse_reports: { shell: AbuseReportsShellMessages };
  }
}

const abuseReportsShellDe: AbuseReportsShellMessages = {
  abuse_reports: "Missbrauchsmeldungen",
  report: "Melden",
  more: "Weitere Aktionen",
};

export const abuseReportsShellTexts = {
  abuse_reports: {
    en: { shell: abuseReportsShellEn },
    de: { shell: abuseReportsShellDe },
    de_DU: { shell: abuseReportsShellDe },
    es: { shell: { abuse_reports: "Denuncias de abuso", report: "Denunciar", more: "Más acciones" } },
    fr: { shell: { abuse_reports: "Signalements d'abus", report: "Signaler", more: "Plus d'actions" } },
  },
} satisfies NamespaceBundle;
