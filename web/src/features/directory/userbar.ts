import type { NetworkPreload } from "@intranet/contracts";
import { IconUsersGroup } from "@tabler/icons-react";
import type { UserbarSection } from "../manifest";

const GROUP_MEMBER_PATHS = /^\/groups\/[^/]+\/(members|membership_invites\/new)$/;

/** Members and one tab per group category (/directory, /members, /directory/{slug}, group member lists). */
export function directorySections(pathname: string, network: NetworkPreload): UserbarSection[] | null {
  const onDirectory = pathname === "/directory" || pathname === "/members" || pathname.startsWith("/directory/");
  if (!onDirectory && !GROUP_MEMBER_PATHS.test(pathname)) return null;
  return [
    {
      key: "directory",
      title: "directory.shell.link",
      links: [
        { key: "directory-members", label: "directory.shell.members", to: "/members", alsoActiveOn: [] },
        ...network.group_categories.map((c) => ({
          key: `directory-${c.slug}`,
          text: c.plural_name,
          to: `/directory/${c.slug}`,
          icon: IconUsersGroup,
        })),
      ],
    },
  ];
}
