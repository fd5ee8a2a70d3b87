import { groupsDe } from "./de";
import type { GroupsMessages } from "./en";

/** Informal German: only texts that address the reader differ. */
export const groupsDeDu: GroupsMessages = {
  ...groupsDe,
  directory: {
    ...groupsDe.directory,
    tooLarge: "Es gibt zu viele Einträge für eine Liste. Bitte schränk die Suche ein.",
  },
  home: {
    ...groupsDe.home,
    leaveConfirm: "Möchtest du {{name}} wirklich verlassen?",
    joined: "Du bist {{name}} beigetreten.",
    requested: "Deine Beitrittsanfrage für {{name}} wurde gesendet.",
    left: "Du hast {{name}} verlassen.",
    notFound: "Diese Gruppe existiert nicht oder ist für dich nicht sichtbar.",
    acceptInvite: "Zu deinen Einladungen",
  },
  form: { ...groupsDe.form, noPermission: "Du darfst in dieser Kategorie keine Gruppen erstellen." },
  pages: {
    ...groupsDe.pages,
    deleteConfirm: "Möchtest du die Seite {{title}} wirklich löschen?",
    notFound: "Diese Seite existiert nicht oder ist für dich nicht sichtbar.",
    leave: { ...groupsDe.pages.leave, text: "Deine Änderungen an dieser Seite wurden nicht gespeichert." },
  },
  invites: { ...groupsDe.invites, accepted: "Du bist jetzt Mitglied von {{name}}." },
};
