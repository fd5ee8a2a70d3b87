import { type SearchModuleResult, searchApi, type TaskHit, unreadsApi } from "@intranet/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

// Task hits: the title leads to the task; its group, due date and archive state as a member reads them.
const task = (n: number, extra: Partial<TaskHit> = {}): TaskHit => ({
  type: "task",
  id: hexId(900 + n),
  html_url: `/tasks/${hexId(900 + n)}`,
  highlight: "",
  title: `Order chairs ${n}`,
  due_on: null,
  archived: false,
  group_slug: null,
  group_name: null,
  updated_at: "2026-03-05T08:07:00.000Z",
  ...extra,
});

const answer = (hits: TaskHit[]): { tasks: SearchModuleResult } => ({
  tasks: {
    hits,
    meta: { module: "tasks", terms: ["chairs"], tags: [], total_capped: false },
    total: hits.length,
    per: 5,
    page: 1,
    available_sorts: ["relevance", "newest"],
  },
});

describe("task hits", { timeout: 60_000 }, () => {
  it("links the task and says its group, due date and archive state only when it has them", async () => {
    mockApi({
      [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }),
      [routeKey(searchApi.search)]: () =>
        jsonResponse(
          answer([
            task(1),
            task(2, { group_slug: "garden", group_name: "Garden team", due_on: "2030-05-01", archived: true }),
          ]),
        ),
    });
    renderApp("/search?q=chairs", network({ current_member: member({ id: hexId(1) }) }));
    const section = await screen.findByTestId("search-module-tasks", {}, { timeout: 15_000 });
    const [personal, grouped] = within(section).getAllByTestId("search-hit");
    if (!personal || !grouped) throw new Error("two hits expected");
    expect(within(personal).getByRole("link", { name: "Order chairs 1" }).getAttribute("href")).toBe(
      `/tasks/${hexId(901)}`,
    );
    expect(within(personal).queryByText(/Due/)).toBeNull();
    expect(within(personal).queryByText("Archived")).toBeNull();
    expect(within(grouped).getByRole("link", { name: "Garden team" }).getAttribute("href")).toBe("/groups/garden");
    expect(within(grouped).getByText(/^Due /).textContent).toMatch(/2030/);
    expect(within(grouped).getByText("Archived")).toBeTruthy();
  });
});
