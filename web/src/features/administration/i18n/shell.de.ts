import type { AdministrationShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  administration: {
    shell: {
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
      members: "Mitglieder",
      group_join_requests: "Beitrittsanfragen",
      edit_group: "Gruppe bearbeiten",
      invites: "Einladen",
      consent_title: "{{name}}: bitte lesen und zustimmen",
      consent_intro: "Bitte lesen Sie „{{name}}“ (Version {{version}}) und stimmen Sie zu, um fortzufahren.",
      consent_checkbox: "Ich habe „{{name}}“ gelesen und stimme zu.",
      consent_accept: "Zustimmen und fortfahren",
    } satisfies AdministrationShellMessages,
  },
};
