import { describe, expect, it } from "vitest";
import { flattenForDrag, moveAmong, projectDrop } from "./sortable-tree";

type N = { id: string; children: N[] };
const n = (id: string, ...children: N[]): N => ({ id, children });
// a
//   a1
//   a2
// b
//   b1
const tree = [n("a", n("a1"), n("a2")), n("b", n("b1"))];

describe("sortable tree", () => {
  it("flattens in reading order with the moves of each row's buttons", () => {
    const rows = flattenForDrag(tree, null);
    expect(rows.map((r) => [r.node.id, r.depth, r.parentId])).toEqual([
      ["a", 0, null],
      ["a1", 1, "a"],
      ["a2", 1, "a"],
      ["b", 0, null],
      ["b1", 1, "b"],
    ]);
    const a2 = rows[2];
    expect(a2?.up).toEqual({ id: "a2", parentId: "a", ids: ["a2", "a1"], fromParentId: "a" });
    expect(a2?.down).toBeNull();
    expect(a2?.indent).toEqual({ id: "a2", parentId: "a1", ids: ["a2"], fromParentId: "a" });
    expect(a2?.outdent).toEqual({ id: "a2", parentId: null, ids: ["a", "a2", "b"], fromParentId: "a" });
    const b = rows[3];
    expect(b?.indent).toEqual({ id: "b", parentId: "a", ids: ["a1", "a2", "b"], fromParentId: null });
    expect(b?.outdent).toBeNull();
    expect(rows[0]?.indent).toBeNull();
  });

  it("leaves out the dragged row's subtree", () => {
    expect(flattenForDrag(tree, "a").map((r) => r.node.id)).toEqual(["a", "b", "b1"]);
  });

  it("projects a drop: sideways nests under the row above or moves out, within what the neighbours allow", () => {
    const rows = flattenForDrag(tree, "b1");
    // b1 dragged up over a2 lands between a1 and a2: under a, or one level deeper under a1, never deeper; not
    // shallower than a2 below it.
    expect(projectDrop(rows, "b1", "a2", 0, 24)).toEqual({ depth: 1, parentId: "a" });
    expect(projectDrop(rows, "b1", "a2", 24, 24)).toEqual({ depth: 2, parentId: "a1" });
    expect(projectDrop(rows, "b1", "a2", 240, 24)).toEqual({ depth: 2, parentId: "a1" });
    expect(projectDrop(rows, "b1", "a2", -240, 24)).toEqual({ depth: 1, parentId: "a" });
    // Dragged left in place: out to the top level.
    expect(projectDrop(rows, "b1", "b1", -24, 24)).toEqual({ depth: 0, parentId: null });
    const moved = moveAmong(rows, "b1", "a2", "a");
    expect(moved).toEqual({ id: "b1", parentId: "a", ids: ["a1", "b1", "a2"], fromParentId: "b" });
    const out = moveAmong(rows, "b1", "b1", null);
    expect(out).toEqual({ id: "b1", parentId: null, ids: ["a", "b", "b1"], fromParentId: "b" });
    // A drop where it was is no move.
    expect(moveAmong(rows, "b1", "b1", "b")).toBeNull();
  });
});
