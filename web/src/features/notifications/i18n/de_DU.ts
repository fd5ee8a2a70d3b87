import { notificationsDe } from "./de";
import type { NotificationsMessages } from "./en";

/** German with the informal "du"; only texts that address the reader differ from `de`. */
export const notificationsDeDu: NotificationsMessages = {
  ...notificationsDe,
  emptyText:
    "Wenn jemand dich erwähnt, auf deine Beiträge antwortet, sie mit „Gefällt mir“ markiert oder dich in eine Gruppe oder zu einem Termin einlädt, siehst du es hier.",
  kinds: {
    mention_one: "{{actors}} hat dich in „{{excerpt}}“ erwähnt",
    mention_other: "{{actors}} haben dich in „{{excerpt}}“ erwähnt",
    reply_one: "{{actors}} hat auf deinen Beitrag „{{excerpt}}“ geantwortet",
    reply_other: "{{actors}} haben auf deinen Beitrag „{{excerpt}}“ geantwortet",
    answer_one: "{{actors}} hat deine Frage „{{excerpt}}“ beantwortet",
    answer_other: "{{actors}} haben deine Frage „{{excerpt}}“ beantwortet",
    like_one: "{{actors}} hat deinen Beitrag „{{excerpt}}“ mit „Gefällt mir“ markiert",
    like_other: "{{actors}} haben deinen Beitrag „{{excerpt}}“ mit „Gefällt mir“ markiert",
    accepted_answer_one: "{{actors}} hat deine Antwort auf „{{excerpt}}“ akzeptiert",
    accepted_answer_other: "{{actors}} haben deine Antwort auf „{{excerpt}}“ akzeptiert",
    group_invite: "{{actors}} hat dich in die Gruppe „{{title}}“ eingeladen",
    group_join_request: "{{actors}} möchte der Gruppe „{{title}}“ beitreten",
    group_join_approved: "{{actors}} hat deine Anfrage, der Gruppe „{{title}}“ beizutreten, angenommen",
    group_join_declined: "{{actors}} hat deine Anfrage, der Gruppe „{{title}}“ beizutreten, abgelehnt",
    appointment_invite: "{{actors}} hat dich zu „{{title}}“ eingeladen",
    task_assigned: "{{actors}} hat dir die Aufgabe „{{title}}“ zugewiesen",
    task_accepted: "{{actors}} hat deine Aufgabe „{{title}}“ angenommen",
    task_declined: "{{actors}} hat deine Aufgabe „{{title}}“ abgelehnt",
    article_published: "{{actors}} hat „{{title}}“ in einem Kanal veröffentlicht, den du abonniert hast",
  },
};
