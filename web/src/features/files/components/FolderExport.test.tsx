import {
  type FolderDetail,
  type FolderExport,
  type FolderExportResponse,
  filesApi,
  folderExportsApi,
  unreadsApi,
} from "@intranet/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }) });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };
const FOLDER = hexId(101);
const EXPORT = hexId(300);

function folder(canExport: boolean): FolderDetail {
  return {
    id: FOLDER,
    name: "Minutes",
    description: "",
    i18n_type: null,
    type: "folder",
    namespace: "network",
    group_slug: null,
    parent_folder_id: hexId(100),
    updated_at: "2026-03-05T08:07:00.000Z",
    can: {
      destroy: canExport,
      update: canExport,
      create_subfolders: true,
      add_files: true,
      export: canExport,
      approve: false,
    },
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
    limit: 100,
  };
}

const exported = (overrides: Partial<FolderExport> = {}): FolderExportResponse => ({
  export: {
    id: EXPORT,
    folder_id: FOLDER,
    status: "initialized",
    createdAt: "2026-03-05T08:07:00.000Z",
    files: [],
    ...overrides,
  },
});

const finished = exported({
  status: "finished",
  files: [
    {
      id: hexId(301),
      name: "Minutes 2026-03-05.zip",
      size: 2048,
      extension: "zip",
      fileUrl: `/api/storage/files/${hexId(301)}`,
      downloadUrl: `/api/storage/files/${hexId(301)}?download=1`,
    },
    {
      id: hexId(302),
      name: "Minutes 2026-03-05.xlsx",
      size: 512,
      extension: "xlsx",
      fileUrl: `/api/storage/files/${hexId(302)}`,
      downloadUrl: `/api/storage/files/${hexId(302)}?download=1`,
    },
  ],
});

describe("folder export", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is offered only to those who may export the folder", async () => {
    mockApi({ ...unreads, [routeKey(filesApi.folder, { id: FOLDER })]: () => jsonResponse(folder(false)) });
    renderApp(`/files/folders/${FOLDER}`, me);
    await screen.findByTestId("folder-page", {}, SLOW);
    expect(screen.queryByTestId("folder-export")).toBeNull();
  });

  it("generates an export, shows its progress while polling, then its date and files", async () => {
    const answers: FolderExportResponse[] = [{ export: null }, exported({ status: "in_progress" }), finished];
    let asked = 0;
    let started = 0;
    mockApi({
      ...unreads,
      [routeKey(filesApi.folder, { id: FOLDER })]: () => jsonResponse(folder(true)),
      [routeKey(folderExportsApi.latestExport, { id: FOLDER })]: () => {
        const answer = answers[Math.min(asked, answers.length - 1)];
        asked++;
        return jsonResponse(answer);
      },
      [routeKey(folderExportsApi.startExport, { id: FOLDER })]: () => {
        started++;
        return jsonResponse(exported(), 202);
      },
    });
    renderApp(`/files/folders/${FOLDER}`, me);
    fireEvent.click(await screen.findByTestId("folder-export", {}, SLOW));
    expect((await screen.findByTestId("folder-export-none", {}, SLOW)).textContent).toContain("not been exported yet");
    fireEvent.click(screen.getByTestId("folder-export-start"));
    const progress = await screen.findByTestId("folder-export-progress", {}, SLOW);
    expect(progress.textContent).toMatch(/prepared|generated/);
    expect(started).toBe(1);
    const files = await screen.findByTestId("folder-export-files", {}, SLOW);
    expect(asked).toBeGreaterThanOrEqual(3);
    expect(screen.getByTestId("folder-export-created").textContent).toContain("Created on");
    const links = within(files).getAllByTestId("folder-export-file");
    expect(links).toHaveLength(2);
    expect(
      within(links[0] as HTMLElement)
        .getByRole("link", { name: "Files (zip)" })
        .getAttribute("href"),
    ).toBe(`/api/storage/files/${hexId(301)}`);
    expect(
      within(links[1] as HTMLElement)
        .getByRole("link", { name: "Download Minutes 2026-03-05.xlsx" })
        .getAttribute("href"),
    ).toBe(`/api/storage/files/${hexId(302)}?download=1`);
    expect(screen.getByTestId("folder-export-start").textContent).toBe("Generate a new export");
  });

  it("shows a failed export and a refused start as a toast", async () => {
    mockApi({
      ...unreads,
      [routeKey(filesApi.folder, { id: FOLDER })]: () => jsonResponse(folder(true)),
      [routeKey(folderExportsApi.latestExport, { id: FOLDER })]: () => jsonResponse(exported({ status: "failed" })),
      [routeKey(folderExportsApi.startExport, { id: FOLDER })]: () =>
        jsonResponse({ error: "export_running", message: "An export of this folder is already being generated." }, 409),
    });
    renderApp(`/files/folders/${FOLDER}`, me);
    fireEvent.click(await screen.findByTestId("folder-export", {}, SLOW));
    expect(await screen.findByTestId("folder-export-failed", {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByTestId("folder-export-start"));
    expect(await screen.findByText(/may already be running/, {}, SLOW)).toBeTruthy();
  });
});
