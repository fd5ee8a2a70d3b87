import type { AdministrationShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  administration: {
    shell: {
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
      members: "Membres",
      group_join_requests: "Demandes d’adhésion",
      edit_group: "Modifier le groupe",
      invites: "Inviter",
      consent_title: "{{name}} : à lire et à accepter",
      consent_intro: "Lisez « {{name}} » (version {{version}}) et acceptez-le pour continuer.",
      consent_checkbox: "J’ai lu « {{name}} » et je l’accepte.",
      consent_accept: "Accepter et continuer",
    } satisfies AdministrationShellMessages,
  },
};
