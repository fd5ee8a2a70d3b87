import type { CalendarShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  calendar: {
    shell: {
      link: "Rendez-vous",
      allAppointments: "Mes rendez-vous",
      participating: "Participations",
      invites: "Invitations",
      groupCalendars: "Calendriers de groupe",
      tile: "Voir vos prochains rendez-vous",
    } satisfies CalendarShellMessages,
  },
};
