import {
  type ApprovalFile,
  type FileDetail,
  type FileEntry,
  type FolderDetail,
  filesApi,
  filesApprovalApi,
  type PendingFileVersion,
  type ReviewedFile,
  unreadsApi,
} from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";
import { initialApprovalTab } from "./ApprovalPage";

const SLOW = { timeout: 15_000 };
const ME = hexId(1);
const me = network({ id: hexId(900), current_member: member({ id: ME, time_zone: "Europe/Berlin" }) });
const anna = memberSummary({ id: hexId(5), displayName: "Anna Becker" });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };
const ROOT = hexId(100);
const FILE = hexId(200);
const PENDING = hexId(300);

function entry(overrides: Partial<FileEntry> = {}): FileEntry {
  return {
    id: FILE,
    name: "contract.docx",
    original_filename: "contract.docx",
    description: "",
    size: 2048,
    content_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    version: { major: 1 },
    folder_id: ROOT,
    author: anna,
    author_name: "Anna Becker",
    created_at: "2026-03-05T08:07:00.000Z",
    updated_at: "2026-03-05T08:07:00.000Z",
    url: `/api/storage/files/${FILE}/get/contract.docx`,
    download_url: `/api/storage/files/${FILE}/get/contract.docx?download=1`,
    path: `/files/${FILE}`,
    locked_until: null,
    locked_by: null,
    unread: false,
    profile: {},
    finalized_at: null,
    review_status: null,
    can: { destroy: true, update: true, new_version: true, lock: true, finalize: true },
    ...overrides,
  };
}

const pending = (overrides: Partial<PendingFileVersion> = {}): PendingFileVersion => ({
  id: PENDING,
  file_id: FILE,
  original_filename: "contract-v2.docx",
  extension: "docx",
  size: 3000,
  description: "",
  author: anna,
  author_name: "Anna Becker",
  created_at: "2026-03-06T08:07:00.000Z",
  url: `/api/storage/files/${FILE}/pending_versions/${PENDING}/get/contract-v2.docx`,
  ...overrides,
});

const root: FolderDetail = {
  id: ROOT,
  name: "Files",
  description: "",
  i18n_type: "root_folder.network",
  type: "root_folder",
  namespace: "network",
  group_slug: null,
  parent_folder_id: null,
  updated_at: "2026-03-05T08:07:00.000Z",
  can: { destroy: false, update: false, create_subfolders: true, add_files: true, export: true, approve: true },
  total_files_count: 1,
  total_subfolders_count: 0,
  requires_approval: false,
  profile: {},
  folder_path: [{ id: ROOT, name: "Files" }],
  subfolders: [],
  files: [],
  matching_files_count: 0,
  page: 1,
  limit: 1,
};

const path = [{ id: ROOT, name: "Files" }];
const approvalFile = (): ApprovalFile => ({ ...entry(), folder_path: path, pending_versions: [pending()] });
const reviewedFile = (): ReviewedFile => ({
  ...entry({ review_status: { insertions: 2, deletions: 1, changes: 0, comments: 3 } }),
  folder_path: path,
});

const detail = (overrides: Partial<FileDetail> = {}): FileDetail => ({
  ...entry(),
  folder_path: path,
  group_slug: null,
  versions: [],
  current_version_authors: [anna],
  lock_days: 7,
  pending_versions: [],
  ...overrides,
});

function reviewedResponse(files: ReviewedFile[]) {
  return () =>
    new Response(JSON.stringify(files), {
      headers: {
        "Content-Type": "application/json",
        "x-total": String(files.length),
        "x-total-pages": files.length > 0 ? "1" : "0",
        "x-per-page": "25",
        "x-page": "1",
      },
    });
}

function mockApproval(options: { reviewed: ReviewedFile[]; list: () => Response; extra?: Record<string, never> }) {
  const reviewedUrls: URL[] = [];
  const fetchMock = mockApi({
    ...unreads,
    [routeKey(filesApi.root)]: () => jsonResponse(root),
    [routeKey(filesApprovalApi.reviewed)]: (_init, url) => {
      reviewedUrls.push(url);
      return reviewedResponse(options.reviewed)();
    },
    [routeKey(filesApprovalApi.approvalList, { id: ROOT })]: options.list,
    [routeKey(filesApprovalApi.approve, { id: FILE, pid: PENDING })]: () =>
      jsonResponse(detail({ version: { major: 2 } })),
    [routeKey(filesApprovalApi.decline, { id: FILE, pid: PENDING })]: () => jsonResponse(detail()),
  });
  return { fetchMock, reviewedUrls };
}

