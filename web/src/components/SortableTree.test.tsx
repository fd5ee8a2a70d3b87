import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { SortableTree, type TreeMove } from "./SortableTree";

type Page = { id: string; title: string; children: Page[] };
const page = (id: string, ...children: Page[]): Page => ({ id, title: id, children });
const labels = { drag: "Drag", up: "Up", down: "Down", indent: "Into the page above", outdent: "Out one level" };
const ROW = 40;

/**
 * jsdom lays nothing out: each row gets the box it would have, one below the other, so that @dnd-kit's keyboard drag
 * finds the row under the dragged one as a browser would (its handle and buttons share their row's box).
 */
function layOutRows() {
  return vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const row = this.closest<HTMLElement>("[data-testid=sortable-row]");
    const index = row ? screen.getAllByTestId("sortable-row").indexOf(row) : 0;
    const top = Math.max(index, 0) * ROW;
    return { x: 0, y: top, left: 0, top, right: 600, bottom: top + ROW, width: 600, height: ROW, toJSON: () => ({}) };
  });
}

function renderTree(nodes: Page[]) {
  const moves: TreeMove[] = [];
  renderWithProviders(
    <SortableTree nodes={nodes} labels={labels} onMove={(move) => moves.push(move)} testId="tree">
      {(node) => <span data-testid="title">{node.title}</span>}
    </SortableTree>,
  );
  return moves;
}

const rowOf = (title: string) =>
  screen.getAllByTestId("sortable-row").find((row) => within(row).getAllByTestId("title")[0]?.textContent === title) as
    | HTMLElement
    | undefined;

/** A key on the focused drag handle, as the keyboard sends it (the sensor listens on the document once started). */
const press = (target: Element, code: string) =>
  fireEvent.keyDown(target, { code, key: code === "Space" ? " " : code });

/** Space on the handle picks the row up; the sensor takes the next keys after a 0 ms timer of its own. */
async function pickUp(title: string) {
  const handle = within(rowOf(title) as HTMLElement).getByRole("button", { name: "Drag" });
  handle.focus();
  press(handle, "Space");
  await waitFor(() => expect(handle.getAttribute("aria-pressed")).toBe("true"));
  await act(() => new Promise((done) => setTimeout(done, 0)));
  return handle;
}

// Handbook
// Kitchen
//   Coffee
const tree = () => [page("Handbook"), page("Kitchen", page("Coffee"))];

describe("SortableTree by keyboard", () => {
  let layout: ReturnType<typeof layOutRows>;
  beforeEach(() => {
    layout = layOutRows();
  });
  afterEach(() => {
    layout.mockRestore();
    cleanup();
  });

  it("moves a page out one level: space, arrow left (the row shows where it lands), space", async () => {
    const moves = renderTree(tree());
    expect(rowOf("Coffee")?.getAttribute("data-depth")).toBe("1");
    const handle = await pickUp("Coffee");
    press(document.activeElement ?? handle, "ArrowLeft");
    await waitFor(() => expect(rowOf("Coffee")?.getAttribute("data-depth")).toBe("0"));
    press(document.activeElement ?? handle, "Space");
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({
      id: "Coffee",
      parentId: null,
      ids: ["Handbook", "Kitchen", "Coffee"],
      fromParentId: "Kitchen",
    });
  });

  it("moves a page under the page above, its subpages along: space, arrow right, space", async () => {
    const moves = renderTree(tree());
    const handle = await pickUp("Kitchen");
    // The dragged row's subtree folds into it while it moves.
    expect(rowOf("Coffee")).toBeUndefined();
    press(document.activeElement ?? handle, "ArrowRight");
    await waitFor(() => expect(rowOf("Kitchen")?.getAttribute("data-depth")).toBe("1"));
    press(document.activeElement ?? handle, "Space");
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({ id: "Kitchen", parentId: "Handbook", ids: ["Kitchen"], fromParentId: null });
  });

  it("moves nothing when the drag is cancelled with Escape, or dropped where it was", async () => {
    const moves = renderTree(tree());
    let handle = await pickUp("Coffee");
    press(document.activeElement ?? handle, "ArrowLeft");
    await waitFor(() => expect(rowOf("Coffee")?.getAttribute("data-depth")).toBe("0"));
    press(document.activeElement ?? handle, "Escape");
    await waitFor(() => expect(rowOf("Coffee")?.getAttribute("data-depth")).toBe("1"));
    handle = await pickUp("Coffee");
    press(document.activeElement ?? handle, "Space");
    await waitFor(() => expect(handle.getAttribute("aria-pressed")).not.toBe("true"));
    expect(moves).toEqual([]);
  });
});
