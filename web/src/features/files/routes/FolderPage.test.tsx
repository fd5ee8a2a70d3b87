import {
  chatApi,
  type FileEntry,
  type FolderDetail,
  type FolderSummary,
  filesApi,
  unreadsApi,
} from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }) });
const anna = memberSummary({ id: hexId(5), displayName: "Anna Becker" });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };
const ROOT = hexId(100);
const can = { destroy: true, update: true, create_subfolders: true, add_files: true, export: true, approve: true };

function summary(overrides: Partial<FolderSummary> = {}): FolderSummary {
  return {
    id: hexId(101),
    name: "Minutes",
    description: "",
    i18n_type: null,
    type: "folder",
    namespace: "network",
    group_slug: null,
    parent_folder_id: ROOT,
    updated_at: "2026-03-05T08:07:00.000Z",
    can,
    total_files_count: 0,
    total_subfolders_count: 0,
    requires_approval: false,
    profile: {},
    ...overrides,
  };
}

function file(overrides: Partial<FileEntry> = {}): FileEntry {
  const id = overrides.id ?? hexId(200);
  return {
    id,
    name: "report.pdf",
    original_filename: "report.pdf",
    description: "",
    size: 2048,
    content_type: "application/pdf",
    extension: "pdf",
    version: { major: 1 },
    folder_id: ROOT,
    author: anna,
    author_name: "Anna Becker",
    created_at: "2026-03-05T08:07:00.000Z",
    updated_at: "2026-03-05T08:07:00.000Z",
    url: `/api/storage/files/${id}/get/report.pdf`,
    download_url: `/api/storage/files/${id}/get/report.pdf?download=1`,
    path: `/files/${id}`,
    locked_until: null,
    locked_by: null,
    unread: true,
    profile: {},
    finalized_at: null,
    review_status: null,
    can: { destroy: true, update: true, new_version: true, lock: true, finalize: false },
    ...overrides,
  };
}

function root(overrides: Partial<FolderDetail> = {}): FolderDetail {
  return {
    ...summary({
      id: ROOT,
      name: "Files",
      type: "root_folder",
      i18n_type: "root_folder.network",
      parent_folder_id: null,
    }),
    can: { ...can, destroy: false, update: false },
    folder_path: [{ id: ROOT, name: "Files" }],
    subfolders: [summary()],
    files: [file()],
    matching_files_count: 1,
    page: 1,
    limit: 100,
    ...overrides,
  };
}

