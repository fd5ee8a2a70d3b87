import type { MailingsMessages } from "./en";

export const mailingsFr: MailingsMessages = {
  settings: {
    title: "Lettre d’information",
    sendingTitle: "Jour d’envoi",
    interval: "Intervalle",
    intervals: { weekly: "Hebdomadaire", semimonthly: "Deux fois par mois", monthly: "Mensuel" },
    day: "Jour",
    secondDay: "Deuxième jour",
    time: "Heure",
    secondTime: "Deuxième heure",
    weekdays: {
      mon: "Lundi",
      tue: "Mardi",
      wed: "Mercredi",
      thu: "Jeudi",
      fri: "Vendredi",
      sat: "Samedi",
      sun: "Dimanche",
    },
    times: { am: "Matin (7:00)", pm: "Midi (12:00)", lpm: "Après-midi (17:00)" },
    upcomingLink: "Ordre des prochaines activités",
    save: "Enregistrer",
    saved: "Les paramètres de la lettre ont été enregistrés.",
    saveFailed: "Les paramètres de la lettre n’ont pas pu être enregistrés.",
  },
  designer: {
    title: "Modèle",
    intro:
      "Le HTML de la lettre d'information. {{content}} marque l'emplacement des prochaines activités (exactement une fois) ; {{disclaimer}}, celui de la mention avec les liens de désinscription et de paramètres (au moins une fois).",
    html: "HTML du modèle",
    css: "Styles (CSS)",
    insertContent: "Insérer l'espace réservé du contenu",
    insertDisclaimer: "Insérer l'espace réservé de la mention",
    preview: "Aperçu",
    previewFrame: "Aperçu du modèle de la lettre d'information",
    imprint: "Les mentions légales des e-mails sont ajoutées sous chaque lettre d'information.",
    noImprint: "Pas encore de mentions légales pour les e-mails : ajoutez-les sous Mentions légales.",
    errors: {
      "content missing": "content missing : le modèle doit contenir l'espace réservé du contenu exactement une fois.",
      "content duplicated": "content duplicated : l'espace réservé du contenu ne peut apparaître qu'une fois.",
      "disclaimer missing":
        "disclaimer missing : le modèle doit contenir l'espace réservé de la mention et des paramètres.",
    },
  },
  sendNow: {
    title: "Envoyer maintenant",
    intro:
      "Envoie ce courrier tout de suite à tous ses destinataires (une fois par jour chacun) ; lisez-les dans la boîte d'envoi.",
    kinds: {
      newsletter: "Lettre d’information",
      weekly_digest: "Résumé hebdomadaire",
      daily_activity: "Activité du jour",
      birthday: "E-mails d'anniversaire",
    },
    queued: "{{count}} e-mails en file d’attente.",
  },
  upcoming: {
    title: "Activités à venir",
    intro:
      "Les activités de la prochaine lettre d'information. Faites-les glisser dans l'ordre où la lettre les présente.",
    empty: "Pas encore d'activités pour la prochaine lettre d'information.",
    save: "Enregistrer l’ordre",
    saved: "L’ordre a été enregistré.",
    failed: "L'ordre n'a pas pu être enregistré ; la liste a été rechargée.",
    back: "Retour à la lettre d'information",
  },
  unsubscribe: {
    title: "Se désabonner",
    confirm: "Ne plus envoyer ces e-mails à {{email}} ?",
    button: "Se désabonner",
    done: "{{email}} est désinscrit. Vous pouvez modifier vos paramètres de notification dans votre profil à tout moment.",
    invalid: "Ce lien de désabonnement n’est pas valide.",
  },
};
