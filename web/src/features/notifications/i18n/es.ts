import type { NotificationsMessages } from "./en";

export const notificationsEs: NotificationsMessages = {
  title: "Notificaciones",
  markAllRead: "Marcar todas como leídas",
  loadMore: "Cargar más",
  empty: "Todavía no hay notificaciones",
  emptyText:
    "Cuando alguien te mencione, responda a tus publicaciones, indique que le gustan o te invite a un grupo o a una cita, lo verás aquí.",
  loadError: "No se han podido cargar las notificaciones.",
  unread: "No leída",
  someone: "Alguien",
  actorAndOthers_one: "{{actor}} y {{count}} persona más",
  actorAndOthers_other: "{{actor}} y {{count}} personas más",
  kinds: {
    mention_one: "{{actors}} te ha mencionado en «{{excerpt}}»",
    mention_other: "{{actors}} te han mencionado en «{{excerpt}}»",
    reply_one: "{{actors}} ha respondido a tu publicación «{{excerpt}}»",
    reply_other: "{{actors}} han respondido a tu publicación «{{excerpt}}»",
    answer_one: "{{actors}} ha contestado a tu pregunta «{{excerpt}}»",
    answer_other: "{{actors}} han contestado a tu pregunta «{{excerpt}}»",
    like_one: "A {{actors}} le gusta tu publicación «{{excerpt}}»",
    like_other: "A {{actors}} les gusta tu publicación «{{excerpt}}»",
    accepted_answer_one: "{{actors}} ha aceptado tu respuesta a «{{excerpt}}»",
    accepted_answer_other: "{{actors}} han aceptado tu respuesta a «{{excerpt}}»",
    group_invite: "{{actors}} te ha invitado a unirte a «{{title}}»",
    group_join_request: "{{actors}} quiere unirse a «{{title}}»",
    group_join_approved: "{{actors}} ha aceptado tu solicitud para unirte a «{{title}}»",
    group_join_declined: "{{actors}} ha rechazado tu solicitud para unirte a «{{title}}»",
    appointment_invite: "{{actors}} te ha invitado a «{{title}}»",
    article_published: "{{actors}} ha publicado «{{title}}» en un canal al que estás suscrito",
  },
};
