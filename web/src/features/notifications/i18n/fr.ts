import type { NotificationsMessages } from "./en";

export const notificationsFr: NotificationsMessages = {
  title: "Notifications",
  markAllRead: "Tout marquer comme lu",
  loadMore: "Charger plus",
  empty: "Aucune notification pour l’instant",
  emptyText:
    "Quand quelqu’un vous mentionne, répond à vos publications, les aime ou vous invite dans un groupe ou à un rendez-vous, vous le verrez ici.",
  loadError: "Les notifications n’ont pas pu être chargées.",
  unread: "Non lue",
  someone: "Quelqu’un",
  actorAndOthers_one: "{{actor}} et {{count}} autre personne",
  actorAndOthers_other: "{{actor}} et {{count}} autres personnes",
  kinds: {
    mention_one: "{{actors}} vous a mentionné dans « {{excerpt}} »",
    mention_other: "{{actors}} vous ont mentionné dans « {{excerpt}} »",
    reply_one: "{{actors}} a répondu à votre publication « {{excerpt}} »",
    reply_other: "{{actors}} ont répondu à votre publication « {{excerpt}} »",
    answer_one: "{{actors}} a répondu à votre question « {{excerpt}} »",
    answer_other: "{{actors}} ont répondu à votre question « {{excerpt}} »",
    like_one: "{{actors}} a aimé votre publication « {{excerpt}} »",
    like_other: "{{actors}} ont aimé votre publication « {{excerpt}} »",
    accepted_answer_one: "{{actors}} a accepté votre réponse à « {{excerpt}} »",
    accepted_answer_other: "{{actors}} ont accepté votre réponse à « {{excerpt}} »",
    group_invite: "{{actors}} vous a invité à rejoindre « {{title}} »",
    group_join_request: "{{actors}} demande à rejoindre « {{title}} »",
    group_join_approved: "{{actors}} a accepté votre demande pour rejoindre « {{title}} »",
    group_join_declined: "{{actors}} a refusé votre demande pour rejoindre « {{title}} »",
    appointment_invite: "{{actors}} vous a invité à « {{title}} »",
    article_published: "{{actors}} a publié « {{title}} » dans une chaîne à laquelle vous êtes abonné",
  },
};
