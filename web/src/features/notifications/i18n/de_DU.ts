import { notificationsDe } from "./de";
import type { NotificationsMessages } from "./en";

/** German with the informal "du"; only texts that address the reader differ from `de`. */
export const notificationsDeDu: NotificationsMessages = {
  ...notificationsDe,
  emptyText:
    "Wenn jemand dich erwähnt, auf deine Beiträge antwortet oder sie mit „Gefällt mir“ markiert, siehst du es hier.",
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
  },
};
