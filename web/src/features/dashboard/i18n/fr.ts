import type { DashboardMessages } from "./en";

export const dashboardFr: DashboardMessages = {
  greeting: "Bonjour, {{name}} !",
  intro: "Voici ce qui vous attend aujourd'hui.",
  today: {
    title: "Aujourd'hui",
    empty: "Rien dans vos calendriers aujourd'hui.",
    add: "Ajouter un rendez-vous",
    loadError: "Vos rendez-vous n'ont pas pu être chargés.",
  },
  upcoming: {
    title: "À venir",
    empty: "Rien de prévu pour les deux prochaines semaines.",
    all: "Tous les rendez-vous",
    more_one: "et {{count}} autre",
    more_other: "et {{count}} autres",
  },
  allDay: "Toute la journée",
  canceled: "Annulé",
  messages: {
    title: "Messages non lus",
    count_one: "{{count}} message non lu",
    count_other: "{{count}} messages non lus",
    empty: "Vous avez lu tous vos messages.",
    write: "Écrire un message",
    inbox: "Aller à la boîte de réception",
    from: "de {{name}}",
    loadError: "Vos messages n'ont pas pu être chargés.",
  },
  invites: {
    title: "Invitations en attente",
    empty: "Aucune invitation n'attend votre réponse.",
    appointment: "Rendez-vous",
    group: "Groupe",
    answerAppointments: "Répondre aux invitations à des rendez-vous",
    answerGroups: "Répondre aux invitations à des groupes",
    loadError: "Vos invitations n'ont pas pu être chargées.",
  },
  groups: {
    title: "Mes groupes",
    empty: "Vous n'êtes encore dans aucun groupe. Trouvez des groupes à rejoindre dans l'annuaire.",
    find: "Trouver des groupes",
    admin: "Administrateur",
    loadError: "Vos groupes n'ont pas pu être chargés.",
  },
  shortcuts: "Raccourcis",
};
