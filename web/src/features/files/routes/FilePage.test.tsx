import { type FileDetail, filesApi, unreadsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { dayjs, todayIn } from "../../../lib/dates";
import { hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1), time_zone: "Europe/Berlin" }) });
const anna = memberSummary({ id: hexId(5), displayName: "Anna Becker" });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };
const ID = hexId(200);
const longName = `${"a".repeat(40)}-middle-${"z".repeat(40)}.txt`;

const detail: FileDetail = {
  id: ID,
  name: longName,
  original_filename: longName,
  description: "Quarterly numbers",
  size: 1536,
  content_type: "application/zip",
  extension: "zip",
  version: { major: 2 },
  folder_id: hexId(100),
  author: anna,
  author_name: "Anna Becker",
  created_at: "2026-03-05T08:07:00.000Z",
  updated_at: "2026-03-05T08:07:00.000Z",
  url: `/api/storage/files/${ID}/get/x.zip`,
  download_url: `/api/storage/files/${ID}/get/x.zip?download=1`,
  path: `/files/${ID}`,
  locked_until: "2030-01-01T10:00:00.000Z",
  locked_by: anna,
  unread: false,
  profile: {},
  finalized_at: null,
  review_status: null,
  can: { destroy: false, update: false, new_version: false, lock: false, finalize: false },
  folder_path: [{ id: hexId(100), name: "Files" }],
  group_slug: null,
  versions: [
    {
      id: hexId(301),
      major: 2,
      size: 1536,
      content_type: "application/zip",
      original_filename: "x.zip",
      author: anna,
      created_at: "2026-03-05T08:07:00.000Z",
      url: `/api/storage/files/${ID}/get/x.zip?version=2`,
      download_url: `/api/storage/files/${ID}/get/x.zip?version=2&download=1`,
    },
    {
      id: hexId(300),
      major: 1,
      size: 1000,
      content_type: "application/zip",
      original_filename: "x.zip",
      author: anna,
      created_at: "2026-03-04T08:07:00.000Z",
      url: `/api/storage/files/${ID}/get/x.zip?version=1`,
      download_url: `/api/storage/files/${ID}/get/x.zip?version=1&download=1`,
    },
  ],
  current_version_authors: [anna],
  lock_days: 7,
  pending_versions: [],
};

