import { describe, expect, it } from "vitest";
import { isLinkActive } from "../shell/userbar-links";
import { searchUserbarSections } from "./userbar";

describe("the search pages' userbar", () => {
  it("links all results and each module with the member's query and sort", () => {
    const [section] = searchUserbarSections("/search", "?q=Haus+Garten&sort_by=newest&module=files&page=3") ?? [];
    const links = section?.links ?? [];
    expect(links.map((l) => l.to)).toEqual([
      "/search?q=Haus+Garten&sort_by=newest",
      "/search?q=Haus+Garten&module=activities&sort_by=newest",
      "/search?q=Haus+Garten&module=messages&sort_by=newest",
      "/search?q=Haus+Garten&module=appointments&sort_by=newest",
      "/search?q=Haus+Garten&module=articles&sort_by=newest",
      "/search?q=Haus+Garten&module=files&sort_by=newest",
      "/search?q=Haus+Garten&module=folders&sort_by=newest",
      "/search?q=Haus+Garten&module=members&sort_by=newest",
      "/search?q=Haus+Garten&module=groups&sort_by=newest",
      "/search?q=Haus+Garten&module=pages&sort_by=newest",
      "/search?q=Haus+Garten&module=channels&sort_by=newest",
    ]);
    // Only the open module's link is active; "all results" only when no module is open.
    const active = links.filter((l) => isLinkActive(l, "/search", "?q=Haus+Garten&module=files&page=3"));
    expect(active.map((l) => l.key)).toEqual(["search-files"]);
    expect(links.filter((l) => isLinkActive(l, "/search", "?q=Haus")).map((l) => l.key)).toEqual(["search-all"]);
  });

  it("stays in the group and leaves out what a group does not have", () => {
    const links = searchUserbarSections("/groups/it/search", "?q=server")?.[0]?.links ?? [];
    expect(links.map((l) => l.to)).toEqual([
      "/groups/it/search?q=server",
      "/groups/it/search?q=server&module=activities",
      "/groups/it/search?q=server&module=appointments",
      "/groups/it/search?q=server&module=files",
      "/groups/it/search?q=server&module=folders",
      "/groups/it/search?q=server&module=members",
      "/groups/it/search?q=server&module=pages",
    ]);
  });

  it("is nobody else's userbar", () => {
    expect(searchUserbarSections("/searching", "?q=x")).toBeNull();
    expect(searchUserbarSections("/groups/it/files", "?q=x")).toBeNull();
  });
});
