import { groupsApi, type Task, type TaskList, tasksApi, unreadsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { group, hexId, member, memberSummary, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({
  current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }),
  my_groups: [{ id: hexId(5), slug: "book-club", name: "Book Club", group_category_id: hexId(6) }],
});
const anna = memberSummary({ id: hexId(2), displayName: "Anna Becker" });
const ben = memberSummary({ id: hexId(1), displayName: "Ben Keller" });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };

function task(overrides: Partial<Task> = {}): Task {
  const id = overrides.id ?? hexId(900);
  return {
    id,
    title: "Order chairs",
    description: "Twelve of them",
    due_on: "2099-05-01",
    creator: anna,
    group: null,
    assignees: [{ member: ben, state: "open" }],
    my_state: "open",
    starred: false,
    archived: false,
    path: `/tasks/${id}`,
    created_at: "2026-03-05T08:07:00.000Z",
    updated_at: "2026-03-05T08:07:00.000Z",
    can: { update: false, destroy: false, archive: false, respond: true },
    ...overrides,
  };
}
const list = (tasks: Task[], create = true, next_cursor: string | null = null): TaskList => ({
  tasks,
  next_cursor,
  can: { create },
});

describe("tasks", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the tasks assigned to the member, with the German task navigation and a group link", async () => {
    const filters: (string | null)[] = [];
    mockApi({
      ...unreads,
      [routeKey(tasksApi.list)]: (_init, url) => {
        filters.push(url.searchParams.get("filter"));
        return jsonResponse(list([task(), task({ id: hexId(901), title: "Old", due_on: "2000-01-01" })]));
      },
    });
    renderApp("/tasks/assigned", me);
    expect(await screen.findByRole("heading", { name: "Assigned to me" }, SLOW)).toBeTruthy();
    const cards = await screen.findAllByTestId("task-card", {}, SLOW);
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain("Order chairs");
    expect(cards[0]?.textContent).toContain("Not answered");
    expect(within(cards[1] as HTMLElement).getByTestId("task-due").textContent).toContain("Overdue since");
    expect(filters).toEqual(["assigned"]);
    for (const label of ["Meine Aufgaben", "Zugewiesen", "Abgelehnt", "Markiert", "Archiv", "Notizen"])
      expect(screen.getByRole("link", { name: label })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book Club" }).getAttribute("href")).toBe("/groups/book-club/tasks");
  });

  it("loads the next page of a list with the cursor of the last one", async () => {
    const afters: (string | null)[] = [];
    const cursor = `2099-05-01_${hexId(949)}`;
    mockApi({
      ...unreads,
      [routeKey(tasksApi.list)]: (_init, url) => {
        const after = url.searchParams.get("after");
        afters.push(after);
        return jsonResponse(
          after
            ? list([task({ id: hexId(950), title: "Task on page two" })])
            : list(
                Array.from({ length: 50 }, (_, i) => task({ id: hexId(900 + i), title: `Task ${i}` })),
                true,
                cursor,
              ),
        );
      },
    });
    renderApp("/tasks/my", me);
    expect(await screen.findAllByTestId("task-card", {}, SLOW)).toHaveLength(50);
    fireEvent.click(screen.getByRole("button", { name: "Load more tasks" }));
    expect(await screen.findByText("Task on page two", {}, SLOW)).toBeTruthy();
    expect(screen.getAllByTestId("task-card")).toHaveLength(51);
    // The last page has no cursor: the button goes.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more tasks" })).toBeNull());
    expect(afters).toEqual([null, cursor]);
  });

  it("stars a task from the list", async () => {
    let starred = false;
    mockApi({
      ...unreads,
      [routeKey(tasksApi.list)]: () => jsonResponse(list([task({ starred })])),
      [routeKey(tasksApi.star, { id: hexId(900) })]: () => {
        starred = true;
        return jsonResponse(task({ starred }));
      },
    });
    renderApp("/tasks/my", me);
    const star = await screen.findByRole("button", { name: "Star “Order chairs”" }, SLOW);
    expect(star.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(star);
    await waitFor(
      () => expect(screen.getByRole("button", { name: "Remove the star from “Order chairs”" })).toBeTruthy(),
      SLOW,
    );
  });

  it("shows a task and lets its assignee accept it", async () => {
    let state: "open" | "accepted" = "open";
    const current = () => task({ my_state: state, assignees: [{ member: ben, state }] });
    mockApi({
      ...unreads,
      [routeKey(tasksApi.show, { id: hexId(900) })]: () => jsonResponse(current()),
      [routeKey(tasksApi.accept, { id: hexId(900) })]: () => {
        state = "accepted";
        return jsonResponse(current());
      },
    });
    renderApp(`/tasks/${hexId(900)}`, me);
    expect(await screen.findByRole("heading", { name: "Order chairs" }, SLOW)).toBeTruthy();
    expect(screen.getByText("Created by Anna Becker")).toBeTruthy();
    expect(screen.getByTestId("task-assignee").textContent).toContain("Not answered");
    expect(screen.queryByTestId("task-edit")).toBeNull();
    fireEvent.click(screen.getByTestId("task-accept"));
    await waitFor(() => expect(screen.getByTestId("task-assignee").textContent).toContain("Accepted"), SLOW);
    expect(screen.queryByTestId("task-accept")).toBeNull();
    expect(screen.getByTestId("task-decline")).toBeTruthy();
  });

  it("says a task that is not the member's does not exist", async () => {
    mockApi({ ...unreads });
    renderApp(`/tasks/${hexId(999)}`, me);
    expect(await screen.findByText("This task does not exist or is not visible to you.", {}, SLOW)).toBeTruthy();
  });

  it("creates a group's task from the group's tasks screen", async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...unreads,
      [routeKey(groupsApi.navigation, { slug: "book-club" })]: () => jsonResponse({ group: group(), tabs: [] }),
      [routeKey(tasksApi.groupList, { slug: "book-club" })]: () => jsonResponse(list([])),
      [routeKey(tasksApi.create)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(task({ id: hexId(902), title: "Read chapter 3", group: null }), 201);
      },
      [routeKey(tasksApi.show, { id: hexId(902) })]: () =>
        jsonResponse(task({ id: hexId(902), title: "Read chapter 3" })),
    });
    const { router } = renderApp("/groups/book-club/tasks", me);
    expect(await screen.findByText("This group has no open tasks.", {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByTestId("task-new"));
    fireEvent.change(await screen.findByTestId("task-title-input", {}, SLOW), { target: { value: "Read chapter 3" } });
    fireEvent.change(screen.getByTestId("task-due-input"), { target: { value: "2099-02-03" } });
    fireEvent.click(screen.getByTestId("task-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tasks/${hexId(902)}`), SLOW);
    expect(bodies).toEqual([
      {
        task: { title: "Read chapter 3", description: "", due_on: "2099-02-03", group_id: hexId(5), assignee_ids: [] },
      },
    ]);
  });

  it("keeps private notes", async () => {
    const notes: { id: string; body: string; created_at: string; updated_at: string }[] = [];
    mockApi({
      ...unreads,
      [routeKey(tasksApi.notes)]: () => jsonResponse({ notes }),
      [routeKey(tasksApi.createNote)]: (init) => {
        const note = {
          id: hexId(50),
          body: JSON.parse(String(init.body)).note.body,
          created_at: "2026-03-05T08:07:00.000Z",
          updated_at: "2026-03-05T08:07:00.000Z",
        };
        notes.unshift(note);
        return jsonResponse(note, 201);
      },
    });
    renderApp("/tasks/notes", me);
    expect(await screen.findByText("You have no notes yet.", {}, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByTestId("task-note-input"), { target: { value: "Call the plumber" } });
    fireEvent.click(screen.getByTestId("task-note-add"));
    expect((await screen.findByTestId("task-note", {}, SLOW)).textContent).toContain("Call the plumber");
  });
});
