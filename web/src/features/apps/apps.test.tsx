import { type AppDetail, type AppItem, type AppItemList, appsApi } from "@intranet/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";
import { appItem } from "./test-fixtures";

const SLOW = { timeout: 15_000 };
const base = network({ current_member: member({ id: hexId(1) }) });
const admin = network({ ...base, can: { administrate: true, version_and_updates: false } });

const app = (extra: Partial<AppDetail> = {}): AppDetail => ({
  id: hexId(50),
  slug: "board",
  name: "Board",
  description: null,
  group_id: null,
  show_in_userbar: true,
  path: "/apps/board/items",
  fields: [
    { name: "title", label: "Title", type: "text", required: true, admin_only: false, options: [] },
    { name: "notes", label: "Notes", type: "rich_text", required: false, admin_only: false, options: [] },
    {
      name: "status",
      label: "Status",
      type: "selection",
      required: false,
      admin_only: false,
      options: [
        { id: "todo", label: "To do", color: null },
        { id: "done", label: "Done", color: null },
      ],
    },
    { name: "owners", label: "Owners", type: "member", required: false, admin_only: false, options: [] },
  ],
  item_layout: {
    type: "custom",
    tabs: [
      { name: "Main", layout: "ab", columns: { a: [{ field: "title", show_label: true }], b: [], c: [], d: [] } },
      { name: "More", layout: "a", columns: { a: [{ field: "notes", show_label: true }], b: [], c: [], d: [] } },
    ],
  },
  collection_layout: { view: "wall", column_property: "status" },
  integrations: { email: null, activity: null },
  can: { manage: true, create_items: true },
  ...extra,
});

const item = appItem;

const crowd = Array.from({ length: 9 }, (_, i) => ({ id: hexId(200 + i), imageId: null, displayValue: `Person ${i}` }));

const list = (detail: AppDetail, items: AppItem[]): AppItemList => ({ app: detail, items });

/** The app creator's view select, the input showing its choice. */
const viewInput = () =>
  screen.getAllByLabelText("Default view").find((el): el is HTMLInputElement => el instanceof HTMLInputElement);

