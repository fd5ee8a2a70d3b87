import { profileDe } from "./de";
import type { ProfileMessages } from "./en";

export const profileDeDu: ProfileMessages = {
  ...profileDe,
  notFound: "Dieses Mitglied existiert nicht oder ist für dich nicht sichtbar.",
  ignored: {
    ...profileDe.ignored,
    empty: "Du ignorierst niemanden.",
    hint: "Ignorierte Mitglieder können dir keine Direktnachrichten senden.",
  },
  changeRequest: {
    ...profileDe.changeRequest,
    hint: "Ein Administrator prüft deinen Antrag.",
    sent: "Dein Änderungsantrag wurde gesendet.",
  },
  push: {
    ...profileDe.push,
    permissionDenied:
      "Der Browser erlaubt dieser Seite keine Benachrichtigungen. Erlaube sie in den Website-Einstellungen.",
    emptyText:
      "Schalte Push-Benachrichtigungen in einem Browser ein, um dort Erwähnungen, Nachrichten, Einladungen und Aufgaben zu erhalten.",
  },
  settings: { ...profileDe.settings, selectGroupsRequired: "Wähle mindestens eine Gruppe." },
  onboarding: { ...profileDe.onboarding, title: "Willkommen! Erzähl etwas über dich" },
};
