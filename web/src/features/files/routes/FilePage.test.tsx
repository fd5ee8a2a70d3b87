import { type FileDetail, filesApi, unreadsApi } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
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
  can: { destroy: false, update: false, new_version: false, lock: false },
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
    expect((await screen.findByTestId("file-locked", {}, SLOW)).textContent).toContain(
      "locked by someone else: Anna Becker",
    );
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
});