describe("apps", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the wall's columns with the unassigned one, cards with 7 members then +n and tags", async () => {
    const detail = app();
    mockApi({
      [routeKey(appsApi.items, { slug: "board" })]: () =>
        jsonResponse(
          list(detail, [
            item(1, { title: "Plan", status: "todo" }, { memberships: crowd, tags: [{ id: "q3", name: "q3" }] }),
            item(2, { title: "Ship", status: "done" }),
            item(3, { title: "Loose" }),
          ]),
        ),
    });
    renderApp("/apps/board/items", base);
    const columns = await screen.findAllByTestId("wall-column", {}, SLOW);
    expect(columns.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Unassigned", "To do", "Done"]);
    expect(within(columns[0] as HTMLElement).getByText("Loose")).toBeTruthy();
    const plan = within(columns[1] as HTMLElement).getByTestId("wall-card");
    expect(within(plan).getByTestId("wall-card-more").textContent).toBe("+2");
    expect(within(plan).getByText("#q3")).toBeTruthy();
    expect(within(plan).getByRole("button", { name: "Move Plan" })).toBeTruthy();
  });

  it("filters by a card's member: ?assignee_id=&assignee_name=&image_id= names them with their picture", async () => {
    const detail = app();
    const anna = { id: hexId(300), imageId: hexId(301), displayValue: "Anna Berg" };
    const asked: (string | null)[] = [];
    mockApi({
      [routeKey(appsApi.items, { slug: "board" })]: (_init, url) => {
        asked.push(url.searchParams.get("assignee_id"));
        return jsonResponse(list(detail, [item(1, { title: "Plan", status: "todo" }, { memberships: [anna] })]));
      },
    });
    const { router } = renderApp("/apps/board/items", base);
    const link = await screen.findByRole("link", { name: "Items of Anna Berg" }, SLOW);
    fireEvent.click(link);
    const badge = await screen.findByTestId("item-filter", {}, SLOW);
    expect(badge.textContent).toContain("Filtered by Anna Berg");
    expect(badge.querySelector("img")?.getAttribute("src")).toBe(`/api/storage/images/${hexId(301)}/get/200x200`);
    expect(router.state.location.search).toBe(
      `?assignee_id=${hexId(300)}&assignee_name=Anna+Berg&image_id=${hexId(301)}`,
    );
    await waitFor(() => expect(asked).toContain(hexId(300)));
  });

  it("lists the network's apps under their heading, with the way to a new one for administrators", async () => {
    const summary = { ...app(), fields: undefined };
    mockApi({ [routeKey(appsApi.index)]: () => jsonResponse({ apps: [{ ...summary, description: "Our tasks" }] }) });
    renderApp("/apps", admin);
    const list = await screen.findByTestId("apps-index", {}, SLOW);
    const card = await within(list).findByTestId("app-card", {}, SLOW);
    expect(within(card).getByRole("link", { name: "Board" }).getAttribute("href")).toBe("/apps/board/items");
    expect(card.textContent).toContain("Our tasks");
    expect(within(card).queryByTestId("edit-app")).toBeNull();
    expect(screen.getByRole("heading", { name: "Apps" })).toBeTruthy();
    expect(screen.getByTestId("new-app").getAttribute("href")).toBe("/apps/new");
    cleanup();
    mockApi({ [routeKey(appsApi.index)]: () => jsonResponse({ apps: [] }) });
    renderApp("/apps", base);
    expect(await screen.findByText("No apps yet.", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("new-app")).toBeNull();
  });

  it("shows a wall with no columns as the list, with the hint to choose a column property to its managers only", async () => {
    const detail = app({ collection_layout: { view: "wall", column_property: null } });
    const items = [item(1, { title: "First" })];
    mockApi({ [routeKey(appsApi.items, { slug: "board" })]: () => jsonResponse(list(detail, items)) });
    renderApp("/apps/board/items", base);
    expect((await screen.findByTestId("wall-no-columns", {}, SLOW)).textContent).toContain("no columns");
    expect(screen.getByTestId("item-row").textContent).toContain("First");
    cleanup();
    const member = app({
      collection_layout: { view: "wall", column_property: null },
      can: { manage: false, create_items: true },
    });
    mockApi({ [routeKey(appsApi.items, { slug: "board" })]: () => jsonResponse(list(member, items)) });
    renderApp("/apps/board/items", base);
    expect((await screen.findByTestId("item-row", {}, SLOW)).textContent).toContain("First");
    expect(screen.queryByTestId("wall-no-columns")).toBeNull();
  });

  it("starts a new app as a list, which needs no columns, and shows the wall once columns are chosen", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(appsApi.create)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(app(), 201);
      },
      [routeKey(appsApi.items, { slug: "board" })]: () => jsonResponse(list(app(), [])),
    });
    renderApp("/apps/new", admin);
    fireEvent.change(await screen.findByTestId("app-name", {}, SLOW), { target: { value: "Board" } });
    expect(viewInput()?.value).toBe("List");
    fireEvent.click(screen.getByTestId("app-save"));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toMatchObject({ collection_layout: { view: "list", column_property: null } });
    cleanup();

    mockApi({
      [routeKey(appsApi.show, { slug: "board" })]: () =>
        jsonResponse(app({ collection_layout: { view: "list", column_property: null } })),
    });
    renderApp("/apps/board/edit", admin);
    fireEvent.click(await screen.findByTestId("column-property", {}, SLOW));
    fireEvent.click(await screen.findByRole("option", { name: "Status" }));
    await waitFor(() => expect(viewInput()?.value).toBe("Wall"));
  });

  it("marks the activity's teaser required and shows the server's error on it", async () => {
    mockApi({
      [routeKey(appsApi.create)]: () =>
        jsonResponse(
          {
            error: "validation_failed",
            message: "Please check the highlighted fields.",
            errors: { "activity.teaser": ["can't be blank"] },
          },
          422,
        ),
    });
    renderApp("/apps/new", admin);
    fireEvent.change(await screen.findByTestId("app-name", {}, SLOW), { target: { value: "Board" } });
    fireEvent.click(screen.getByTestId("activity-on"));
    const teaser = screen.getByTestId("activity-teaser") as HTMLTextAreaElement;
    expect(teaser.required).toBe(true);
    fireEvent.click(screen.getByTestId("app-save"));
    await waitFor(() => expect(teaser.getAttribute("aria-invalid")).toBe("true"), SLOW);
    const described = teaser.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(described.some((id) => document.getElementById(id)?.textContent)).toBe(true);
  });

  it("opens an app's own address, the userbar's /apps/{slug}, on its items", async () => {
    const detail = app({ collection_layout: { view: "wall", column_property: null } });
    mockApi({ [routeKey(appsApi.items, { slug: "board" })]: () => jsonResponse(list(detail, [])) });
    const { router } = renderApp("/apps/board", base);
    expect((await screen.findByTestId("wall-no-columns", {}, SLOW)).textContent).toContain("no columns");
    expect(router.state.location.pathname).toBe("/apps/board/items");
  });

  it("keeps the item's tab in ?tab and archives it", async () => {
    const detail = app();
    const shown = item(1, { title: "Plan", notes: "<p>Long notes</p>" });
    const archived: unknown[] = [];
    mockApi({
      [routeKey(appsApi.show, { slug: "board" })]: () => jsonResponse(detail),
      [routeKey(appsApi.item, { slug: "board", id: shown.id })]: () => jsonResponse(shown),
      [routeKey(appsApi.archiveItem, { slug: "board", id: shown.id })]: () => {
        archived.push(shown.id);
        return jsonResponse({ ...shown, archived: true, archived_by: { id: hexId(1), name: "Ada" } });
      },
    });
    const { router } = renderApp(`/apps/board/items/${shown.id}?tab=1`, base);
    expect(await screen.findByText("Long notes", {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Main" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=0"));
    fireEvent.click(screen.getByTestId("item-archive"));
    expect(await screen.findByTestId("item-archived")).toBeTruthy();
    expect(archived).toEqual([shown.id]);
  });

  it("edits rich text in the rich text editor and file and image values through upload fields", async () => {
    const photo = {
      name: "photo",
      label: "Photo",
      type: "image" as const,
      required: false,
      admin_only: false,
      options: [],
    };
    const plan = {
      name: "plan",
      label: "Plan",
      type: "file" as const,
      required: false,
      admin_only: false,
      options: [],
    };
    const detail = app({ fields: [...app().fields, photo, plan], item_layout: { type: "auto", tabs: [] } });
    const shown = item(1, { title: "Plan", notes: "<p>Some <strong>notes</strong></p>", photo: hexId(400) });
    mockApi({
      [routeKey(appsApi.show, { slug: "board" })]: () => jsonResponse(detail),
      [routeKey(appsApi.item, { slug: "board", id: shown.id })]: () => jsonResponse(shown),
    });
    renderApp(`/apps/board/items/${shown.id}/edit`, base);
    const notes = await screen.findByTestId("field-notes", {}, SLOW);
    await waitFor(() => expect(notes.querySelector("[contenteditable=true] strong")?.textContent).toBe("notes"));
    const photoField = screen.getByTestId("field-photo");
    expect(within(photoField).getByRole("img").getAttribute("src")).toBe(
      `/api/storage/images/${hexId(400)}/get/200x200`,
    );
    expect(photoField.querySelector("input[type=file]")).toBeTruthy();
    expect(screen.getByTestId("field-plan").querySelector("input[type=file]")).toBeTruthy();
    fireEvent.click(within(photoField).getByRole("button", { name: "Remove" }));
    expect(within(photoField).queryByRole("img")).toBeNull();
  });

  it("lets a tab go only when there is more than one and offers a field used in a tab no more", async () => {
    const detail = app();
    mockApi({ [routeKey(appsApi.show, { slug: "board" })]: () => jsonResponse(detail) });
    renderApp("/apps/board/edit", admin);
    const tabs = await screen.findAllByTestId("creator-tab", {}, SLOW);
    expect(tabs).toHaveLength(2);
    const removes = screen.getAllByTestId("remove-tab") as HTMLButtonElement[];
    expect(removes.every((b) => !b.disabled)).toBe(true);
    fireEvent.click(removes[1] as HTMLButtonElement);
    await waitFor(() => expect(screen.getAllByTestId("creator-tab")).toHaveLength(1));
    expect((screen.getByTestId("remove-tab") as HTMLButtonElement).disabled).toBe(true);
    // "title" is in the tab: the column b picker offers the others only
    fireEvent.click(screen.getByTestId("tab-add-b"));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual(["Notes", "Status", "Owners"]);
  });
});
