import { type FileDetail, filesApi, officeApi, unreadsApi } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const ID = hexId(210);
const anna = memberSummary({ id: hexId(5), displayName: "Anna Becker" });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };
const officeOn = (on: boolean) => {
  const base = network({ current_member: member({ id: hexId(1) }) });
  return { ...base, config: { ...base.config, office: { wopi: { enabled: on } } } };
};

const detail: FileDetail = {
  id: ID,
  name: "minutes.odt",
  original_filename: "minutes.odt",
  description: "",
  size: 2048,
  content_type: "application/vnd.oasis.opendocument.text",
  extension: "odt",
  version: { major: 1 },
  folder_id: hexId(100),
  author: anna,
  author_name: "Anna Becker",
  created_at: "2026-03-05T08:07:00.000Z",
  updated_at: "2026-03-05T08:07:00.000Z",
  url: `/api/storage/files/${ID}/get/minutes.odt`,
  download_url: `/api/storage/files/${ID}/get/minutes.odt?download=1`,
  path: `/files/${ID}`,
  locked_until: null,
  locked_by: null,
  unread: false,
  profile: {},
  finalized_at: null,
  review_status: null,
  can: { destroy: false, update: false, new_version: false, lock: false, finalize: false },
  folder_path: [{ id: hexId(100), name: "Files" }],
  group_slug: null,
  versions: [],
  current_version_authors: [anna],
  lock_days: 7,
  pending_versions: [],
};

const fileRoutes = {
  ...unreads,
  [routeKey(filesApi.file, { id: ID })]: () => jsonResponse(detail),
  [routeKey(filesApi.trackView, { id: ID })]: () => new Response(null, { status: 204 }),
};

describe("document actions on the file page", { timeout: 60_000 }, () => {
  it("opens actions in a new tab and shows the ones the member may not do disabled", async () => {
    mockApi({
      ...fileRoutes,
      [routeKey(officeApi.actions, { fileId: ID, type: "wopi" })]: () =>
        jsonResponse([
          { action: "view", app: "wopi", authorized: true },
          { action: "edit", app: "wopi", authorized: false },
        ]),
    });
    renderApp(`/files/${ID}`, officeOn(true));
    const open = await screen.findByTestId("office-action-view", {}, SLOW);
    expect(open.textContent).toBe("Open");
    expect(open.getAttribute("href")).toBe(`/files/${ID}/wopi/host/view`);
    expect(open.getAttribute("target")).toBe("_blank");
    const edit = screen.getByTestId("office-action-edit");
    expect(edit.textContent).toBe("Edit");
    expect(edit.getAttribute("aria-disabled")).toBe("true");
    expect(edit.getAttribute("href")).toBeNull();
  });

  it("asks the host page for the office's review view when the file has open review marks", async () => {
    mockApi({
      ...fileRoutes,
      [routeKey(filesApi.file, { id: ID })]: () =>
        jsonResponse({ ...detail, review_status: { insertions: 2, deletions: 0, changes: 0, comments: 1 } }),
      [routeKey(officeApi.actions, { fileId: ID, type: "wopi" })]: () =>
        jsonResponse([
          { action: "view", app: "wopi", authorized: true },
          { action: "edit", app: "wopi", authorized: true },
        ]),
    });
    renderApp(`/files/${ID}`, officeOn(true));
    const open = await screen.findByTestId("office-action-view", {}, SLOW);
    expect(open.getAttribute("href")).toBe(`/files/${ID}/wopi/host/view?show_review_changes=true`);
    expect(screen.getByTestId("office-action-edit").getAttribute("href")).toBe(
      `/files/${ID}/wopi/host/edit?show_review_changes=true`,
    );
  });

  it("asks for no actions and shows none while the network has no office server", async () => {
    const fetchMock = mockApi(fileRoutes);
    renderApp(`/files/${ID}`, officeOn(false));
    await screen.findByTestId("file-page", {}, SLOW);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/wopi/actions"))).toBe(false);
    expect(screen.queryByTestId("office-action-view")).toBeNull();
  });

  it("leaves the file page working when the actions fail", async () => {
    mockApi({
      ...fileRoutes,
      [routeKey(officeApi.actions, { fileId: ID, type: "wopi" })]: () =>
        jsonResponse({ error: "internal", message: "x" }, 500),
    });
    renderApp(`/files/${ID}`, officeOn(true));
    expect((await screen.findByTestId("file-page", {}, SLOW)).textContent).toContain("minutes.odt");
    expect(screen.queryByTestId("office-action-view")).toBeNull();
  });
});
