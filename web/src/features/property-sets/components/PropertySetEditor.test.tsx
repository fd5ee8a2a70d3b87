import type { Group, PropertySet, PropertySetShown } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const PATH = "/api/v1/property_sets/file_profile";
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});

function set(overrides: Partial<PropertySet> = {}): PropertySet {
  return {
    name: "file_profile",
    context_type: "network",
    context_id: null,
    type: "basic",
    properties: [
      {
        name: "document_type",
        label: "Document type",
        type: "selection",
        options: [{ label: "Contract", value: "contract" }],
      },
      { name: "summary", label: "Summary", type: "text", options: [] },
    ],
    parent_property_set: null,
    modifications: { add_options: [] },
    tag_parents: [],
    can: { update: true },
    ...overrides,
  };
}

/** The answer for a context without a set of its own (administration §2: no type returned). */
const noSet = (overrides: Partial<PropertySet> = {}): PropertySetShown => ({
  ...set(overrides),
  type: null,
  properties: [],
});

const group: Group = {
  id: hexId(5),
  slug: "book-club",
  name: "Book Club",
  group_category_id: hexId(6),
  access: "closed",
  moderated_join: false,
  members_can_invite: false,
  chat: "enabled",
  archived: false,
  sensitive: false,
  active_main_group: false,
  externally_visible: false,
  member_count: 3,
  activity_count: 0,
  teaser: null,
  profile_image: null,
  membership_status_of_current_member: "member",
  i_haz_subscription: false,
  favorited: false,
  active_theme: null,
  membership_roles: [],
  invite: null,
  path: "/groups/book-club",
  can: {
    join: false,
    join_moderated: false,
    leave: false,
    destroy: true,
    archive: true,
    create_hidden: false,
    update: true,
    administrate: true,
    read_content: true,
  },
};
const home = { key: "home", label: "home", path: "/groups/book-club", new_window: false, badge: null, children: [] };

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe("property set editor", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the network's file profile, adds an option, reorders and saves with a toast", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [`GET ${PATH}`]: () => jsonResponse(set()),
      [`PUT ${PATH}`]: (init) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return jsonResponse(set({ properties: body.property_set.properties }));
      },
    });
    renderApp("/administration/property_sets/file_profile", admin);
    expect(await screen.findByRole("heading", { name: "File profile" }, SLOW)).toBeTruthy();
    await screen.findByTestId("property-set-form", {}, SLOW);
    expect(input("property-0-label").value).toBe("Document type");
    fireEvent.click(screen.getByTestId("property-0-options-add"));
    fireEvent.change(input("property-0-options-label-1"), { target: { value: "Invoice" } });
    // The text field moves above the selection.
    const second = screen.getByTestId("property-1");
    fireEvent.click(within(second).getByRole("button", { name: "Move up" }));
    fireEvent.click(screen.getByTestId("property-set-save"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("Property set saved.");
    expect(bodies).toEqual([
      {
        property_set: {
          type: "basic",
          properties: [
            { name: "summary", label: "Summary", type: "text", options: [] },
            {
              name: "document_type",
              label: "Document type",
              type: "selection",
              options: [
                { label: "Contract", value: "contract" },
                { label: "Invoice", value: "" },
              ],
            },
          ],
          modifications: { add_options: [] },
          tag_parents: [],
        },
      },
    ]);
  });

  it("shows the not-found text, defines a first field with a name from its label, and shows the server's field errors", async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      [`GET ${PATH}`]: () => jsonResponse(noSet()),
      [`PUT ${PATH}`]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(
          {
            error: "validation_failed",
            message: "Please check the highlighted fields.",
            errors: { "properties.0.name": ["must be unique"] },
            codes: { "properties.0.name": ["not_unique"] },
          },
          422,
        );
      },
    });
    renderApp("/administration/property_sets/file_profile", admin);
    expect((await screen.findByTestId("property-set-not-found", {}, SLOW)).textContent).toContain(
      "No property set has been defined here yet.",
    );
    // Asked once, answered without a failure (no 404 in the console).
    const asked = fetchMock.mock.results.filter((_, i) => String(fetchMock.mock.calls[i]?.[0]).includes(PATH));
    expect(await Promise.all(asked.map(async (r) => (await r.value).status))).toEqual([200]);
    fireEvent.click(screen.getByTestId("property-set-define"));
    expect(screen.getByText("No fields yet.")).toBeTruthy();
    fireEvent.click(screen.getByTestId("property-add"));
    fireEvent.change(input("property-0-label"), { target: { value: "Document type" } });
    expect(input("property-0-name").value).toBe("document_type");
    fireEvent.click(screen.getByTestId("property-set-save"));
    await screen.findByTestId("toast-save-failed", {}, SLOW);
    await waitFor(() => expect(input("property-0-name").getAttribute("aria-invalid")).toBe("true"));
    expect(bodies).toHaveLength(1);
  });

  it("refuses a field without a label before sending anything", async () => {
    const fetchMock = mockApi({ [`GET ${PATH}`]: () => jsonResponse(set({ properties: [] })) });
    renderApp("/administration/property_sets/file_profile", admin);
    await screen.findByTestId("property-set-form", {}, SLOW);
    fireEvent.click(screen.getByTestId("property-add"));
    fireEvent.click(screen.getByTestId("property-set-save"));
    await waitFor(() => expect(input("property-0-label").getAttribute("aria-invalid")).toBe("true"), SLOW);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(0);
  });

  it("lets a group's administrators add options to the network's selections", async () => {
    const bodies: unknown[] = [];
    mockApi({
      "GET /groups/book-club/navigation": () => jsonResponse({ group, tabs: [home] }),
      [`GET ${PATH}`]: (_init, url) =>
        url.searchParams.get("context_type") === "network" && url.searchParams.get("inherit") === "true"
          ? jsonResponse(set())
          : jsonResponse(noSet({ context_type: "group", context_id: group.id })),
      [`PUT ${PATH}`]: (init, url) => {
        expect(url.searchParams.get("context_type")).toBe("group");
        expect(url.searchParams.get("context_id")).toBe(group.id);
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return jsonResponse(
          set({
            context_type: "group",
            context_id: group.id,
            type: "modified",
            properties: [],
            modifications: body.property_set.modifications,
            parent_property_set: { context_type: "network", context_id: null, type: "basic" },
          }),
        );
      },
    });
    renderApp("/groups/book-club/administration/property_sets/file_profile", network());
    await screen.findByTestId("property-set-not-found", {}, SLOW);
    fireEvent.click(screen.getByTestId("property-set-modify"));
    expect(screen.getByText("Inherited options: Contract")).toBeTruthy();
    fireEvent.click(screen.getByTestId("added-0-add"));
    fireEvent.change(input("added-0-label-0"), { target: { value: "Minutes" } });
    fireEvent.click(screen.getByTestId("property-set-save"));
    await screen.findByTestId("toast-saved", {}, SLOW);
    expect(bodies).toEqual([
      {
        property_set: {
          type: "modified",
          properties: [],
          modifications: { add_options: [{ name: "document_type", options: [{ label: "Minutes", value: "" }] }] },
          tag_parents: [],
        },
      },
    ]);
  });

  it("is not found for members who do not administrate the network", async () => {
    mockApi({});
    renderApp("/administration/property_sets/file_profile", network({ current_member: member({ id: hexId(2) }) }));
    expect(await screen.findByText(/not found/i, {}, SLOW)).toBeTruthy();
  });
});