describe("approval page", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens on new versions when nothing is reviewed but versions wait, and approves one after confirming", async () => {
    const { fetchMock, reviewedUrls } = mockApproval({
      reviewed: [],
      list: () => jsonResponse({ files: [approvalFile()] }),
    });
    renderApp("/files/approval", me);
    const row = await screen.findByTestId("pending-version", {}, SLOW);
    expect(row.textContent).toContain("contract-v2.docx");
    expect(row.textContent).toContain("Anna Becker");
    expect(screen.getByTestId("approval-tab-versions").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByTestId("pending-view").getAttribute("href")).toBe(pending().url);
    // The reviewed files of the network's context, first page.
    const asked = reviewedUrls[0];
    expect(asked?.searchParams.get("context_type")).toBe("network");
    expect(asked?.searchParams.get("context_id")).toBe(hexId(900));
    expect(asked?.searchParams.get("query")).toBe("reviewed");
    fireEvent.click(screen.getByTestId("pending-approve"));
    expect(await screen.findByText("Make contract-v2.docx the new version of contract.docx?", {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByTestId("confirm-ok"));
    expect(await screen.findByText("The new version was approved.", {}, SLOW)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith(`/pending_versions/${PENDING}/approve`) && init?.method === "POST",
      ),
    ).toBe(true);
  });

  it("declines after a warning", async () => {
    const { fetchMock } = mockApproval({ reviewed: [], list: () => jsonResponse({ files: [approvalFile()] }) });
    renderApp("/files/approval", me);
    fireEvent.click(await screen.findByTestId("pending-decline", {}, SLOW));
    expect(await screen.findByText("Decline contract-v2.docx? The uploaded version will be deleted.", {}, SLOW));
    fireEvent.click(screen.getByTestId("confirm-ok"));
    expect(await screen.findByText("The new version was declined.", {}, SLOW)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });

  it("opens on the review status when reviewed files exist, with their counts", async () => {
    mockApproval({ reviewed: [reviewedFile()], list: () => jsonResponse({ files: [approvalFile()] }) });
    renderApp("/files/approval", me);
    const reviewed = await screen.findByTestId("reviewed-file", {}, SLOW);
    expect(reviewed.textContent).toContain("contract.docx");
    expect(reviewed.textContent).toContain("2 insertions");
    expect(reviewed.textContent).toContain("1 deletion");
    expect(reviewed.textContent).toContain("3 comments");
    expect(reviewed.textContent).not.toContain("change");
    expect(screen.getByTestId("approval-tab-review").getAttribute("aria-selected")).toBe("true");
  });

  it("shows the empty states, and that only managers approve", async () => {
    mockApproval({
      reviewed: [],
      list: () => jsonResponse({ error: "forbidden", message: "Only the folder's managers" }, 403),
    });
    renderApp("/files/approval", me);
    expect(await screen.findByText("No file has open tracked changes or comments.", {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByTestId("approval-tab-versions"));
    expect(await screen.findByText("Only the folder's managers may approve new versions.", {}, SLOW)).toBeTruthy();
  });

  it("picks the initial tab by the rule of §4", () => {
    expect(initialApprovalTab(0, 2)).toBe("versions");
    expect(initialApprovalTab(0, 0)).toBe("review");
    expect(initialApprovalTab(3, 2)).toBe("review");
  });
});

describe("file page approval parts", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells the author that their version waits for approval, and shows the review status", async () => {
    mockApi({
      ...unreads,
      [routeKey(filesApi.file, { id: FILE })]: () =>
        jsonResponse(
          detail({
            can: { destroy: true, update: true, new_version: true, lock: true, finalize: false },
            review_status: { insertions: 1, deletions: 0, changes: 4, comments: 0 },
            pending_versions: [pending({ author: memberSummary({ id: ME, displayName: "Me" }) })],
          }),
        ),
      [routeKey(filesApi.trackView, { id: FILE })]: () => new Response(null, { status: 204 }),
    });
    renderApp(`/files/${FILE}`, me);
    expect((await screen.findByTestId("file-pending-notice", {}, SLOW)).textContent).toBe(
      "Your new version contract-v2.docx is waiting for approval by the folder's managers.",
    );
    expect(screen.getByTestId("review-counts").textContent).toBe("1 insertion4 changes");
    expect(screen.queryByTestId("file-finalize")).toBeNull();
  });

  it("lets a manager finalize after confirming; a finalized file shows its badge and no changes", async () => {
    const finalized = vi.fn();
    const done = detail({
      finalized_at: "2026-03-07T08:00:00.000Z",
      can: { destroy: false, update: false, new_version: false, lock: false, finalize: true },
    });
    let current = detail({ pending_versions: [pending()] });
    mockApi({
      ...unreads,
      [routeKey(filesApi.file, { id: FILE })]: () => jsonResponse(current),
      [routeKey(filesApi.trackView, { id: FILE })]: () => new Response(null, { status: 204 }),
      [routeKey(filesApprovalApi.finalize, { id: FILE })]: () => {
        finalized();
        current = done;
        return jsonResponse(done);
      },
    });
    renderApp(`/files/${FILE}`, me);
    expect((await screen.findByTestId("file-pending-managers", {}, SLOW)).textContent).toContain(
      "1 new version is waiting for approval.",
    );
    fireEvent.click(screen.getByTestId("file-finalize"));
    fireEvent.click(await screen.findByTestId("confirm-ok", {}, SLOW));
    await waitFor(() => expect(finalized).toHaveBeenCalled(), SLOW);
    expect((await screen.findByTestId("file-finalized-badge", {}, SLOW)).textContent).toBe("Finalized");
    expect(screen.getByTestId("file-finalize").textContent).toBe("Unfinalize");
    expect(screen.queryByTestId("file-edit")).toBeNull();
    expect(screen.queryByTestId("file-delete")).toBeNull();
  });
});
