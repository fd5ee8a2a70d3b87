import { type FolderDetail, filesApi, unreadsApi } from "@intranet/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { changeLanguage } from "../../../i18n";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }) });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };
const FOLDER = hexId(101);
const folder: FolderDetail = {
  id: FOLDER,
  name: "Minutes",
  description: "",
  i18n_type: null,
  type: "folder",
  namespace: "network",
  group_slug: null,
  parent_folder_id: hexId(100),
  updated_at: "2026-03-05T08:07:00.000Z",
  can: { destroy: true, update: true, create_subfolders: true, add_files: true, export: true, approve: true },
  total_files_count: 0,
  total_subfolders_count: 0,
  requires_approval: false,
  profile: {},
  folder_path: [
    { id: hexId(100), name: "Files" },
    { id: FOLDER, name: "Minutes" },
  ],
  subfolders: [],
  files: [],
  matching_files_count: 0,
  page: 1,
  limit: 1,
};

describe("new files form", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("defaults to the current folder and asks for at least one file", async () => {
    const created = vi.fn();
    mockApi({
      ...unreads,
      [routeKey(filesApi.folder, { id: FOLDER })]: () => jsonResponse(folder),
      [routeKey(filesApi.createFiles)]: () => {
        created();
        return jsonResponse({ files: [] }, 201);
      },
    });
    renderApp(`/files/new?folder_id=${FOLDER}`, me);
    expect((await screen.findByTestId("new-files-folder", {}, SLOW)).textContent).toBe("Files / Minutes");
    fireEvent.click(screen.getByTestId("new-files-submit"));
    expect((await screen.findByTestId("new-files-required", {}, SLOW)).textContent).toBe("required");
    expect(created).not.toHaveBeenCalled();
  });

  it("adds further folders through the picker: the selected ones cannot be entered, the default stays", async () => {
    const ROOT = hexId(100);
    const OTHER = hexId(102);
    const STREAM = hexId(103);
    const summary = (id: string, name: string, type: FolderDetail["type"] = "folder") => ({
      ...folder,
      id,
      name,
      type,
      parent_folder_id: ROOT,
    });
    const rootFolder: FolderDetail = {
      ...folder,
      id: ROOT,
      name: "Files",
      type: "root_folder",
      parent_folder_id: null,
      folder_path: [{ id: ROOT, name: "Files" }],
      subfolders: [
        summary(FOLDER, "Minutes"),
        summary(OTHER, "Reports"),
        summary(STREAM, "Stream", "activitystream_folder"),
      ],
    };
    const other: FolderDetail = {
      ...folder,
      id: OTHER,
      name: "Reports",
      folder_path: [
        { id: ROOT, name: "Files" },
        { id: OTHER, name: "Reports" },
      ],
    };
    mockApi({
      ...unreads,
      [routeKey(filesApi.folder, { id: FOLDER })]: () => jsonResponse(folder),
      [routeKey(filesApi.folder, { id: ROOT })]: () => jsonResponse(rootFolder),
      [routeKey(filesApi.folder, { id: OTHER })]: () => jsonResponse(other),
    });
    renderApp(`/files/new?folder_id=${FOLDER}`, me);
    await screen.findByTestId("new-files-folder", {}, SLOW);
    // The default folder has no remove button.
    expect(screen.queryByTestId("new-files-remove-folder")).toBeNull();
    fireEvent.click(screen.getByTestId("new-files-pick"));
    await screen.findByText("Reports", {}, SLOW);
    const entries = screen.getAllByTestId("folder-picker-entry");
    // The activity-stream folder is not offered; the selected one is there but cannot be entered.
    expect(entries.map((e) => e.textContent)).toEqual(["Minutes", "Reports"]);
    expect(entries[0]?.hasAttribute("data-disabled")).toBe(true);
    expect(entries[1]?.hasAttribute("data-disabled")).toBe(false);
    fireEvent.click(entries[1] as HTMLElement);
    expect((await screen.findByTestId("folder-picker-current", {}, SLOW)).textContent).toBe("Files / Reports");
    fireEvent.click(await screen.findByText("Add this folder"));
    expect((await screen.findByTestId("new-files-extra-folder", {}, SLOW)).textContent).toBe("Files / Reports");
    // Picked again: no duplicate, and it cannot be entered any more.
    fireEvent.click(screen.getByTestId("new-files-pick"));
    await screen.findByText("Reports", { selector: "[data-testid=folder-picker-entry] *" }, SLOW);
    const again = screen.getAllByTestId("folder-picker-entry");
    expect(again.every((e) => e.hasAttribute("data-disabled"))).toBe(true);
    fireEvent.click(screen.getByText("Cancel"));
    expect(screen.getAllByTestId("new-files-extra-folder")).toHaveLength(1);
    fireEvent.click(screen.getByTestId("new-files-remove-folder"));
    expect(screen.queryByTestId("new-files-extra-folder")).toBeNull();
    expect(screen.getByTestId("new-files-folder").textContent).toBe("Files / Minutes");
  });

  it("names a group's top folder as its page does, in the member's language (it is stored as \"Files\")", async () => {
    const ROOT = hexId(100);
    const inGroup: FolderDetail = { ...folder, namespace: "group:book-club", group_slug: "book-club" };
    const groupRoot: FolderDetail = {
      ...inGroup,
      id: ROOT,
      name: "Files",
      type: "root_folder",
      parent_folder_id: null,
      folder_path: [{ id: ROOT, name: "Files" }],
      subfolders: [{ ...inGroup, parent_folder_id: ROOT }],
    };
    mockApi({
      ...unreads,
      [routeKey(filesApi.folder, { id: FOLDER })]: () => jsonResponse(inGroup),
      [routeKey(filesApi.folder, { id: ROOT })]: () => jsonResponse(groupRoot),
    });
    renderApp(`/files/new?folder_id=${FOLDER}`, { ...me, current_member: member({ id: hexId(1), language: "de" }) });
    try {
      expect((await screen.findByTestId("new-files-folder", {}, SLOW)).textContent).toBe("Gruppendateien / Minutes");
      fireEvent.click(screen.getByTestId("new-files-pick"));
      expect((await screen.findByTestId("folder-picker-current", {}, SLOW)).textContent).toBe("Gruppendateien");
    } finally {
      await act(() => changeLanguage("en", false));
    }
  });
});
