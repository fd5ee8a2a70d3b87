import { type TaskBody, type TaskFilter, type TaskNoteBody, tasksApi } from "@intranet/contracts";
import { infiniteQueryOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

/** One of the member's lists (/tasks/my, /tasks/assigned, …), page by page (keyset: `next_cursor`). */
export const tasksQuery = (filter: TaskFilter) =>
  infiniteQueryOptions({
    queryKey: ["tasks", "list", filter],
    queryFn: ({ pageParam, signal }) => api(tasksApi.list, { query: { filter, after: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** A group's open or archived tasks (/groups/{slug}/tasks), page by page. */
export const groupTasksQuery = (slug: string, archived: boolean) =>
  infiniteQueryOptions({
    queryKey: ["tasks", "group", slug, archived],
    queryFn: ({ pageParam, signal }) =>
      api(
        tasksApi.groupList,
        { params: { slug }, query: { archived: archived ? "true" : "false", after: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const taskQuery = (id: string) =>
  queryOptions({
    queryKey: ["tasks", "detail", id],
    queryFn: ({ signal }) => api(tasksApi.show, { params: { id } }, { signal }),
  });

export const notesQuery = queryOptions({
  queryKey: ["tasks", "notes"],
  queryFn: ({ signal }) => api(tasksApi.notes, {}, { signal }),
});

export const createTask = (body: TaskBody) => api(tasksApi.create, { body });
export const updateTask = (id: string, body: TaskBody) => api(tasksApi.update, { params: { id }, body });
export const deleteTask = (id: string) => api(tasksApi.destroy, { params: { id } });

/** The one-click actions of a task: answer, star, archive. */
export type TaskAction = "accept" | "decline" | "star" | "unstar" | "archive" | "restore";
export const taskAction = (id: string, action: TaskAction) => api(tasksApi[action], { params: { id } });

export const createNote = (body: TaskNoteBody) => api(tasksApi.createNote, { body });
export const updateNote = (id: string, body: TaskNoteBody) => api(tasksApi.updateNote, { params: { id }, body });
export const deleteNote = (id: string) => api(tasksApi.destroyNote, { params: { id } });

/** After any change: every task list and detail (a task moves between lists as it is answered or archived). */
export const refreshTasks = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ["tasks"] });
