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
  streams: {
    title: "Flux d’activités",
    intro:
      "En plus du flux « Toutes les activités », que tous les membres lisent, le réseau peut avoir d’autres flux. Les membres y publient et lisent chacun sur sa propre page.",
    new: "Nouveau flux",
    edit: "Modifier",
    editTitle: "Modifier {{name}}",
    delete: "Supprimer",
    deleteConfirm: "Supprimer le flux {{name}} ? Ses activités passent dans « Toutes les activités ».",
    deleted: "Le flux {{name}} a été supprimé.",
    created: "Le flux {{name}} a été créé.",
    saved: "Le flux {{name}} a été enregistré.",
    emptyTitle: "Pas encore d’autres flux",
    emptyText:
      "Toutes les activités sont dans « Toutes les activités ». Créez un flux pour donner à un sujet sa propre place.",
    name: "Nom",
    slug: "Adresse",
    slugHint: "Lettres minuscules, chiffres et tirets ; la page du flux est /activitystreams/<adresse>.",
    description: "Description",
    position: "Position",
    positionHint: "Les flux sont classés par position, la plus petite d’abord, puis par nom. Vide : après le dernier.",
    save: "Enregistrer",
    cancel: "Annuler",
  },
  settings: {
    title: "Paramètres du réseau",
    member: "Membres",
    streamSubscriptions: "Les membres peuvent s’abonner aux flux d’activités",
    streamSubscriptionsHint:
      "Chaque membre choisit les flux qui apparaissent dans « Toutes les activités ». Désactivé, « Toutes les activités » montre tous les flux.",
    save: "Enregistrer",
  },
};
