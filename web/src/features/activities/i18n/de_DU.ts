import { activitiesDe } from "./de";
import type { ActivitiesMessages } from "./en";

/** Informal German: only texts that address the reader differ. */
export const activitiesDeDu: ActivitiesMessages = {
  ...activitiesDe,
  notFound: "Diese Aktivität existiert nicht oder ist für dich nicht sichtbar.",
  composer: {
    ...activitiesDe.composer,
    content: "Was möchtest du teilen?",
    questionContent: "Was möchtest du fragen?",
    surveyContent: "Was möchtest du fragen?",
    tagsHint: "Gib mindestens ein Zeichen ein, um Tags zu finden; Enter fügt einen neuen hinzu.",
    posted: "Dein Beitrag ist veröffentlicht.",
    notPosted: "Dein Beitrag konnte nicht veröffentlicht werden.",
  },
  replies: {
    ...activitiesDe.replies,
    replyLabel: "Deine Antwort",
    answerLabel: "Dein Lösungsvorschlag",
    notPosted: "Deine Antwort konnte nicht veröffentlicht werden.",
  },
  poll: {
    ...activitiesDe.poll,
    choose: "Deine Antwort",
    chooseDates: "Die Termine, die dir passen",
    yourChoice: "Deine Wahl",
    voted: "Deine Stimme ist gespeichert.",
    withdrawn: "Deine Stimme ist zurückgezogen.",
  },
  streams: {
    ...activitiesDe.streams,
    followHint: "Aktivitäten dieses Stroms erscheinen in deinem Strom „Alle Aktivitäten“.",
  },
  leave: { ...activitiesDe.leave, text: "Dein Text ist noch nicht veröffentlicht und geht verloren." },
  links: { ...activitiesDe.links, waiting: "Warte auf die Linkvorschauen …" },
};
