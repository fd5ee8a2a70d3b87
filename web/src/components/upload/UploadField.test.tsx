import { type FileEntry, type FolderDetail, filesApi, type StoredFile } from "@intranet/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { setCsrfCookie } from "../../test/cookies";
import { FakeXHR } from "../../test/fake-xhr";
import { hexId, network } from "../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../test/render";
import { mockApi } from "../../test/render-app";
import type { ExtensionFilter } from "./extension-filter";
import { UploadField, type UploadFieldProps } from "./UploadField";
import { entryFromStoredFile, type UploadEntry } from "./upload-entry";

const stored = (name: string): StoredFile => ({
  id: hexId(7),
  name,
  type: "application/pdf",
  extension: "pdf",
  size: 4,
  state: "volatile",
  external_id: null,
  url: `/api/storage/files/${hexId(7)}`,
  preview_url: null,
});

const file = (name: string, type = "application/octet-stream") => new File(["data"], name, { type });

let latest: UploadEntry[] = [];
function Harness(props: Omit<UploadFieldProps, "value" | "onChange">) {
  const [value, setValue] = useState<UploadEntry[]>([]);
  return (
    <UploadField
      {...props}
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}

const deny: ExtensionFilter = { type: "deny", extensions: ["exe"] };

async function pick(...files: File[]) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByTestId("upload-input"), files);
  return user;
}

describe("UploadField", () => {
  beforeEach(() => {
    FakeXHR.instances = [];
    latest = [];
    vi.stubGlobal("XMLHttpRequest", FakeXHR);
    setCsrfCookie("tok123");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setCsrfCookie(null);
  });

  it("drops files refused by the extension filter with a toast naming them, the rest upload", async () => {
    renderWithProviders(<Harness directory="files" extensionFilter={deny} />);
    await pick(file("virus.exe"), file("report.pdf"));

    expect(await screen.findByText("file type not accepted: virus.exe")).toBeTruthy();
    const entries = await screen.findAllByTestId("upload-entry");
    expect(entries).toHaveLength(1);
    expect(entries[0]?.textContent).toContain("report.pdf");
    expect(FakeXHR.instances).toHaveLength(1);
    const xhr = FakeXHR.instances[0] as FakeXHR;
    expect(xhr.url).toBe("/api/storage/files");
    expect(xhr.headers["X-CSRF-Token"]).toBe("tok123");
    expect(xhr.headers.Accept).toBe("application/json");
    expect((xhr.body?.get("file") as File | undefined)?.name).toBe("report.pdf");
    expect(xhr.body?.get("name")).toBe("report.pdf");
  });

  it("takes the network's allow list for the files directory and names the allowed types", async () => {
    const preload = network();
    preload.config.files = {
      ...preload.config.files,
      extension_filter_available: true,
      extension_filter_enabled: true,
      extension_filter_type: "allow",
      extension_filter_list: [".PDF", "png"],
    };
    renderWithProviders(<Harness directory="files" />, { network: preload });
    expect(screen.getByTestId("upload-input").getAttribute("accept")).toBe(".pdf,.png");
    await pick(file("notes.docx"), file("scan.PDF"));

    expect(await screen.findByText("file type not accepted: notes.docx. Allowed types: pdf, png")).toBeTruthy();
    expect(await screen.findAllByTestId("upload-entry")).toHaveLength(1);
  });

  it("accepts only images in the images directory", async () => {
    renderWithProviders(<Harness directory="images" />);
    expect(screen.getByTestId("upload-input").getAttribute("accept")).toBe("image/*");
    await pick(file("photo.jpg", "image/jpeg"), file("doc.pdf", "application/pdf"));
    expect(await screen.findByText("file type not accepted: doc.pdf")).toBeTruthy();
    expect(FakeXHR.instances[0]?.url).toBe("/api/storage/images");
  });

  it("shows progress while uploading and a green bar once the file is stored", async () => {
    renderWithProviders(<Harness directory="files" extensionFilter={null} />);
    await pick(file("report.pdf"));
    const xhr = FakeXHR.instances[0] as FakeXHR;

    xhr.progress(50, 100);
    const entry = await screen.findByTestId("upload-entry");
    expect(entry.getAttribute("data-state")).toBe("uploading");
    expect(within(entry).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    expect(within(entry).getByTestId("upload-progress").getAttribute("data-color")).toBe("blue");

    xhr.respond(201, stored("report.pdf"));
    await waitFor(() => expect(entry.getAttribute("data-state")).toBe("volatile"));
    expect(within(entry).getByTestId("upload-progress").getAttribute("data-color")).toBe("green");
    expect(latest[0]).toMatchObject({ id: hexId(7), state: "volatile", progress: 100, name: "report.pdf" });
  });

  it.each([
    [413, { error: "payload_too_large", message: "The request is too large." }, "file too large", "failed"],
    [
      422,
      { error: "extension_refused", message: "Files of this type are not allowed." },
      // The code is translated; the server's English message is never shown.
      "Files of this type are not accepted.",
      "failed",
    ],
    [500, { error: "internal_error", message: "boom" }, "The upload failed. Please try again.", "failed"],
    [
      422,
      { error: "quarantine", message: "Infected." },
      "The file was quarantined because it may be harmful.",
      "quarantine",
    ],
  ])("marks the file %s-failed with a red bar and the message for the status", async (status, body, text, state) => {
    renderWithProviders(<Harness directory="files" extensionFilter={null} />);
    await pick(file("big.pdf"));
    FakeXHR.instances[0]?.respond(status, body);

    const entry = await screen.findByTestId("upload-entry");
    await waitFor(() => expect(entry.getAttribute("data-state")).toBe(state));
    expect(within(entry).getByTestId("upload-progress").getAttribute("data-color")).toBe("red");
    expect(within(entry).getByRole("alert").textContent).toBe(text);
  });

  it("cuts files beyond maxFiles and disables the drop area at the cap", async () => {
    renderWithProviders(<Harness directory="files" extensionFilter={null} maxFiles={2} />);
    await pick(file("a.pdf"), file("b.pdf"), file("c.pdf"));

    expect(await screen.findAllByTestId("upload-entry")).toHaveLength(2);
    expect(FakeXHR.instances).toHaveLength(2);
    expect(screen.getByText("Only 2 files can be added here.")).toBeTruthy();
    expect(screen.getByTestId("upload-dropzone").hasAttribute("data-disabled")).toBe(true);
    expect(screen.getByText("The maximum number of files has been reached.")).toBeTruthy();
  });

  it("says a single-file field's file is chosen, and that a stored file is ready to upload, not uploaded", async () => {
    renderWithProviders(<Harness directory="files" extensionFilter={null} maxFiles={1} />);
    await pick(file("v2.pdf"));
    (FakeXHR.instances[0] as FakeXHR).respond(201, stored("v2.pdf"));
    const entry = await screen.findByTestId("upload-entry");
    await waitFor(() => expect(entry.getAttribute("data-state")).toBe("volatile"));
    expect(entry.textContent).toContain("Ready to upload");
    expect(entry.textContent).not.toContain("Uploaded");
    expect(screen.getByTestId("upload-dropzone").textContent).toBe(
      "A file is chosen. Remove it to choose another one.",
    );
  });

  it("asks before removing and marks an uploaded file as removed", async () => {
    renderWithProviders(<Harness directory="files" extensionFilter={null} />);
    const user = await pick(file("report.pdf"));
    FakeXHR.instances[0]?.respond(201, stored("report.pdf"));
    await waitFor(() => expect(latest[0]?.state).toBe("volatile"));

    await user.click(screen.getByRole("button", { name: "Remove report.pdf" }));
    expect(await screen.findByText("Do you really want to remove report.pdf?")).toBeTruthy();
    expect(latest[0]?.state).toBe("volatile");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    await waitFor(() => expect(screen.queryByTestId("upload-entry")).toBeNull());
    expect(latest).toHaveLength(1);
    expect(latest[0]?.state).toBe("removed");
  });

  it("drops a failed file outright when removed", async () => {
    renderWithProviders(<Harness directory="files" extensionFilter={null} />);
    const user = await pick(file("report.pdf"));
    FakeXHR.instances[0]?.respond(500, { error: "internal_error", message: "boom" });
    await waitFor(() => expect(latest[0]?.state).toBe("failed"));

    await user.click(screen.getByRole("button", { name: "Remove report.pdf" }));
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(latest).toHaveLength(0));
  });
});

