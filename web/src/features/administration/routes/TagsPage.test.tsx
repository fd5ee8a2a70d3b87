import { type AdminTag, tagAdminApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const tag = (n: number, name: string, uses = 1): AdminTag => ({ id: hexId(800 + n), name, uses });
const meta = { page: 1, per_page: 20, total_count: 3, total_pages: 1 };

describe("administration: tags", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists tags with their uses, renames one and merges two", async () => {
    let tags = [tag(1, "launch", 3), tag(2, "Launch2", 1), tag(3, "team", 0)];
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(tagAdminApi.tags)]: () => jsonResponse({ tags, meta }),
      [routeKey(tagAdminApi.renameTag, { id: hexId(803) })]: (init) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        tags = tags.map((t) => (t.id === hexId(803) ? { ...t, name: body.name } : t));
        return jsonResponse({ ...tag(3, body.name, 0) });
      },
      [routeKey(tagAdminApi.mergeTags)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        tags = [tag(1, "launch", 4), tags[2] as AdminTag];
        return jsonResponse(tag(1, "launch", 4));
      },
    });
    renderApp("/administration/tags", admin);
    expect(await screen.findByText("#launch", {}, SLOW)).toBeTruthy();
    expect(screen.getAllByTestId("admin-tag")).toHaveLength(3);

    fireEvent.click(screen.getByRole("button", { name: "Rename #team" }));
    const input = await screen.findByTestId("tag-rename-input");
    fireEvent.change(input, { target: { value: "has space" } });
    fireEvent.click(screen.getByTestId("tag-rename-save"));
    expect(await screen.findByText("1 to 40 characters, without spaces, # or commas.")).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(input, { target: { value: "crew" } });
    fireEvent.click(screen.getByTestId("tag-rename-save"));
    expect(await screen.findByText("“team” is now “crew”.", {}, SLOW)).toBeTruthy();
    expect(await screen.findByText("#crew", {}, SLOW)).toBeTruthy();

    expect((screen.getByTestId("tag-merge") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select launch" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Launch2" }));
    fireEvent.click(screen.getByTestId("tag-merge"));
    fireEvent.click(await screen.findByTestId("tag-merge-save"));
    expect(await screen.findByText("Tags merged into “launch”.", {}, SLOW)).toBeTruthy();
    expect(bodies).toEqual([{ name: "crew" }, { target_id: hexId(801), source_ids: [hexId(802)] }]);
    await waitFor(() => expect(screen.getAllByTestId("admin-tag")).toHaveLength(2), SLOW);
  });

  it("hides the screen from members who do not administrate", async () => {
    const fetchMock = mockApi({});
    renderApp("/administration/tags", network({ current_member: member({ id: hexId(2) }) }));
    expect(await screen.findByText("Not found", { exact: false }, SLOW)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/administration/tags"))).toBe(false);
  });
});
