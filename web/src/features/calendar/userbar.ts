import { type NetworkPreload, UnreadKey } from "@intranet/contracts";
import { IconUsersGroup } from "@tabler/icons-react";
import { isOnPath, type UserbarSection } from "../manifest";

/** Appointment navigation, with one calendar link per group of the member (/appointments, /calendars). */
export function appointmentSections(pathname: string, network: NetworkPreload): UserbarSection[] | null {
  if (!isOnPath(pathname, ["/appointments", "/calendars"])) return null;
  const sections: UserbarSection[] = [
    {
      key: "appointments",
      title: "calendar.shell.link",
      links: [
        { key: "appointments-all", label: "calendar.shell.allAppointments", to: "/appointments", exact: true },
        { key: "appointments-participating", label: "calendar.shell.participating", to: "/appointments/participating" },
        {
          key: "appointments-invites",
          label: "calendar.shell.invites",
          to: "/appointments/invites",
          badge: { unread: UnreadKey.Calendars, testId: "invites-unread-badge" },
        },
      ],
    },
  ];
  if (network.my_groups.length > 0) {
    sections.push({
      key: "group-calendars",
      title: "calendar.shell.groupCalendars",
      links: network.my_groups.map((group) => ({
        key: `group-calendar-${group.slug}`,
        text: group.name,
        to: `/groups/${group.slug}/calendars`,
        icon: IconUsersGroup,
      })),
    });
  }
  return sections;
}
