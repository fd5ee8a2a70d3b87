import { type GroupHit, type SearchModuleResult, searchApi, unreadsApi } from "@intranet/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

// A group hit shows its name and teaser; its excerpt, of the same two texts, is not shown again beneath them.
const group = (n: number, teaser: string | null, highlight: string): GroupHit => ({
  type: "group",
  id: hexId(900 + n),
  html_url: `/groups/group-${n}`,
  highlight,
  name: n === 1 ? "Running Club" : `Group ${n}`,
  teaser,
  image_url: null,
  member_count: 3,
  access: "open",
});

function answer(hits: GroupHit[]): { groups: SearchModuleResult } {
  return {
    groups: {
      hits,
      meta: { module: "groups", terms: ["lunch"], tags: [], total_capped: false },
      total: hits.length,
      per: 5,
      page: 1,
      available_sorts: ["relevance", "newest"],
    },
  };
}

describe("group hits", { timeout: 60_000 }, () => {
  it("shows the excerpt only when it says more than the name and teaser above it", async () => {
    mockApi({
      [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }),
      [routeKey(searchApi.search)]: () =>
        jsonResponse(
          answer([
            group(1, "Lunch runs every Tuesday.", "Running Club <mark>Lunch</mark> runs every Tuesday."),
            group(2, "A long teaser about lunch & more", "Group 2 A long teaser about <mark>lunch</mark> &amp;…"),
            group(3, null, "Group 3 <mark>Lunch</mark> notes from another text"),
          ]),
        ),
    });
    renderApp("/search?q=lunch", network({ current_member: member({ id: hexId(1) }) }));
    const section = await screen.findByTestId("search-module-groups", {}, { timeout: 15_000 });
    const [repeated, cut, more] = within(section).getAllByTestId("search-hit");
    if (!repeated || !cut || !more) throw new Error("three hits expected");
    expect(within(repeated).getAllByText("Lunch runs every Tuesday.")).toHaveLength(1);
    expect(within(repeated).queryByTestId("search-highlight")).toBeNull();
    expect(within(cut).queryByTestId("search-highlight")).toBeNull();
    expect(within(more).getByTestId("search-highlight").textContent).toBe("Group 3 Lunch notes from another text");
  });
});
