import { type FileEntry, type FolderDetail, filesApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { formatDate } from "../../../lib/dates";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { FilePicker, type FilePickerProps } from "./FilePicker";

const ROOT = hexId(100);
const SUB = hexId(101);
const STREAM = hexId(102);
const GROUP_ROOT = hexId(103);

const me = network({
  current_member: member({ id: hexId(1) }),
  my_groups: [{ id: hexId(50), slug: "board", name: "Board", group_category_id: hexId(51) }],
});

function entry(id: string, name: string, size = 2048): FileEntry {
  return {
    id,
    name,
    original_filename: name,
    description: "",
    size,
    content_type: "text/plain",
    extension: name.split(".").pop() ?? "",
    version: { major: 1 },
    folder_id: ROOT,
    author: null,
    author_name: "",
    created_at: "2026-03-05T08:07:00.000Z",
    updated_at: "2026-03-05T08:07:00.000Z",
    url: `/api/storage/files/${id}`,
    download_url: `/api/storage/files/${id}?download=1`,
    path: `/files/${id}`,
    locked_until: null,
    locked_by: null,
    unread: false,
    profile: {},
    finalized_at: null,
    review_status: null,
    can: { destroy: false, update: false, new_version: false, lock: false, finalize: false },
  };
}

function folder(id: string, name: string, overrides: Partial<FolderDetail> = {}): FolderDetail {
  return {
    id,
    name,
    description: "",
    i18n_type: null,
    type: "folder",
    namespace: "network",
    group_slug: null,
    parent_folder_id: ROOT,
    updated_at: "2026-03-05T08:07:00.000Z",
    can: { destroy: false, update: false, create_subfolders: true, add_files: true, export: false, approve: false },
    total_files_count: 0,
    total_subfolders_count: 0,
    requires_approval: false,
    profile: {},
    folder_path: [
      { id: ROOT, name: "Files" },
      { id, name },
    ],
    subfolders: [],
    files: [],
    matching_files_count: 0,
    page: 1,
    limit: 100,
    ...overrides,
  };
}

const LONG = `${"a".repeat(40)}-middle-${"z".repeat(40)}.txt`;
const agenda = entry(hexId(201), "agenda.txt");
const minutes = entry(hexId(202), "minutes.txt", 5 * 1024 * 1024);
const long = entry(hexId(203), LONG, 12);
const attached = entry(hexId(204), "photo-from-post.txt");

const networkRoot = folder(ROOT, "Files", {
  type: "root_folder",
  parent_folder_id: null,
  folder_path: [{ id: ROOT, name: "Files" }],
  subfolders: [folder(SUB, "Reports"), folder(STREAM, "Activity stream", { type: "activitystream_folder" })],
  files: [agenda, minutes, long],
  matching_files_count: 3,
});

function serve() {
  const queries: URL[] = [];
  mockApi({
    [routeKey(filesApi.root)]: (_init, url) => {
      queries.push(url);
      if (url.searchParams.get("group_slug") === "board") {
        return jsonResponse(
          folder(GROUP_ROOT, "Files", {
            type: "root_folder",
            group_slug: "board",
            parent_folder_id: null,
            folder_path: [{ id: GROUP_ROOT, name: "Files" }],
          }),
        );
      }
      const q = url.searchParams.get("q");
      const files = q ? networkRoot.files.filter((f) => f.name.includes(q)) : networkRoot.files;
      return jsonResponse({ ...networkRoot, files, matching_files_count: files.length });
    },
    [routeKey(filesApi.folder, { id: SUB })]: () => jsonResponse(folder(SUB, "Reports")),
    [routeKey(filesApi.folder, { id: STREAM })]: () =>
      jsonResponse(
        folder(STREAM, "Activity stream", {
          type: "activitystream_folder",
          folder_path: [
            { id: ROOT, name: "Files" },
            { id: STREAM, name: "Activity stream" },
          ],
          files: [attached],
          matching_files_count: 1,
        }),
      ),
    [routeKey(filesApi.folder, { id: ROOT })]: () => jsonResponse(networkRoot),
  });
  return queries;
}

function open(props: Partial<FilePickerProps> = {}) {
  const onPick = vi.fn();
  renderWithProviders(<FilePicker opened onClose={() => undefined} onPick={onPick} room={10} {...props} />, {
    network: me,
  });
  return onPick;
}

const fileBoxes = () => screen.getAllByTestId("file-picker-file") as HTMLInputElement[];
const labelOf = (box: HTMLInputElement) => box.closest(".mantine-Checkbox-root")?.textContent ?? "";

describe("FilePicker", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the network root's files with shortened names, sizes and dates, and enters subfolders", async () => {
    serve();
    open();
    expect((await screen.findByTestId("file-picker-current")).textContent).toBe("Files");
    await waitFor(() => expect(fileBoxes()).toHaveLength(3));
    expect(labelOf(fileBoxes()[1] as HTMLInputElement)).toContain("minutes.txt");
    expect(labelOf(fileBoxes()[1] as HTMLInputElement)).toContain("5 MB");
    expect(labelOf(fileBoxes()[0] as HTMLInputElement)).toContain("2 kB");
    expect(labelOf(fileBoxes()[0] as HTMLInputElement)).toContain(formatDate(agenda.updated_at));
    // 71+ characters: the first 35 and the last 35.
    expect(screen.getByText(`${"a".repeat(35)}…${LONG.slice(-35)}`)).toBeTruthy();

    // Activity-stream folders hold files: listed and enterable here, unlike in the folder picker.
    const entries = screen.getAllByTestId("file-picker-entry");
    expect(entries.map((e) => e.textContent)).toEqual(["Reports", "Activity stream"]);
    expect(entries.some((e) => e.hasAttribute("data-disabled"))).toBe(false);
    fireEvent.click(entries[1] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId("file-picker-current").textContent).toBe("Files / Activity stream"));
    await waitFor(() => expect(labelOf(fileBoxes()[0] as HTMLInputElement)).toContain("photo-from-post.txt"));
    fireEvent.click(screen.getByRole("button", { name: "Up" }));
    await waitFor(() => expect(screen.getByTestId("file-picker-current").textContent).toBe("Files"));
  });

  it("switches to a group's files", async () => {
    const queries = serve();
    open();
    await screen.findByTestId("file-picker-current");
    const user = userEvent.setup();
    await user.click(screen.getByTestId("file-picker-root"));
    await user.click(await screen.findByRole("option", { name: "Board" }));
    // The group's top folder (stored as "Files") under the name its page gives it.
    await waitFor(() => expect(screen.getByTestId("file-picker-current").textContent).toBe("Group files"));
    expect(queries.at(-1)?.searchParams.get("group_slug")).toBe("board");
    expect(screen.getByText("No files in this folder.")).toBeTruthy();
  });

  it("searches the open folder with the listing's q after a pause", async () => {
    const queries = serve();
    open();
    await waitFor(() => expect(fileBoxes()).toHaveLength(3));
    fireEvent.change(screen.getByTestId("file-picker-search"), { target: { value: "a" } });
    fireEvent.change(screen.getByTestId("file-picker-search"), { target: { value: "agen" } });
    await waitFor(() => expect(fileBoxes()).toHaveLength(1), { timeout: 2000 });
    expect(labelOf(fileBoxes()[0] as HTMLInputElement)).toContain("agenda.txt");
    expect(queries.filter((u) => u.searchParams.get("q") === "agen")).toHaveLength(1);
    // Only the last text typed is asked for.
    expect(queries.some((u) => u.searchParams.get("q") === "a")).toBe(false);
  });

  it("picks several files up to the field's room, in the order ticked", async () => {
    serve();
    const onPick = open({ room: 2 });
    await waitFor(() => expect(fileBoxes()).toHaveLength(3));
    const [a, m, l] = fileBoxes() as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    expect((screen.getByTestId("file-picker-choose") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(m);
    fireEvent.click(a);
    expect(l.disabled).toBe(true);
    expect(screen.getByTestId("file-picker-room").textContent).toBe(
      "The maximum has been reached: 2 files can still be added.",
    );
    // Unticking makes room again.
    fireEvent.click(a);
    expect(l.disabled).toBe(false);
    fireEvent.click(l);
    fireEvent.click(screen.getByTestId("file-picker-choose"));
    expect(onPick).toHaveBeenCalledWith([minutes, long]);
  });

  it("does not offer a file twice, nor one of a type the field refuses", async () => {
    serve();
    const onPick = open({ takenIds: [agenda.id], accepts: (f) => !f.name.startsWith("minutes") });
    await waitFor(() => expect(fileBoxes()).toHaveLength(3));
    const [a, m, l] = fileBoxes() as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    expect(a.disabled).toBe(true);
    expect(a.checked).toBe(true);
    expect(labelOf(a)).toContain("already added");
    expect(m.disabled).toBe(true);
    expect(labelOf(m)).toContain("file type not accepted");
    fireEvent.click(a);
    fireEvent.click(l);
    expect(screen.getByTestId("file-picker-choose").textContent).toBe("Add 1 file");
    fireEvent.click(screen.getByTestId("file-picker-choose"));
    expect(onPick).toHaveBeenCalledWith([long]);
  });
});
