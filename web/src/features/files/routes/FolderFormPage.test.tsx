import { type FolderDetail, filesApi, type PropertySet, unreadsApi } from "@intranet/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const ROOT = hexId(100);
const PARENT = hexId(101);
const FOLDER = hexId(102);
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };
const base = network({ current_member: member({ id: hexId(1) }) });
const profilesOn = network({
  ...base,
  config: { ...base.config, file_profiles: { enabled: true, column_fields: [] }, folder_profiles: { enabled: true } },
});

/** The folder as its managers (`approve`) or as a member who may only update it see it. */
function folder(manager: boolean): FolderDetail {
  return {
    id: FOLDER,
    name: "Contracts",
    description: "",
    i18n_type: null,
    type: "folder",
    namespace: "network",
    group_slug: null,
    parent_folder_id: PARENT,
    updated_at: "2026-03-05T08:07:00.000Z",
    can: {
      destroy: manager,
      update: true,
      create_subfolders: true,
      add_files: true,
      export: manager,
      approve: manager,
    },
    total_files_count: 0,
    total_subfolders_count: 0,
    requires_approval: false,
    profile: {},
    folder_path: [
      { id: ROOT, name: "Files" },
      { id: PARENT, name: "Legal" },
      { id: FOLDER, name: "Contracts" },
    ],
    subfolders: [],
    files: [],
    matching_files_count: 0,
    page: 1,
    limit: 1,
  };
}

const inherited: PropertySet = {
  name: "file_profile",
  context_type: "folder",
  context_id: PARENT,
  type: "basic",
  properties: [{ name: "party", label: "Party", type: "text", options: [] }],
  parent_property_set: null,
  modifications: { add_options: [] },
  tag_parents: [],
  can: { update: true },
};

describe("folder edit page: the folder's own profiles", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("edits the folder's own file profile in a tab, building on its parent folder's", async () => {
    const puts: { url: URL; body: unknown }[] = [];
    mockApi({
      ...unreads,
      [routeKey(filesApi.folder, { id: FOLDER })]: () => jsonResponse(folder(true)),
      // A context without a set answers one without a type.
      "GET /api/v1/property_sets/file_profile": (_init, url) =>
        url.searchParams.get("context_id") === PARENT && url.searchParams.get("inherit") === "true"
          ? jsonResponse(inherited)
          : jsonResponse({ ...inherited, context_id: FOLDER, type: null, properties: [] }),
      "GET /api/v1/property_sets/folder_profile": () =>
        jsonResponse({ ...inherited, name: "folder_profile", context_id: FOLDER, type: null, properties: [] }),
      "PUT /api/v1/property_sets/file_profile": (init, url) => {
        const body = JSON.parse(String(init.body));
        puts.push({ url, body });
        return jsonResponse({ ...inherited, context_id: FOLDER, properties: body.property_set.properties });
      },
    });
    renderApp(`/files/folders/${FOLDER}/edit`, profilesOn);
    fireEvent.click(await screen.findByTestId("folder-tab-file_profile", {}, SLOW));
    expect(await screen.findByText("File profile of the folder Contracts", {}, SLOW)).toBeTruthy();
    await screen.findByTestId("property-set-not-found", {}, SLOW);
    // The parent folder's set is there to build on.
    expect(screen.getByTestId("property-set-modify")).toBeTruthy();
    fireEvent.click(screen.getByTestId("property-set-define"));
    fireEvent.click(screen.getByTestId("property-add"));
    fireEvent.change(screen.getByTestId("property-0-label"), { target: { value: "Signed on" } });
    fireEvent.click(screen.getByTestId("property-set-save"));
    await screen.findByTestId("toast-saved", {}, SLOW);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.url.searchParams.get("context_type")).toBe("folder");
    expect(puts[0]?.url.searchParams.get("context_id")).toBe(FOLDER);
    expect(puts[0]?.body).toMatchObject({ property_set: { type: "basic", properties: [{ label: "Signed on" }] } });
  });

  it("shows no profile tabs to a member who may update the folder but does not manage it", async () => {
    mockApi({ ...unreads, [routeKey(filesApi.folder, { id: FOLDER })]: () => jsonResponse(folder(false)) });
    renderApp(`/files/folders/${FOLDER}/edit`, profilesOn);
    await screen.findByTestId("folder-name", {}, SLOW);
    expect(screen.queryByTestId("folder-tab-file_profile")).toBeNull();
    expect(screen.queryByTestId("folder-tab-folder_profile")).toBeNull();
  });

  it("shows only the form while the network has profiles off", async () => {
    mockApi({ ...unreads, [routeKey(filesApi.folder, { id: FOLDER })]: () => jsonResponse(folder(true)) });
    renderApp(`/files/folders/${FOLDER}/edit`, base);
    await screen.findByTestId("folder-name", {}, SLOW);
    expect(screen.queryByTestId("folder-tab-file_profile")).toBeNull();
  });
});
