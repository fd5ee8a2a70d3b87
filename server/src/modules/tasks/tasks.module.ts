import type { ModuleDescriptor } from "../module.js";
import { tasksSearch } from "./search.repo.js";
import { taskNotificationKinds } from "./task-notifications.access.js";
import { tasksRoutes } from "./tasks.routes.js";
import * as schema from "./tasks.schema.js";
import { tasksTab } from "./tasks-tab.js";

/** Tasks: personal and group tasks with assignees who accept or decline, stars, an archive, and private notes. */
export const tasksModule: ModuleDescriptor = {
  name: "tasks",
  routes: tasksRoutes,
  schema,
  groupTab: tasksTab,
  notificationKinds: taskNotificationKinds,
  searchSources: { tasks: tasksSearch },
};
