import type { NotificationsMessages } from "./en";

export const notificationsDe: NotificationsMessages = {
  title: "Benachrichtigungen",
  markAllRead: "Alle als gelesen markieren",
  loadMore: "Mehr laden",
  empty: "Noch keine Benachrichtigungen",
  emptyText:
    "Wenn jemand Sie erwähnt, auf Ihre Beiträge antwortet, sie mit „Gefällt mir“ markiert oder Sie in eine Gruppe oder zu einem Termin einlädt, sehen Sie es hier.",
  loadError: "Die Benachrichtigungen konnten nicht geladen werden.",
  unread: "Ungelesen",
  someone: "Jemand",
  actorAndOthers_one: "{{actor}} und {{count}} weitere Person",
  actorAndOthers_other: "{{actor}} und {{count}} weitere Personen",
  kinds: {
    mention_one: "{{actors}} hat Sie in „{{excerpt}}“ erwähnt",
    mention_other: "{{actors}} haben Sie in „{{excerpt}}“ erwähnt",
    reply_one: "{{actors}} hat auf Ihren Beitrag „{{excerpt}}“ geantwortet",
    reply_other: "{{actors}} haben auf Ihren Beitrag „{{excerpt}}“ geantwortet",
    answer_one: "{{actors}} hat Ihre Frage „{{excerpt}}“ beantwortet",
    answer_other: "{{actors}} haben Ihre Frage „{{excerpt}}“ beantwortet",
    like_one: "{{actors}} hat Ihren Beitrag „{{excerpt}}“ mit „Gefällt mir“ markiert",
    like_other: "{{actors}} haben Ihren Beitrag „{{excerpt}}“ mit „Gefällt mir“ markiert",
    accepted_answer_one: "{{actors}} hat Ihre Antwort auf „{{excerpt}}“ akzeptiert",
    accepted_answer_other: "{{actors}} haben Ihre Antwort auf „{{excerpt}}“ akzeptiert",
    group_invite: "{{actors}} hat Sie in die Gruppe „{{title}}“ eingeladen",
    group_join_request: "{{actors}} möchte der Gruppe „{{title}}“ beitreten",
    group_join_approved: "{{actors}} hat Ihre Anfrage, der Gruppe „{{title}}“ beizutreten, angenommen",
    group_join_declined: "{{actors}} hat Ihre Anfrage, der Gruppe „{{title}}“ beizutreten, abgelehnt",
    appointment_invite: "{{actors}} hat Sie zu „{{title}}“ eingeladen",
    article_published: "{{actors}} hat „{{title}}“ in einem Kanal veröffentlicht, den Sie abonniert haben",
  },
};