describe("UploadField: a stored picture", () => {
  it("lists a stored file whose size is not known without a size", () => {
    const current = entryFromStoredFile({ ...stored("Current picture"), size: 0, state: "published" });
    renderWithProviders(<UploadField directory="images" value={[current]} onChange={() => {}} maxFiles={1} />, {
      network: network(),
    });
    const entry = screen.getByTestId("upload-entry");
    expect(within(entry).getByText("Current picture")).toBeTruthy();
    expect(entry.textContent).not.toMatch(/\d\s?B/);
    expect(within(entry).getByText("Saved")).toBeTruthy();
  });
});

describe("UploadField: Add from Files", () => {
  const ROOT = hexId(400);
  const picked = (n: number, name: string): FileEntry => ({
    id: hexId(410 + n),
    name,
    original_filename: name,
    description: "",
    size: 1234,
    content_type: "application/pdf",
    extension: name.split(".").pop() ?? "",
    version: { major: 1 },
    folder_id: ROOT,
    author: null,
    author_name: "",
    created_at: "2026-03-05T08:07:00.000Z",
    updated_at: "2026-03-05T08:07:00.000Z",
    url: `/api/storage/files/${hexId(410 + n)}`,
    download_url: `/api/storage/files/${hexId(410 + n)}?download=1`,
    path: `/files/${hexId(410 + n)}`,
    locked_until: null,
    locked_by: null,
    unread: false,
    profile: {},
    finalized_at: null,
    review_status: null,
    can: { destroy: false, update: false, new_version: false, lock: false, finalize: false },
  });
  const files = [picked(1, "plan.pdf"), picked(2, "budget.pdf"), picked(3, "setup.exe")];
  const root: FolderDetail = {
    id: ROOT,
    name: "Files",
    description: "",
    i18n_type: null,
    type: "root_folder",
    namespace: "network",
    group_slug: null,
    parent_folder_id: null,
    updated_at: "2026-03-05T08:07:00.000Z",
    can: { destroy: false, update: false, create_subfolders: true, add_files: true, export: false, approve: false },
    total_files_count: 3,
    total_subfolders_count: 0,
    requires_approval: false,
    profile: {},
    folder_path: [{ id: ROOT, name: "Files" }],
    subfolders: [],
    files,
    matching_files_count: 3,
    page: 1,
    limit: 100,
  };

  /** The folder listing, and copies answered as uploads (or refused with `refuse`). */
  function serve(refuse?: { status: number; body: unknown }) {
    const copied: string[] = [];
    const handlers: Parameters<typeof mockApi>[0] = { [routeKey(filesApi.root)]: () => jsonResponse(root) };
    for (const f of files) {
      handlers[routeKey(filesApi.copy, { id: f.id })] = () => {
        copied.push(f.id);
        if (refuse) return jsonResponse(refuse.body, refuse.status);
        return jsonResponse({ ...stored(f.name), id: hexId(500 + copied.length), url: "/api/storage/files/x" }, 201);
      };
    }
    mockApi(handlers);
    return copied;
  }

  beforeEach(() => {
    latest = [];
    setCsrfCookie("tok123");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setCsrfCookie(null);
  });

  const boxes = () => screen.getAllByTestId("file-picker-file") as HTMLInputElement[];

  it("is offered only where the field asks for it, and never for images", () => {
    renderWithProviders(<Harness directory="files" />);
    expect(screen.queryByTestId("upload-from-files")).toBeNull();
    renderWithProviders(<Harness directory="images" fromFiles />);
    expect(screen.queryByTestId("upload-from-files")).toBeNull();
    renderWithProviders(<Harness directory="files" fromFiles />);
    expect(screen.getByTestId("upload-from-files").textContent).toBe("Add from Files");
  });

  it("copies each picked file and adds the copy as an upload, up to the cap, never the same file twice", async () => {
    const copied = serve();
    renderWithProviders(<Harness directory="files" fromFiles maxFiles={2} extensionFilter={null} />, {
      network: network(),
    });
    const user = userEvent.setup();
    await user.click(screen.getByTestId("upload-from-files"));
    await waitFor(() => expect(boxes()).toHaveLength(3));
    await user.click(boxes()[0] as HTMLInputElement);
    await user.click(screen.getByTestId("file-picker-choose"));

    await waitFor(() => expect(latest.map((e) => e.state)).toEqual(["volatile"]));
    expect(copied).toEqual([files[0]?.id]);
    expect(latest[0]).toMatchObject({ name: "plan.pdf", id: hexId(501), source_file_id: files[0]?.id });
    expect(screen.queryByTestId("file-picker")).toBeNull();

    // Opened again: the file already in the field is ticked and disabled; one more fits.
    await user.click(screen.getByTestId("upload-from-files"));
    await waitFor(() => expect(boxes()).toHaveLength(3));
    const [plan, budget, setup] = boxes() as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    expect(plan.disabled).toBe(true);
    await user.click(budget);
    expect(setup.disabled).toBe(true);
    await user.click(screen.getByTestId("file-picker-choose"));
    await waitFor(() => expect(latest.map((e) => e.name)).toEqual(["plan.pdf", "budget.pdf"]));
    await waitFor(() => expect(latest.every((e) => e.state === "volatile")).toBe(true));
    expect(copied).toHaveLength(2);
    // At the cap the button is off, as the drop area is.
    expect((screen.getByTestId("upload-from-files") as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps the field's type filter: a refused type cannot be picked", async () => {
    serve();
    renderWithProviders(<Harness directory="files" fromFiles extensionFilter={deny} />, { network: network() });
    const user = userEvent.setup();
    await user.click(screen.getByTestId("upload-from-files"));
    await waitFor(() => expect(boxes()).toHaveLength(3));
    expect((boxes()[2] as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/file type not accepted/)).toBeTruthy();
  });

  it("marks the entry failed when the copy is refused", async () => {
    serve({ status: 422, body: { error: "extension_refused", message: "Files of type .pdf are not accepted." } });
    renderWithProviders(<Harness directory="files" fromFiles extensionFilter={null} />, { network: network() });
    const user = userEvent.setup();
    await user.click(screen.getByTestId("upload-from-files"));
    await waitFor(() => expect(boxes()).toHaveLength(3));
    await user.click(boxes()[1] as HTMLInputElement);
    await user.click(screen.getByTestId("file-picker-choose"));
    await waitFor(() => expect(latest[0]?.state).toBe("failed"));
    expect(latest[0]?.status).toBe(422);
  });
});
