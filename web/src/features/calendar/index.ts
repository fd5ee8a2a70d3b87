import { IconCalendar } from "@tabler/icons-react";
import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";
import { prefetchOverview } from "./prefetch";
import { appointmentSections } from "./userbar";

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({
    Component: (await load())[name],
  });

/** Calendar and appointment screens (spec calendar.md §2); participation screens come with their own issue. */
export const calendarRoutes: FeatureRoute[] = [
  {
    path: "appointments",
    handle: { title: "calendar.overview", prefetch: prefetchOverview(false) },
    lazy: page(() => import("./routes/AppointmentsPage"), "AppointmentsPage"),
  },
  {
    path: "appointments/participating",
    handle: { title: "calendar.participatingTitle", prefetch: prefetchOverview(true) },
    lazy: page(() => import("./routes/AppointmentsPage"), "ParticipatingPage"),
  },
  {
    path: "groups/:groupSlug/calendars",
    handle: { title: "calendar.groupTitle" },
    lazy: page(() => import("./routes/AppointmentsPage"), "AppointmentsPage"),
  },
  {
    path: "groups/:groupSlug/appointments/participating",
    handle: { title: "calendar.participatingTitle" },
    lazy: page(() => import("./routes/AppointmentsPage"), "ParticipatingPage"),
  },
  {
    path: "calendars",
    handle: { title: "calendar.scopeTitles.all", prefetch: prefetchOverview(false) },
    lazy: page(() => import("./routes/AppointmentsPage"), "AllCalendarsPage"),
  },
  {
    path: "calendars/my",
    handle: { title: "calendar.scopeTitles.my" },
    lazy: page(() => import("./routes/AppointmentsPage"), "MyCalendarsPage"),
  },
  {
    path: "calendars/shared",
    handle: { title: "calendar.scopeTitles.shared" },
    lazy: page(() => import("./routes/AppointmentsPage"), "SharedCalendarsPage"),
  },
  {
    path: "appointments/new",
    handle: { title: "calendar.newAppointment" },
    lazy: page(() => import("./routes/AppointmentFormPage"), "AppointmentFormPage"),
  },
  {
    path: "appointments/:id/edit",
    handle: { title: "calendar.editAppointment" },
    lazy: page(() => import("./routes/AppointmentFormPage"), "AppointmentFormPage"),
  },
  {
    path: "appointments/:id",
    handle: { title: "calendar.overview" },
    lazy: page(() => import("./routes/AppointmentPage"), "AppointmentPage"),
  },
  {
    path: "calendars/manage",
    handle: { title: "calendar.manageTitle" },
    lazy: page(() => import("./routes/CalendarsManagePage"), "CalendarsManagePage"),
  },
  {
    path: "calendars/subscribe",
    handle: { title: "calendar.subscribeTitle" },
    lazy: page(() => import("./routes/CalendarsSubscribePage"), "CalendarsSubscribePage"),
  },
  {
    path: "calendars/new",
    handle: { title: "calendar.newCalendar" },
    lazy: page(() => import("./routes/CalendarFormPage"), "CalendarFormPage"),
  },
  {
    path: "calendars/:id/edit",
    handle: { title: "calendar.editCalendar" },
    lazy: page(() => import("./routes/CalendarFormPage"), "CalendarFormPage"),
  },
];

export { appointmentsQuery } from "./api";
export { daysCovered } from "./logic";

export const calendarFeature = defineFeature({
  key: "calendar",
  routes: calendarRoutes,
  translations,
  shows: ["participation"],
  moduleLinks: [
    {
      key: "appointments",
      label: "calendar.shell.link",
      to: "/appointments",
      icon: IconCalendar,
      alsoActiveOn: ["/calendars"],
    },
  ],
  userbarSections: appointmentSections,
  tiles: [
    {
      key: "appointments",
      to: "/appointments",
      icon: IconCalendar,
      title: "calendar.shell.link",
      text: "calendar.shell.tile",
    },
  ],
});
