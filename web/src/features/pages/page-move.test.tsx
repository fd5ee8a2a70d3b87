import { type NetworkPageEntry, type NetworkPageList, networkPagesApi, unreadsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";

const SLOW = { timeout: 15_000 };
const boss = network({ current_member: member({ id: hexId(2), is_network_admin: true }) });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };

const entry = (id: number, title: string, parentId: number | null = null): NetworkPageEntry => ({
  id: hexId(id),
  slug: title.toLowerCase(),
  title,
  path: `/pages/${title.toLowerCase()}`,
  updated_at: "2026-03-05T08:07:00.000Z",
  parent_id: parentId === null ? null : hexId(parentId),
  position: 0,
  show_in_userbar: false,
});
const list = (pages: NetworkPageEntry[]): NetworkPageList => ({ pages, can: { create: true } });
const start = () => [entry(1, "Handbook"), entry(2, "Kitchen", 1), entry(3, "Contacts"), entry(4, "Garden")];

/** The row of a page in order mode, with its depth. */
const row = (title: string) =>
  screen
    .getAllByTestId("sortable-row")
    .find((r) => within(r).getByTestId("page-order-title").textContent === title) as HTMLElement;
const depths = () =>
  screen
    .getAllByTestId("sortable-row")
    .map((r) => [within(r).getByTestId("page-order-title").textContent, r.dataset.depth]);

async function orderMode() {
  renderApp("/pages", boss);
  fireEvent.click(await screen.findByRole("button", { name: "Change order" }, SLOW));
  await screen.findByTestId("page-order", {}, SLOW);
}

describe("moving a network page to another parent", { timeout: 60_000 }, () => {
  it("moves a page into the page above and out again by its buttons, shown at once and saved as one move", async () => {
    const bodies: unknown[] = [];
    let pages = start();
    let answer: (() => void) | null = null;
    mockApi({
      ...unreads,
      [routeKey(networkPagesApi.list)]: () => jsonResponse(list(pages)),
      [routeKey(networkPagesApi.order)]: async (init) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        pages = pages.map((p) => (p.id === body.moved_id ? { ...p, parent_id: body.parent_id } : p));
        return jsonResponse(list(pages));
      },
    });
    await orderMode();
    // Garden goes into Contacts, the page above it: shown before the server answers.
    fireEvent.click(within(row("Garden")).getByRole("button", { name: "Move the page into the page above" }));
    await waitFor(() => expect(depths()).toContainEqual(["Garden", "1"]), SLOW);
    expect(bodies).toEqual([{ parent_id: hexId(3), ids: [hexId(4)], moved_id: hexId(4) }]);
    (answer as unknown as () => void)();
    expect(await screen.findByText("The page was moved.", {}, SLOW)).toBeTruthy();
    expect(depths()).toEqual([
      ["Handbook", "0"],
      ["Kitchen", "1"],
      ["Contacts", "0"],
      ["Garden", "1"],
    ]);

    // Kitchen out one level: after the handbook at the top level.
    fireEvent.click(within(row("Kitchen")).getByRole("button", { name: "Move the page out one level" }));
    await waitFor(() => expect(depths()).toContainEqual(["Kitchen", "0"]), SLOW);
    expect(bodies[1]).toEqual({ parent_id: null, ids: [hexId(1), hexId(2), hexId(3)], moved_id: hexId(2) });
    (answer as unknown as () => void)();
    await waitFor(() => expect(screen.getAllByText("The page was moved.").length).toBeGreaterThan(0), SLOW);
  });

  it("puts the page back with an error toast when the move is refused", async () => {
    mockApi({
      ...unreads,
      [routeKey(networkPagesApi.list)]: () => jsonResponse(list(start())),
      [routeKey(networkPagesApi.order)]: () =>
        jsonResponse(
          {
            error: "validation_failed",
            message: "Please check the highlighted fields.",
            errors: { parent_id: ["is invalid"] },
          },
          422,
        ),
    });
    await orderMode();
    fireEvent.click(within(row("Garden")).getByRole("button", { name: "Move the page into the page above" }));
    expect(await screen.findByTestId("toast-error", {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(depths()).toContainEqual(["Garden", "0"]), SLOW);
    // The top page cannot go into a page above, nor a top-level page out.
    expect(within(row("Handbook")).getByRole("button", { name: "Move the page into the page above" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(row("Contacts")).getByRole("button", { name: "Move the page out one level" })).toHaveProperty(
      "disabled",
      true,
    );
  });
});
