import type { DashboardMessages } from "./en";

export const dashboardDe: DashboardMessages = {
  greeting: "Hallo, {{name}}!",
  intro: "Das steht heute an.",
  today: {
    title: "Heute",
    empty: "Heute steht nichts in Ihren Kalendern.",
    add: "Termin hinzufügen",
    loadError: "Ihre Termine konnten nicht geladen werden.",
  },
  upcoming: {
    title: "Demnächst",
    empty: "In den nächsten zwei Wochen ist nichts geplant.",
    all: "Alle Termine",
    more_one: "und {{count}} weiterer",
    more_other: "und {{count}} weitere",
  },
  allDay: "Ganztägig",
  canceled: "Abgesagt",
  messages: {
    title: "Ungelesene Nachrichten",
    count_one: "{{count}} ungelesene Nachricht",
    count_other: "{{count}} ungelesene Nachrichten",
    empty: "Sie haben alle Nachrichten gelesen.",
    write: "Nachricht schreiben",
    inbox: "Zum Posteingang",
    from: "von {{name}}",
    loadError: "Ihre Nachrichten konnten nicht geladen werden.",
  },
  invites: {
    title: "Offene Einladungen",
    empty: "Keine Einladung wartet auf Ihre Antwort.",
    appointment: "Termin",
    group: "Gruppe",
    answerAppointments: "Termineinladungen beantworten",
    answerGroups: "Gruppeneinladungen beantworten",
    loadError: "Ihre Einladungen konnten nicht geladen werden.",
  },
  groups: {
    title: "Meine Gruppen",
    empty: "Sie sind noch in keiner Gruppe. Im Verzeichnis finden Sie Gruppen zum Beitreten.",
    find: "Gruppen finden",
    admin: "Administrator",
    loadError: "Ihre Gruppen konnten nicht geladen werden.",
  },
  shortcuts: "Schnellzugriff",
};
