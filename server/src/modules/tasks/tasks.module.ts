import type { ModuleDescriptor } from "../module.js";
import { tasksSearch } from "./search.repo.js";
import { deliverTaskNotice, TASK_NOTICE_JOB, type TaskNotice } from "./task-notices.js";
import { taskNotificationKinds } from "./task-notifications.access.js";
import { tasksRoutes } from "./tasks.routes.js";
import * as schema from "./tasks.schema.js";
import { tasksTab } from "./tasks-tab.js";

/**
 * Tasks: personal and group tasks with assignees who accept or decline, stars, an archive, and private notes; their
 * notifications in the bell, by push and by mail.
 */
export const tasksModule: ModuleDescriptor = {
  name: "tasks",
  routes: tasksRoutes,
  schema,
  groupTab: tasksTab,
  notificationKinds: taskNotificationKinds,
  // Push and mail of task notifications, after the commit that made them.
  jobs: (ctx) => ctx.jobs.register<TaskNotice>(TASK_NOTICE_JOB, (notice) => deliverTaskNotice(ctx, notice)),
  searchSources: { tasks: tasksSearch },
};
