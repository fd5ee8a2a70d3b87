import type { TaskCan } from "@intranet/contracts";
import type { ReadableTask } from "./tasks.access.js";

/**
 * What the member may do with a task they may read (from the flags the access query returned): its keepers (creator;
 * for a group's task its administrators and network administrators) change and delete it; keepers and assignees who
 * accepted archive and restore it; an assignee answers it while it is open.
 */
export function taskCan(t: Pick<ReadableTask, "task" | "myState" | "manage">): TaskCan {
  const open = t.task.archivedAt === null;
  return {
    update: t.manage && open,
    destroy: t.manage,
    archive: t.manage || t.myState === "accepted",
    respond: open && t.myState !== null,
  };
}
