import { IconChecklist } from "@tabler/icons-react";
import type { ComponentType } from "react";
import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";
import { taskSections } from "./userbar";

const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });
const lists = () => import("./routes/TasksPage");

/** Tasks (server module `tasks`): the member's lists, a group's tasks, a task's page and private notes. */
export const tasksRoutes: FeatureRoute[] = [
  { path: "tasks", handle: { title: "tasks.titles.my" }, lazy: page(lists, "MyTasksPage") },
  { path: "tasks/my", handle: { title: "tasks.titles.my" }, lazy: page(lists, "MyTasksPage") },
  { path: "tasks/assigned", handle: { title: "tasks.titles.assigned" }, lazy: page(lists, "AssignedTasksPage") },
  { path: "tasks/declined", handle: { title: "tasks.titles.declined" }, lazy: page(lists, "DeclinedTasksPage") },
  { path: "tasks/starred", handle: { title: "tasks.titles.starred" }, lazy: page(lists, "StarredTasksPage") },
  { path: "tasks/archive", handle: { title: "tasks.titles.archive" }, lazy: page(lists, "ArchivedTasksPage") },
  {
    path: "tasks/notes",
    handle: { title: "tasks.titles.notes" },
    lazy: page(() => import("./routes/NotesPage"), "NotesPage"),
  },
  { path: "groups/:slug/tasks", handle: { title: "tasks.titles.group" }, lazy: page(lists, "GroupTasksPage") },
  {
    path: "tasks/:id",
    handle: { title: "tasks.titles.task" },
    lazy: page(() => import("./routes/TaskPage"), "TaskPage"),
  },
];

export const tasksFeature = defineFeature({
  key: "tasks",
  routes: tasksRoutes,
  translations,
  /** A group's tasks show under the group's header (`GroupContentLayout`). */
  shows: ["groups"],
  moduleLinks: [
    { key: "tasks", label: "tasks.shell.link", to: "/tasks/my", icon: IconChecklist, alsoActiveOn: ["/tasks"] },
  ],
  userbarSections: taskSections,
});
