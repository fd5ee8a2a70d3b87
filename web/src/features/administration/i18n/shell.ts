import type { NamespaceBundle } from "../../../i18n/namespaces";

/**
 * What the shell shows for this feature, there from the first screen: the administration userbar's sections and links
 * (the server names them by these keys) and the consent dialog every member may meet.
 */
const administrationShellEn = {
  administration: "Administration",
  menu: "Administration menu",
  section_network: "Network",
  section_content: "Content",
  section_legal: "Legal",
  section_development: "Development",
  outbox: "Outbox",
  activitystreams: "Activity streams",
  settings: "Settings",
  join_requests: "Applications to join",
  legal_texts: "Legal texts",
  imprint: "Imprint",
  audit_log: "Audit log",
  tags: "Tags",
  statistics: "Statistics",
  section_group: "Group administration",
  section_group_category: "Group category",
  overview: "Overview",
  group_join_requests: "Join requests",
  edit_group: "Edit group",
  invites: "Invite",
  consent_title: "{{name}}: please read and accept",
  consent_intro: "Please read “{{name}}” (version {{version}}) and accept it to continue.",
  consent_checkbox: "I have read “{{name}}” and accept it.",
  consent_accept: "Accept and continue",
};
export type AdministrationShellMessages = typeof administrationShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    administration: { shell: AdministrationShellMessages };
  }
}

const administrationShellDe: AdministrationShellMessages = {
  administration: "Administration",
  menu: "Administrationsmenü",
  section_network: "Netzwerk",
  section_content: "Inhalte",
  section_legal: "Rechtliches",
  section_development: "Entwicklung",
  outbox: "Postausgang",
  activitystreams: "Aktivitätsströme",
  settings: "Einstellungen",
  join_requests: "Beitrittsanfragen",
  legal_texts: "Rechtstexte",
  imprint: "Impressum",
  audit_log: "Audit-Log",
  tags: "Tags",
  statistics: "Statistiken",
  section_group: "Gruppenadministration",
  section_group_category: "Gruppenkategorie",
  overview: "Übersicht",
  group_join_requests: "Beitrittsanfragen",
  edit_group: "Gruppe bearbeiten",
  invites: "Einladen",
  consent_title: "{{name}}: bitte lesen und zustimmen",
  consent_intro: "Bitte lesen Sie „{{name}}“ (Version {{version}}) und stimmen Sie zu, um fortzufahren.",
  consent_checkbox: "Ich habe „{{name}}“ gelesen und stimme zu.",
  consent_accept: "Zustimmen und fortfahren",
};
const administrationShellDeDu: AdministrationShellMessages = {
  ...administrationShellDe,
  consent_intro: "Bitte lies „{{name}}“ (Version {{version}}) und stimme zu, um fortzufahren.",
};
const administrationShellEs: AdministrationShellMessages = {
  administration: "Administración",
  menu: "Menú de administración",
  section_network: "Red",
  section_content: "Contenido",
  section_legal: "Legal",
  section_development: "Desarrollo",
  outbox: "Bandeja de salida",
  activitystreams: "Flujos de actividad",
  settings: "Ajustes",
  join_requests: "Solicitudes de ingreso",
  legal_texts: "Textos legales",
  imprint: "Aviso legal",
  audit_log: "Registro de auditoría",
  tags: "Etiquetas",
  statistics: "Estadísticas",
  section_group: "Administración del grupo",
  section_group_category: "Categoría de grupos",
  overview: "Resumen",
  group_join_requests: "Solicitudes de ingreso",
  edit_group: "Editar grupo",
  invites: "Invitar",
  consent_title: "{{name}}: léelo y acéptalo",
  consent_intro: "Lee «{{name}}» (versión {{version}}) y acéptalo para continuar.",
  consent_checkbox: "He leído «{{name}}» y lo acepto.",
  consent_accept: "Aceptar y continuar",
};
const administrationShellFr: AdministrationShellMessages = {
  administration: "Administration",
  menu: "Menu d’administration",
  section_network: "Réseau",
  section_content: "Contenus",
  section_legal: "Mentions juridiques",
  section_development: "Développement",
  outbox: "Boîte d'envoi",
  activitystreams: "Flux d’activités",
  settings: "Paramètres",
  join_requests: "Demandes d'adhésion",
  legal_texts: "Textes juridiques",
  imprint: "Mentions légales",
  audit_log: "Journal d’audit",
  tags: "Tags",
  statistics: "Statistiques",
  section_group: "Administration du groupe",
  section_group_category: "Catégorie de groupes",
  overview: "Aperçu",
  group_join_requests: "Demandes d’adhésion",
  edit_group: "Modifier le groupe",
  invites: "Inviter",
  consent_title: "{{name}} : à lire et à accepter",
  consent_intro: "Lisez « {{name}} » (version {{version}}) et acceptez-le pour continuer.",
  consent_checkbox: "J’ai lu « {{name}} » et je l’accepte.",
  consent_accept: "Accepter et continuer",
};

export const administrationShellTexts = {
  administration: {
    en: { shell: administrationShellEn },
    de: { shell: administrationShellDe },
    de_DU: { shell: administrationShellDeDu },
    es: { shell: administrationShellEs },
    fr: { shell: administrationShellFr },
  },
} satisfies NamespaceBundle;
