import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the shell shows for this feature (userbar, notifications, start page), there from the first screen. */
const calendarShellEn = {
  link: "Appointments",
  allAppointments: "My appointments",
  participating: "Participating",
  invites: "Invitations",
  groupCalendars: "Group calendars",
  tile: "See your upcoming appointments",
};
export type CalendarShellMessages = typeof calendarShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    calendar: { shell: CalendarShellMessages };
  }
}

const calendarShellDe: CalendarShellMessages = {
  link: "Termine",
  allAppointments: "Meine Termine",
  participating: "Teilnahmen",
  invites: "Einladungen",
  groupCalendars: "Gruppenkalender",
  tile: "Ihre nächsten Termine ansehen",
};

const calendarShellEs: CalendarShellMessages = {
  link: "Citas",
  allAppointments: "Mis citas",
  participating: "Participo",
  invites: "Invitaciones",
  groupCalendars: "Calendarios de grupo",
  tile: "Consulta tus próximas citas",
};

const calendarShellFr: CalendarShellMessages = {
  link: "Rendez-vous",
  allAppointments: "Mes rendez-vous",
  participating: "Participations",
  invites: "Invitations",
  groupCalendars: "Calendriers de groupe",
  tile: "Voir vos prochains rendez-vous",
};

const calendarShellDeDu: CalendarShellMessages = { ...calendarShellDe, tile: "Deine nächsten Termine ansehen" };

/** Registered under `calendar.shell` when the app starts; the rest of the namespace loads with the routes. */
export const calendarShellTexts = {
  calendar: {
    en: { shell: calendarShellEn },
    de: { shell: calendarShellDe },
    de_DU: { shell: calendarShellDeDu },
    es: { shell: calendarShellEs },
    fr: { shell: calendarShellFr },
  },
} satisfies NamespaceBundle;
