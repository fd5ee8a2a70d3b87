import { calendarDe } from "./de";
import type { CalendarMessages } from "./en";

export const calendarDeDu: CalendarMessages = {
  ...calendarDe,
  cancelProhibited: { ...calendarDe.cancelProhibited, not_allowed: "Du darfst diesen Termin nicht absagen." },
  unknownCalendars_one: "und {{count}} für dich nicht sichtbarer Kalender",
  unknownCalendars_other: "und {{count}} für dich nicht sichtbare Kalender",
  removeShareConfirm: "Diesen mit dir geteilten Kalender entfernen?",
  subscribeIntro: "Füge diese Links deinem Kalenderprogramm hinzu (webcal).",
  noToken: "Zum Abonnieren brauchst du ein Kalender-Token.",
  tokenHidden:
    "Aus Sicherheitsgründen wird das Token nur einmal angezeigt. Setz es zurück, um die Links erneut zu sehen; alte Links funktionieren dann nicht mehr.",
  noPostableCalendars: "Es gibt noch keinen Kalender, in den du Termine eintragen kannst",
  noPostableCalendarsText:
    "Leg zuerst einen eigenen Kalender an oder bitte eine Gruppenadministration um einen Gruppenkalender.",
  noCalendarsText:
    "Leg einen Kalender an, um Termine zu planen und mit Kolleginnen, Kollegen oder einer Gruppe zu teilen.",
};
