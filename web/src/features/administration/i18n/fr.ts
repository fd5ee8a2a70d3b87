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
    chat: {
      title: "Chat",
      show_online_status: "Afficher le statut en ligne",
      show_online_status_hint:
        "Les membres voient dans le chat qui est en ligne. Désactivé, le statut de personne n’est affiché.",
      guest_users_allow_chat: "Les invités peuvent discuter",
      guest_users_allow_chat_hint: "Les membres externes (invités) peuvent ouvrir des discussions et y participer.",
      chat_message_allow_destroy: "Les membres peuvent supprimer leurs messages",
      chat_message_allow_destroy_hint: "L’auteur d’un message peut le supprimer.",
      chat_message_allow_update: "Minutes pour modifier un message",
      chat_message_allow_update_hint:
        "Combien de temps après l’envoi un message peut encore être modifié ; 0 : jamais. De {{min}} à {{max}}.",
      max_file_attachments: "Fichiers par message",
      max_file_attachments_hint: "Le nombre maximal de fichiers d’un message, de {{min}} à {{max}}.",
      max_image_attachments: "Images par message",
      max_image_attachments_hint: "Le nombre maximal d’images d’un message, de {{min}} à {{max}}.",
    },
    files: {
      title: "Fichiers",
      file_profiles_enabled: "Profils de fichier",
      file_profiles_enabled_hint:
        "Les fichiers reçoivent les champs du profil de fichier, à remplir, filtrer et trier.",
      folder_profiles_enabled: "Profils de dossier",
      folder_profiles_enabled_hint: "Les dossiers reçoivent les champs du profil de dossier.",
      file_lock_days: "Durée du verrou (jours)",
      file_lock_days_hint:
        "Durée d’un verrou de fichier si aucune autre date n’est choisie en verrouillant : de {{min}} à {{max}} jours.",
    },
  },
};
