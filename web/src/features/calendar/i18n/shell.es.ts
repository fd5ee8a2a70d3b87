import type { CalendarShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  calendar: {
    shell: {
      link: "Citas",
      allAppointments: "Mis citas",
      participating: "Participo",
      invites: "Invitaciones",
      groupCalendars: "Calendarios de grupo",
      tile: "Consulta tus próximas citas",
    } satisfies CalendarShellMessages,
  },
};