describe("folder page", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists subfolders then files with the toolbar its can flags allow, and searches after a pause", async () => {
    const asked: (string | null)[] = [];
    mockApi({
      ...unreads,
      [routeKey(filesApi.root)]: (_init, url) => {
        asked.push(url.searchParams.get("q"));
        return jsonResponse(url.searchParams.get("q") ? root({ subfolders: [], files: [] }) : root());
      },
    });
    renderApp("/files", me);
    const table = await screen.findByTestId("files-table", {}, SLOW);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.getAttribute("data-testid"))).toEqual(["folder-row", "file-row"]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "Minutes" })
        .getAttribute("href"),
    ).toBe(`/files/folders/${hexId(101)}`);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole("link", { name: "report.pdf" })
        .getAttribute("href"),
    ).toBe(`/files/${hexId(200)}`);
    expect(rows[1]?.textContent).toContain("2 kB");
    expect(within(rows[1] as HTMLElement).getByTestId("file-unread").textContent).toBe("new");
    expect(screen.getByTestId("folder-new").getAttribute("href")).toBe(`/files/folders/new?folder_id=${ROOT}`);
    expect(screen.getByTestId("files-upload").getAttribute("href")).toBe(`/files/new?folder_id=${ROOT}`);
    expect(screen.queryByTestId("folder-edit")).toBeNull();
    fireEvent.change(screen.getByTestId("files-search"), { target: { value: "100%" } });
    expect(await screen.findByText("No files match your search.", {}, SLOW)).toBeTruthy();
    expect(asked).toEqual([null, "100%"]);
  });

  it("deletes the selected items after confirmation", async () => {
    const deleted: unknown[] = [];
    mockApi({
      ...unreads,
      [routeKey(filesApi.root)]: () => jsonResponse(root()),
      [routeKey(filesApi.deleteFiles)]: (init) => {
        deleted.push(JSON.parse(String(init.body)));
        return jsonResponse({ ids: [hexId(200)] });
      },
    });
    renderApp("/files", me);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select report.pdf" }, SLOW));
    expect(screen.getByTestId("files-bulk").textContent).toContain("1 selected");
    fireEvent.click(screen.getByTestId("files-delete"));
    fireEvent.click(await screen.findByTestId("confirm-ok", {}, SLOW));
    await waitFor(() => expect(deleted).toEqual([{ file_ids: [hexId(200)] }]), SLOW);
  });

  it("moves the selection through the folder picker, which cannot enter a selected or activity-stream folder", async () => {
    const moved: unknown[] = [];
    const other = summary({ id: hexId(102), name: "Archive" });
    const stream = summary({ id: hexId(103), name: "Activity stream", type: "activitystream_folder" });
    const listing = root({ subfolders: [summary(), other, stream] });
    mockApi({
      ...unreads,
      [routeKey(filesApi.root)]: () => jsonResponse(listing),
      [routeKey(filesApi.folder, { id: ROOT })]: () => jsonResponse(listing),
      [routeKey(filesApi.folder, { id: hexId(102) })]: () =>
        jsonResponse({
          ...listing,
          ...other,
          folder_path: [...listing.folder_path, { id: hexId(102), name: "Archive" }],
          subfolders: [],
          files: [],
        }),
      [routeKey(filesApi.moveFolders)]: (init) => {
        moved.push(JSON.parse(String(init.body)));
        return jsonResponse({ ids: [hexId(101)] });
      },
      [routeKey(filesApi.moveFiles)]: (init) => {
        moved.push(JSON.parse(String(init.body)));
        return jsonResponse({ ids: [hexId(200)] });
      },
    });
    renderApp("/files", me);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select Minutes" }, SLOW));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select report.pdf" }));
    fireEvent.click(screen.getByTestId("files-move"));
    const picker = await screen.findByRole("dialog", {}, SLOW);
    const entries = await within(picker).findAllByTestId("folder-picker-entry", {}, SLOW);
    expect(entries.map((e) => e.textContent)).toEqual(["Minutes", "Archive"]);
    expect(entries[0]?.hasAttribute("disabled") || entries[0]?.getAttribute("data-disabled") === "true").toBe(true);
    // The selection is in this folder already: moving it here would change nothing.
    expect(within(picker).getByTestId("folder-picker-choose").hasAttribute("disabled")).toBe(true);
    fireEvent.click(entries[1] as HTMLElement);
    await waitFor(
      () => expect(within(picker).getByTestId("folder-picker-current").textContent).toBe("Files / Archive"),
      SLOW,
    );
    fireEvent.click(within(picker).getByTestId("folder-picker-choose"));
    await waitFor(
      () =>
        expect(moved).toEqual([
          { file_ids: [hexId(200)], target_folder_id: hexId(102) },
          { folder_ids: [hexId(101)], target_folder_id: hexId(102) },
        ]),
      SLOW,
    );
  });

  it("shows the empty state, and not-found for a folder the member may not see", async () => {
    mockApi({ ...unreads, [routeKey(filesApi.root)]: () => jsonResponse(root({ subfolders: [], files: [] })) });
    renderApp("/files", me);
    expect(await screen.findByText("This folder is empty", {}, SLOW)).toBeTruthy();
    vi.unstubAllGlobals();
    mockApi({ ...unreads });
    renderApp(`/files/folders/${hexId(999)}`, me);
    expect(await screen.findByText("This folder does not exist or is not visible to you.", {}, SLOW)).toBeTruthy();
  });

  it("tells a member the network's files are not shared with them (a guest) and leads to their groups", async () => {
    mockApi({ ...unreads });
    renderApp("/files", me);
    expect(
      await screen.findByText(
        "The network's files are not shared with you. Your groups keep their files on their own pages.",
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Your groups" }).getAttribute("href")).toBe("/groups");
    expect(screen.queryByText("This folder does not exist or is not visible to you.")).toBeNull();
  });

  it("tells an external guest the same without asking for the network's root", async () => {
    const fetchMock = mockApi({ ...unreads });
    renderApp("/files", network({ current_member: member({ id: hexId(1), is_external: true }) }));
    expect(await screen.findByRole("link", { name: "Your groups" }, SLOW)).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes("/folders/root"))).toEqual([]);
  });

  it("downloads the selection, or the whole folder, as a zip through the hidden form post", async () => {
    const asked: unknown[] = [];
    const submitted: { action: string; token: unknown }[] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      submitted.push({ action: new URL(this.action).pathname, token: new FormData(this).get("token") });
    });
    // A reader: nothing may be moved or deleted, everything may be zipped.
    const readOnly = { destroy: false, update: false, new_version: false, lock: false, finalize: false };
    const listing = root({
      subfolders: [summary({ can: { ...can, destroy: false } })],
      files: [file({ can: readOnly })],
    });
    mockApi({
      ...unreads,
      [routeKey(filesApi.root)]: () => jsonResponse(listing),
      [routeKey(chatApi.discover)]: () => jsonResponse({ ok: true }),
      [routeKey(chatApi.fileToken)]: (init) => {
        asked.push(JSON.parse(String(init.body)));
        return jsonResponse({ token: `t${asked.length}` });
      },
    });
    renderApp("/files", me);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select report.pdf" }, SLOW));
    expect(screen.queryByTestId("files-move")).toBeNull();
    expect(screen.queryByTestId("files-delete")).toBeNull();
    fireEvent.click(await screen.findByTestId("files-zip"));
    await waitFor(() => expect(submitted).toHaveLength(1), SLOW);
    fireEvent.click(screen.getByTestId("folder-zip"));
    await waitFor(() => expect(submitted).toHaveLength(2), SLOW);
    expect(asked).toEqual([
      { file_ids: [hexId(200)], folder_ids: [], current_folder_id: ROOT },
      { file_ids: [], folder_ids: [ROOT] },
    ]);
    expect(submitted).toEqual([
      { action: "/api/storage/v2/archive", token: "t1" },
      { action: "/api/storage/v2/archive", token: "t2" },
    ]);
    vi.restoreAllMocks();
  });

  it("filters and sorts by the file profile when the network has file profiles on", async () => {
    const asked: URLSearchParams[] = [];
    const profiles = network({
      current_member: me.current_member,
      config: { ...me.config, file_profiles: { enabled: true, column_fields: [] } },
    });
    mockApi({
      ...unreads,
      [routeKey(filesApi.root)]: (_init, url) => {
        asked.push(url.searchParams);
        const filtered = url.searchParams.get("profile.document_type") === "contract";
        return jsonResponse(root({ files: [file({ profile: { document_type: filtered ? "contract" : "invoice" } })] }));
      },
      "GET /api/v1/property_sets/file_profile": () =>
        jsonResponse({
          name: "file_profile",
          context_type: "folder",
          context_id: ROOT,
          type: "basic",
          properties: [
            {
              name: "document_type",
              label: "Document type",
              type: "selection",
              options: [
                { label: "Contract", value: "contract" },
                { label: "Invoice", value: "invoice" },
              ],
            },
          ],
          parent_property_set: null,
          modifications: { add_options: [] },
          tag_parents: [],
          can: { update: false },
        }),
    });
    renderApp("/files", profiles);
    fireEvent.click(await screen.findByTestId("filter-document_type", {}, SLOW));
    fireEvent.click(await screen.findByRole("option", { name: "Contract" }, SLOW));
    await waitFor(() => expect(asked.at(-1)?.get("profile.document_type")).toBe("contract"), SLOW);
    fireEvent.click(screen.getByTestId("files-sort"));
    fireEvent.click(await screen.findByRole("option", { name: "Document type (descending)" }, SLOW));
    await waitFor(() => expect(asked.at(-1)?.get("sort")).toBe("profile.document_type"), SLOW);
    expect(asked.at(-1)?.get("direction")).toBe("desc");
  });
});
