import { describe, expect, it } from "vitest";
import { addFolder, canEnterFolder, removeFolder, type SelectedFolder } from "./folder-selection";

const folder = (id: string): SelectedFolder => ({ id, path: [{ id, name: `Folder ${id}` }] });

describe("folder picker rules (§5)", () => {
  it("cannot enter a selected folder or an activity-stream folder", () => {
    expect(canEnterFolder({ id: "a", type: "folder" }, ["b"])).toBe(true);
    expect(canEnterFolder({ id: "a", type: "folder" }, ["a", "b"])).toBe(false);
    expect(canEnterFolder({ id: "s", type: "activitystream_folder" }, [])).toBe(false);
    expect(canEnterFolder({ id: "r", type: "root_folder" }, [])).toBe(true);
  });

  it("adds a folder once, up to the maximum", () => {
    const one = [folder("a")];
    const two = addFolder(one, folder("b"), 3);
    expect(two.map((f) => f.id)).toEqual(["a", "b"]);
    expect(addFolder(two, folder("b"), 3)).toBe(two);
    expect(addFolder(two, folder("a"), 3)).toBe(two);
    const three = addFolder(two, folder("c"), 3);
    expect(addFolder(three, folder("d"), 3).map((f) => f.id)).toEqual(["a", "b", "c"]);
  });

  it("never removes the default folder", () => {
    const selection = [folder("a"), folder("b")];
    expect(removeFolder(selection, "a", "a")).toBe(selection);
    expect(removeFolder(selection, "b", "a").map((f) => f.id)).toEqual(["a"]);
  });
});
