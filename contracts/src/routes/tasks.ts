import { errorResponse, idParams } from "../common.js";
import { groupSlugParams } from "../groups.js";
import { defineRoutes, noContent } from "../route.js";
import {
  groupTaskListQuery,
  task,
  taskBody,
  taskList,
  taskListQuery,
  taskNote,
  taskNoteBody,
  taskNoteList,
} from "../tasks.js";

const errors = { 403: errorResponse, 404: errorResponse };

/**
 * Tasks and private notes, under /api/v1 (the web's screens are /tasks/my, /tasks/{id}, …). A task the member may
 * not read is 404 by every path: a group's through the groups' `groupContentReadableBy`, a personal one for its
 * creator and assignees.
 */
export const tasksApi = defineRoutes("tasks", {
  list: { method: "GET", path: "/api/v1/tasks", query: taskListQuery, response: { 200: taskList, 400: errorResponse } },
  groupList: {
    method: "GET",
    path: "/api/v1/groups/:slug/tasks",
    params: groupSlugParams,
    query: groupTaskListQuery,
    response: { 200: taskList, 400: errorResponse, 404: errorResponse },
  },
  show: { method: "GET", path: "/api/v1/tasks/:id", params: idParams, response: { 200: task, 404: errorResponse } },
  create: {
    method: "POST",
    path: "/api/v1/tasks",
    body: taskBody,
    response: { 201: task, ...errors, 422: errorResponse },
  },
  update: {
    method: "PUT",
    path: "/api/v1/tasks/:id",
    params: idParams,
    body: taskBody,
    response: { 200: task, ...errors, 422: errorResponse },
  },
  destroy: {
    method: "DELETE",
    path: "/api/v1/tasks/:id",
    params: idParams,
    response: { 204: noContent, ...errors },
  },
  accept: { method: "POST", path: "/api/v1/tasks/:id/accept", params: idParams, response: { 200: task, ...errors } },
  decline: {
    method: "POST",
    path: "/api/v1/tasks/:id/decline",
    params: idParams,
    response: { 200: task, ...errors },
  },
  star: { method: "PUT", path: "/api/v1/tasks/:id/star", params: idParams, response: { 200: task, ...errors } },
  unstar: { method: "DELETE", path: "/api/v1/tasks/:id/star", params: idParams, response: { 200: task, ...errors } },
  archive: {
    method: "POST",
    path: "/api/v1/tasks/:id/archive",
    params: idParams,
    response: { 200: task, ...errors },
  },
  restore: {
    method: "POST",
    path: "/api/v1/tasks/:id/restore",
    params: idParams,
    response: { 200: task, ...errors },
  },
  notes: { method: "GET", path: "/api/v1/task_notes", response: { 200: taskNoteList } },
  createNote: {
    method: "POST",
    path: "/api/v1/task_notes",
    body: taskNoteBody,
    response: { 201: taskNote, 422: errorResponse },
  },
  updateNote: {
    method: "PUT",
    path: "/api/v1/task_notes/:id",
    params: idParams,
    body: taskNoteBody,
    response: { 200: taskNote, 404: errorResponse, 422: errorResponse },
  },
  destroyNote: {
    method: "DELETE",
    path: "/api/v1/task_notes/:id",
    params: idParams,
    response: { 204: noContent, 404: errorResponse },
  },
});
