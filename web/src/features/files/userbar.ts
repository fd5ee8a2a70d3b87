import type { NetworkPreload } from "@intranet/contracts";
import { isOnPath, type UserbarSection } from "../manifest";

/** On /files: the network's files and one link per group of the member to its files (administration §2 "Userbar"). */
export function filesSections(pathname: string, network: NetworkPreload): UserbarSection[] | null {
  if (!isOnPath(pathname, ["/files"])) return null;
  const sections: UserbarSection[] = [
    {
      key: "files",
      title: "files.shell.link",
      links: [{ key: "files-network", label: "files.shell.networkFiles", to: "/files" }],
    },
  ];
  if (network.my_groups.length > 0) {
    sections.push({
      key: "group-files",
      title: "files.shell.groupFiles",
      links: network.my_groups.map((group) => ({
        key: `group-files-${group.slug}`,
        text: group.name,
        to: `/groups/${group.slug}/files`,
      })),
    });
  }
  return sections;
}
