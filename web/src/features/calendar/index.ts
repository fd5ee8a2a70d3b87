import type { RouteObject } from "react-router";

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({
    Component: (await load())[name],
  });

/** Calendar and appointment screens (spec calendar.md §2); participation screens come with their own issue. */
export const calendarRoutes: RouteObject[] = [
  { path: "appointments", lazy: page(() => import("./routes/AppointmentsPage"), "AppointmentsPage") },
  { path: "appointments/participating", lazy: page(() => import("./routes/AppointmentsPage"), "ParticipatingPage") },
  { path: "groups/:groupSlug/calendars", lazy: page(() => import("./routes/AppointmentsPage"), "AppointmentsPage") },
  { path: "appointments/new", lazy: page(() => import("./routes/AppointmentFormPage"), "AppointmentFormPage") },
  { path: "appointments/:id/edit", lazy: page(() => import("./routes/AppointmentFormPage"), "AppointmentFormPage") },
  { path: "appointments/:id", lazy: page(() => import("./routes/AppointmentPage"), "AppointmentPage") },
  { path: "calendars/manage", lazy: page(() => import("./routes/CalendarsManagePage"), "CalendarsManagePage") },
  {
    path: "calendars/subscribe",
    lazy: page(() => import("./routes/CalendarsSubscribePage"), "CalendarsSubscribePage"),
  },
  { path: "calendars/new", lazy: page(() => import("./routes/CalendarFormPage"), "CalendarFormPage") },
  { path: "calendars/:id/edit", lazy: page(() => import("./routes/CalendarFormPage"), "CalendarFormPage") },
];
export { appointmentQuery } from "./api";
