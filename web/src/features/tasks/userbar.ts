import type { NetworkPreload } from "@intranet/contracts";
import { IconUsersGroup } from "@tabler/icons-react";
import { isOnPath, type UserbarSection } from "../manifest";

/** Task navigation on /tasks: the member's six lists, then one link per group of theirs to its tasks. */
export function taskSections(pathname: string, network: NetworkPreload): UserbarSection[] | null {
  if (!isOnPath(pathname, ["/tasks"])) return null;
  const sections: UserbarSection[] = [
    {
      key: "tasks",
      title: "tasks.shell.link",
      links: [
        { key: "tasks-my", label: "tasks.shell.my", to: "/tasks/my" },
        { key: "tasks-assigned", label: "tasks.shell.assigned", to: "/tasks/assigned" },
        { key: "tasks-declined", label: "tasks.shell.declined", to: "/tasks/declined" },
        { key: "tasks-starred", label: "tasks.shell.starred", to: "/tasks/starred" },
        { key: "tasks-archive", label: "tasks.shell.archive", to: "/tasks/archive" },
        { key: "tasks-notes", label: "tasks.shell.notes", to: "/tasks/notes" },
      ],
    },
  ];
  if (network.my_groups.length > 0) {
    sections.push({
      key: "group-tasks",
      title: "tasks.shell.groupTasks",
      links: network.my_groups.map((group) => ({
        key: `group-tasks-${group.slug}`,
        text: group.name,
        to: `/groups/${group.slug}/tasks`,
        icon: IconUsersGroup,
      })),
    });
  }
  return sections;
}
