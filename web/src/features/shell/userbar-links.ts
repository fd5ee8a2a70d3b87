import type { NetworkPreload } from "@intranet/contracts";
import type { Messages } from "../../i18n/locales/en";

export type UserbarLabel = keyof Messages["userbar"];
export type UserbarIcon =
  | "activities"
  | "messages"
  | "appointments"
  | "files"
  | "directory"
  | "administration"
  | "signIn"
  | "info"
  | "group";

export interface UserbarLink {
  key: string;
  to: string;
  /** A translated label, or `text` for names that come from data (groups). */
  label?: UserbarLabel;
  text?: string;
  icon?: UserbarIcon;
  /** Active only on exactly this path, not on paths below it. */
  exact?: boolean;
  /** Further path prefixes that mark the link active. */
  alsoActiveOn?: string[];
}

export interface UserbarSection {
  key: string;
  title?: UserbarLabel;
  links: UserbarLink[];
}

const MEMBER_PATH = /^\/members\/([0-9a-f]{24})(?:\/|$)/;
const startsWithAny = (pathname: string, prefixes: string[]) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export function isLinkActive(link: UserbarLink, pathname: string): boolean {
  if (link.exact) return pathname === link.to;
  return startsWithAny(pathname, [link.to, ...(link.alsoActiveOn ?? [])]);
}

const moduleLinks: UserbarLink[] = [
  {
    key: "activities",
    label: "activities",
    to: "/activitystreams/all",
    icon: "activities",
    alsoActiveOn: ["/activitystreams", "/activities"],
  },
  { key: "messages", label: "messages", to: "/messages", icon: "messages" },
  {
    key: "appointments",
    label: "appointments",
    to: "/appointments",
    icon: "appointments",
    alsoActiveOn: ["/calendars"],
  },
  { key: "files", label: "files", to: "/files", icon: "files" },
  { key: "directory", label: "directory", to: "/directory", icon: "directory" },
];

function appointmentSections(network: NetworkPreload): UserbarSection[] {
  const sections: UserbarSection[] = [
    {
      key: "appointments",
      title: "appointments",
      links: [
        { key: "appointments-all", label: "allAppointments", to: "/appointments", exact: true },
        { key: "appointments-participating", label: "participating", to: "/appointments/participating" },
        { key: "appointments-invites", label: "invites", to: "/appointments/invites" },
      ],
    },
  ];
  if (network.my_groups.length > 0) {
    sections.push({
      key: "group-calendars",
      title: "groupCalendars",
      links: network.my_groups.map((group) => ({
        key: `group-calendar-${group.slug}`,
        text: group.name,
        to: `/groups/${group.slug}/calendars`,
        icon: "group",
      })),
    });
  }
  return sections;
}

function profileSection(memberId: string, network: NetworkPreload): UserbarSection {
  const me = network.current_member;
  const own = me?.id === memberId;
  const base = `/members/${memberId}`;
  const links: UserbarLink[] = [
    { key: "profile-information", label: "information", to: base, exact: true },
    { key: "profile-activities", label: "activities", to: `${base}/activities` },
    { key: "profile-likes", label: "likes", to: `${base}/likes` },
  ];
  if (own && me.can.update_registration) {
    links.push(
      { key: "profile-registration", label: "editRegistration", to: "/users/edit" },
      { key: "profile-two-factor", label: "twoFactor", to: "/users/two_factor" },
    );
  }
  if (own && me.can.update_profile) {
    links.push(
      { key: "profile-edit", label: "editProfile", to: `${base}/edit` },
      { key: "profile-locale", label: "localeSettings", to: `${base}/locale_settings` },
      { key: "profile-settings", label: "membershipSettings", to: `${base}/settings/edit` },
      { key: "profile-ignored", label: "ignored", to: `${base}/ignored` },
    );
  }
  if (own && network.config.memberships.change_requests.enabled) {
    links.push({ key: "profile-change-request", label: "changeRequest", to: `${base}/change_requests/new` });
  }
  return { key: "profile", title: "profile", links };
}

const GROUP_MEMBER_PATHS = /^\/groups\/[^/]+\/(members|membership_invites\/new)$/;

/** Members and one tab per group category (/directory, /members, /directory/{slug}, group member lists). */
function directorySection(network: NetworkPreload): UserbarSection {
  return {
    key: "directory",
    title: "directory",
    links: [
      { key: "directory-members", label: "members", to: "/members", alsoActiveOn: [] },
      ...network.group_categories.map((c) => ({
        key: `directory-${c.slug}`,
        text: c.plural_name,
        to: `/directory/${c.slug}`,
        icon: "group" as const,
      })),
    ],
  };
}

/** The sub-navigation that belongs to the current route, below the module links. */
function routeSections(pathname: string, network: NetworkPreload): UserbarSection[] {
  const me = network.current_member;
  if (startsWithAny(pathname, ["/appointments", "/calendars"])) return appointmentSections(network);
  if (pathname === "/directory" || pathname === "/members" || pathname.startsWith("/directory/")) {
    return [directorySection(network)];
  }
  if (GROUP_MEMBER_PATHS.test(pathname)) return [directorySection(network)];
  if (startsWithAny(pathname, ["/messages"])) {
    return [
      {
        key: "messages",
        title: "messages",
        links: [
          { key: "messages-inbox", label: "inbox", to: "/messages", exact: true },
          { key: "messages-sent", label: "sent", to: "/messages/sent" },
        ],
      },
    ];
  }
  const memberId =
    MEMBER_PATH.exec(pathname)?.[1] ??
    (pathname === "/users/edit" || pathname === "/users/two_factor" ? me?.id : undefined);
  return memberId ? [profileSection(memberId, network)] : [];
}

/** Everything the userbar shows for a route: reduced navigation for visitors, modules and sub-navigation for members. */
export function userbarSections(pathname: string, network: NetworkPreload): UserbarSection[] {
  if (!network.current_member) {
    return [
      {
        key: "visitor",
        links: [
          { key: "sign-in", label: "signIn", to: "/users/sign_in", icon: "signIn" },
          { key: "info", label: "info", to: "/imprint", icon: "info" },
        ],
      },
    ];
  }
  const sections: UserbarSection[] = [{ key: "modules", links: moduleLinks }, ...routeSections(pathname, network)];
  if (network.can.administrate) {
    sections.push({
      key: "administration",
      links: [{ key: "administration", label: "administration", to: "/administration", icon: "administration" }],
    });
  }
  return sections;
}
