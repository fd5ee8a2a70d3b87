import type { AdministrationMessages } from "./en";

export const administrationFr: AdministrationMessages = {
  title: "Administration",
  intro: "Ce que les administrateurs du réseau peuvent gérer ici pour l'instant.",
  outbox: {
    title: "Boîte d'envoi de développement",
    intro:
      "Aucun serveur SMTP n'est configuré (SMTP_URL) : chaque e-mail envoyé par le réseau est conservé ici au lieu d'être distribué.",
    count_one: "{{count}} e-mail",
    count_other: "{{count}} e-mails",
    to: "À {{to}}",
    sentAt: "Envoyé le {{date}}",
    attachments: "Pièces jointes : {{names}}",
    emptyTitle: "Aucun e-mail n'a encore été envoyé",
    emptyText:
      "Les e-mails apparaissent ici dès que le réseau en envoie un : réinitialisation de mot de passe, invitation ou notification de message. Avec SMTP_URL, ils partent par SMTP.",
    loadError: "La boîte d'envoi n'a pas pu être chargée.",
    html: "HTML",
    text: "Texte",
    noHtml: "Cet e-mail n'a pas de partie HTML.",
    htmlFrame: "Partie HTML de l'e-mail {{subject}}",
  },
};
