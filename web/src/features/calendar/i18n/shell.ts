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

/**
 * Registered under `calendar.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { calendar: { shell: calendarShellEn } };
