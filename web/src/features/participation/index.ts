import { UnreadKey } from "@intranet/contracts";
import { IconCalendarEvent } from "@tabler/icons-react";
import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

/** Participation screens (calendar.md §2): participants, invites, contact attendees. */
export const participationRoutes: FeatureRoute[] = [
  {
    path: "appointments/invites",
    handle: { title: "participation.invites" },
    lazy: async () => ({ Component: (await import("./routes/InvitesPage")).InvitesPage }),
  },
  {
    path: "appointments/:id/participants",
    handle: { title: "participation.participants" },
    lazy: async () => ({ Component: (await import("./routes/ParticipantsPage")).ParticipantsPage }),
  },
  {
    path: "appointments/:id/contact",
    handle: { title: "participation.participants" },
    lazy: async () => ({ Component: (await import("./routes/ContactPage")).ContactPage }),
  },
];

export { appointmentInvitesQuery } from "./api";
export { InvitationsSection, type InvitationsValue, noInvitations } from "./components/InvitationsSection";
export { MeetingRoomSection } from "./components/MeetingRoomSection";
export { ParticipationPanel } from "./components/ParticipationPanel";
export { RsvpButtons } from "./components/RsvpButtons";
export { formatAppointmentDate, zonedToIso } from "./logic";

export const participationFeature = defineFeature({
  key: "participation",
  routes: participationRoutes,
  translations,
  shows: ["calendar"],
  notifications: [
    {
      key: "appointment-invites",
      unread: UnreadKey.Calendars,
      to: "/appointments/invites",
      label: "participation.shell.notification",
      icon: IconCalendarEvent,
    },
  ],
});
