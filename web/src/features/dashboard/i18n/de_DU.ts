import { dashboardDe } from "./de";
import type { DashboardMessages } from "./en";

/** German with the informal "du"; only texts that address the reader differ from `de`. */
export const dashboardDeDu: DashboardMessages = {
  ...dashboardDe,
  today: {
    ...dashboardDe.today,
    empty: "Heute steht nichts in deinen Kalendern.",
    loadError: "Deine Termine konnten nicht geladen werden.",
  },
  messages: {
    ...dashboardDe.messages,
    empty: "Du hast alle Nachrichten gelesen.",
    loadError: "Deine Nachrichten konnten nicht geladen werden.",
  },
  invites: {
    ...dashboardDe.invites,
    empty: "Keine Einladung wartet auf deine Antwort.",
    loadError: "Deine Einladungen konnten nicht geladen werden.",
  },
  groups: {
    ...dashboardDe.groups,
    empty: "Du bist noch in keiner Gruppe. Im Verzeichnis findest du Gruppen zum Beitreten.",
    loadError: "Deine Gruppen konnten nicht geladen werden.",
  },
};