describe("file page", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a file locked by someone else without changes, its versions, and marks it viewed", async () => {
    const viewed = vi.fn();
    mockApi({
      ...unreads,
      [routeKey(filesApi.file, { id: ID })]: () => jsonResponse(detail),
      [routeKey(filesApi.trackView, { id: ID })]: () => {
        viewed();
        return new Response(null, { status: 204 });
      },
    });
    renderApp(`/files/${ID}`, me);
    expect((await screen.findByTestId("file-locked", {}, SLOW)).textContent).toContain("Locked by Anna Becker until");
    // Names over 71 characters are shortened to 35 + 35.
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(`${"a".repeat(35)}…${"z".repeat(31)}.txt`);
    expect(screen.queryByTestId("file-delete")).toBeNull();
    expect(screen.queryByTestId("file-lock")).toBeNull();
    expect(screen.getAllByTestId("file-version").map((r) => r.textContent?.slice(0, 9))).toEqual([
      "Version 2",
      "Version 1",
    ]);
    expect(screen.getByTestId("file-download").getAttribute("href")).toBe(detail.download_url);
    await waitFor(() => expect(viewed).toHaveBeenCalled(), SLOW);
  });

  it("previews a PDF in a frame of its own address (the page's policy allows no <object>)", async () => {
    const pdf = { ...detail, content_type: "application/pdf", url: `/api/storage/files/${ID}/get/x.pdf` };
    mockApi({
      ...unreads,
      [routeKey(filesApi.file, { id: ID })]: () => jsonResponse(pdf),
      [routeKey(filesApi.trackView, { id: ID })]: () => new Response(null, { status: 204 }),
    });
    renderApp(`/files/${ID}`, me);
    const preview = await screen.findByTestId("file-preview", {}, SLOW);
    expect(preview.tagName).toBe("IFRAME");
    expect(preview.getAttribute("src")).toBe(pdf.url);
    expect(preview.getAttribute("title")).toBe(longName);
    expect(document.querySelector("object")).toBeNull();
  });

  it("offers to lock a lockable file when it is downloaded, with the lock days as the default", async () => {
    const locked = vi.fn();
    const unlocked = { ...detail, locked_until: null, locked_by: null, can: { ...detail.can, lock: true } };
    mockApi({
      ...unreads,
      [routeKey(filesApi.file, { id: ID })]: () => jsonResponse(unlocked),
      [routeKey(filesApi.trackView, { id: ID })]: () => new Response(null, { status: 204 }),
      [routeKey(filesApi.lock, { id: ID })]: (init) => {
        locked(JSON.parse(String(init.body)));
        return jsonResponse(unlocked);
      },
    });
    renderApp(`/files/${ID}`, me);
    fireEvent.click(await screen.findByTestId("file-download", {}, SLOW));
    expect(await screen.findByText("Lock the file while you edit it?", {}, SLOW)).toBeTruthy();
    // The lock days from today in the member's zone, written as every date field writes dates.
    const inSevenDays = dayjs(todayIn("Europe/Berlin")).add(7, "day");
    expect(screen.getByTestId("file-lock-prompt-until").textContent).toBe(inSevenDays.format("DD/MM/YYYY"));
    expect(screen.getByTestId("file-download-only").getAttribute("href")).toBe(detail.download_url);
    const lockAndDownload = screen.getByTestId("file-lock-download");
    expect(lockAndDownload.getAttribute("href")).toBe(detail.download_url);
    // The browser's own download would follow the link; here only the lock request is watched.
    lockAndDownload.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(lockAndDownload);
    await waitFor(() => expect(locked).toHaveBeenCalled(), SLOW);
    // Until the end of that day in the member's zone (Berlin's midnight is 22:00 or 23:00 UTC).
    const until = String(locked.mock.calls[0]?.[0].locked_until);
    expect(until).toMatch(new RegExp(`^${inSevenDays.format("YYYY-MM-DD")}T2[12]:59:59\\.999Z$`));
  });

  it("downloads a file that is locked or not lockable without asking", async () => {
    mockApi({
      ...unreads,
      [routeKey(filesApi.file, { id: ID })]: () => jsonResponse({ ...detail, locked_until: null, locked_by: null }),
      [routeKey(filesApi.trackView, { id: ID })]: () => new Response(null, { status: 204 }),
    });
    renderApp(`/files/${ID}`, me);
    expect((await screen.findByTestId("file-download", {}, SLOW)).getAttribute("href")).toBe(detail.download_url);
  });

  it("leaves a deleted file's page for its folder without asking for the file again", async () => {
    const asked: string[] = [];
    const deletable = { ...detail, locked_until: null, locked_by: null, can: { ...detail.can, destroy: true } };
    mockApi({
      ...unreads,
      [routeKey(filesApi.file, { id: ID })]: () => {
        asked.push("file");
        return asked.includes("delete")
          ? jsonResponse({ error: "not_found", message: "Not found." }, 404)
          : jsonResponse(deletable);
      },
      [routeKey(filesApi.trackView, { id: ID })]: () => new Response(null, { status: 204 }),
      [routeKey(filesApi.deleteFiles)]: () => {
        asked.push("delete");
        return new Response(null, { status: 204 });
      },
      [routeKey(filesApi.root)]: () => {
        asked.push("folder");
        return jsonResponse({ error: "not_found", message: "Not found." }, 404);
      },
    });
    const { router, queryClient } = renderApp(`/files/${ID}`, me);
    fireEvent.click(await screen.findByTestId("file-delete", {}, SLOW));
    fireEvent.click(await screen.findByTestId("confirm-ok", {}, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe("/files"), SLOW);
    await waitFor(() => expect(asked).toContain("folder"), SLOW);
    await waitFor(() => expect(screen.queryByTestId("file-page")).toBeNull(), SLOW);
    expect(asked.filter((a) => a === "file")).toEqual(["file"]);
    expect(queryClient.getQueryCache().find({ queryKey: ["files", "file", ID] })).toBeUndefined();
  });
});
