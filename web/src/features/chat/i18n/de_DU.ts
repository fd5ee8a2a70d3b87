import { chatDe } from "./de";
import type { ChatMessages } from "./en";

/** Informal German: only texts that address the reader differ. */
export const chatDeDu: ChatMessages = {
  ...chatDe,
  you: "Du",
  room: {
    ...chatDe.room,
    notFound: "Diesen Chat gibt es nicht oder du bist nicht darin.",
    noMessages: "Noch keine Nachrichten. Sag Hallo!",
  },
  composer: {
    ...chatDe.composer,
    readOnly: "Du kannst in diesem Chat nicht schreiben.",
    waiting: "Warte auf Uploads und Linkvorschauen…",
    leaveMessage: "Deine Nachricht wurde noch nicht gesendet.",
  },
  errors: {
    ...chatDe.errors,
    forbidden: "Das darfst du in diesem Chat nicht.",
    rate_limited: "Zu viele Nachrichten auf einmal. Bitte warte einen Moment.",
    not_joined: "Der Chat verbindet sich noch. Bitte versuche es erneut.",
    unauthorized: "Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.",
    server_error: "Im Chat ist etwas schiefgegangen. Bitte versuche es erneut.",
    timeout: "Der Chat hat nicht rechtzeitig geantwortet. Bitte versuche es erneut.",
    not_connected: "Der Chat ist nicht verbunden. Bitte versuche es erneut, sobald er es ist.",
  },
};
