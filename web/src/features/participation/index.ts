import type { RouteObject } from "react-router";

/** Participation screens (calendar.md §2): participants, invites, contact attendees. */
export const participationRoutes: RouteObject[] = [
  {
    path: "appointments/invites",
    lazy: async () => ({ Component: (await import("./routes/InvitesPage")).InvitesPage }),
  },
  {
    path: "appointments/:id/participants",
    lazy: async () => ({ Component: (await import("./routes/ParticipantsPage")).ParticipantsPage }),
  },
  {
    path: "appointments/:id/contact",
    lazy: async () => ({ Component: (await import("./routes/ContactPage")).ContactPage }),
  },
];
export { InvitationsSection, type InvitationsValue, noInvitations } from "./components/InvitationsSection";
export { InvitesUnreadBadge } from "./components/InvitesUnreadBadge";
export { MeetingRoomSection } from "./components/MeetingRoomSection";
export { ParticipationPanel } from "./components/ParticipationPanel";
export { RsvpButtons } from "./components/RsvpButtons";
export { zonedToIso } from "./logic";
