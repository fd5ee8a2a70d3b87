import { IconCalendar } from "@tabler/icons-react";
import type { RouteObject } from "react-router";
import { defineFeature } from "../manifest";
import { calendarShellTexts } from "./i18n/shell";
import { appointmentSections } from "./userbar";

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
  {
    path: "groups/:groupSlug/appointments/participating",
    lazy: page(() => import("./routes/AppointmentsPage"), "ParticipatingPage"),
  },
  { path: "calendars", lazy: page(() => import("./routes/AppointmentsPage"), "AllCalendarsPage") },
  { path: "calendars/my", lazy: page(() => import("./routes/AppointmentsPage"), "MyCalendarsPage") },
  { path: "calendars/shared", lazy: page(() => import("./routes/AppointmentsPage"), "SharedCalendarsPage") },
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

export { appointmentsQuery } from "./api";
export { daysCovered } from "./logic";

export const calendarFeature = defineFeature({
  key: "calendar",
  routes: calendarRoutes,
  translations: () => import("./i18n"),
  shellTexts: calendarShellTexts,
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
