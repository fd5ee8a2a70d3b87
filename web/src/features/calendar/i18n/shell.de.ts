import type { CalendarShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  calendar: {
    shell: {
      link: "Termine",
      allAppointments: "Meine Termine",
      participating: "Teilnahmen",
      invites: "Einladungen",
      groupCalendars: "Gruppenkalender",
      tile: "Ihre nächsten Termine ansehen",
    } satisfies CalendarShellMessages,
  },
};
