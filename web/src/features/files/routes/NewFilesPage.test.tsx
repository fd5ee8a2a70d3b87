import { type FolderDetail, filesApi, unreadsApi } from "@intranet/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
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
});
