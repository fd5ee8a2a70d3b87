import { type FolderHit, type SearchModuleResult, searchApi, unreadsApi } from "@intranet/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { routeKey } from "../../../api/route-client";
import { changeLanguage } from "../../../i18n";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

// A folder hit (issue 29): its name once, where it is, and how many files it lists, in the member's language.
const folder = (n: number, files: number, path: string[]): FolderHit => ({
  type: "folder",
  id: hexId(800 + n),
  html_url: `/files/folders/${hexId(800 + n)}`,
  highlight: "",
  name: `Newcomers ${n}`,
  folder_path: path,
  total_files_count: files,
  updated_at: "2026-03-05T08:07:00.000Z",
});

function answer(hits: FolderHit[]): { folders: SearchModuleResult } {
  return {
    folders: {
      hits,
      meta: { module: "folders", terms: ["newcomers"], tags: [], total_capped: false },
      total: hits.length,
      per: 5,
      page: 1,
      available_sorts: ["relevance", "newest"],
    },
  };
}

async function hitsIn(language: "en" | "de") {
  mockApi({
    [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }),
    [routeKey(searchApi.search)]: () =>
      jsonResponse(answer([folder(1, 0, ["Files"]), folder(2, 1, ["Files", "HR"]), folder(3, 2, [])])),
  });
  renderApp("/search?q=newcomers", network({ current_member: member({ id: hexId(1), language }) }));
  // The app follows the member's language once its texts have loaded: the hits are read in it, not before.
  await waitFor(() => expect(document.documentElement.lang).toBe(language), { timeout: 15_000 });
  const section = await screen.findByTestId("search-module-folders", {}, { timeout: 15_000 });
  return within(section).getAllByTestId("search-hit");
}

describe("folder hits", { timeout: 60_000 }, () => {
  // The member's language becomes the app's; the next file's tests read English.
  afterEach(() => changeLanguage("en", false));

  it("names the folder once, says where it is, and counts its files only when there are some", async () => {
    const [empty, one, two] = await hitsIn("en");
    if (!empty || !one || !two) throw new Error("three hits expected");
    expect(within(empty).getAllByText("Newcomers 1")).toHaveLength(1);
    expect(within(empty).getByTestId("hit-path").textContent).toBe("In Files");
    expect(within(empty).queryByTestId("hit-files")).toBeNull();
    expect(within(one).getByTestId("hit-path").textContent).toBe("In Files / HR");
    expect(within(one).getByTestId("hit-files").textContent).toBe("1 file");
    expect(within(two).queryByTestId("hit-path")).toBeNull();
    expect(within(two).getByTestId("hit-files").textContent).toBe("2 files");
  });

  it("says it in the member's language, with its plural", async () => {
    const [, one, two] = await hitsIn("de");
    expect(one && within(one).getByTestId("hit-files").textContent).toBe("1 Datei");
    expect(two && within(two).getByTestId("hit-files").textContent).toBe("2 Dateien");
    // The top folder under its name on the files' screens, not as stored ("Files").
    expect(one && within(one).getByTestId("hit-path").textContent).toBe("In Dateien / HR");
  });
});
