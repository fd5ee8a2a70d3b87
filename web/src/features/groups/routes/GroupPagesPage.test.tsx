import { type Group, type GroupPage, groupPagesApi, groupsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { typeInEditor } from "../../../test/editor";
import { hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1) }) });

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

const tab = (key: string, label: string, path: string) => ({
  key,
  label,
  path,
  new_window: false,
  badge: null,
  children: [],
});

const navigation = {
  group,
  tabs: [
    tab("home", "home", "/groups/book-club"),
    {
      ...tab("pages", "pages", "/groups/book-club/pages"),
      children: [
        tab("page-rules", "Rules", "/groups/book-club/pages/rules"),
        tab("new_page", "new_page", "/groups/book-club/pages/new"),
      ],
    },
  ],
};

function page(overrides: Partial<GroupPage> = {}): GroupPage {
  return {
    id: hexId(700),
    slug: "rules",
    title: "Rules",
    path: "/groups/book-club/pages/rules",
    updated_at: "2026-03-10T09:30:00.000Z",
    created_at: "2026-03-01T09:30:00.000Z",
    html_content: "<h2>Be kind</h2><p>Read the book.</p>",
    position: 0,
    author: memberSummary({ id: hexId(2), displayName: "Ada Lovelace" }),
    group: { id: group.id, slug: group.slug, name: group.name },
    can: { update: true, destroy: true },
    ...overrides,
  };
}

const navStub = { [routeKey(groupsApi.navigation, { slug: "book-club" })]: () => jsonResponse(navigation) };

describe("group pages", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a page's title, content, author and date, with the pages tab and its entries", async () => {
    mockApi({
      ...navStub,
      [routeKey(groupPagesApi.show, { slug: "book-club", pageSlug: "rules" })]: () => jsonResponse(page()),
    });
    renderApp("/groups/book-club/pages/rules", me);
    expect((await screen.findByTestId("group-page-title", {}, SLOW)).textContent).toBe("Rules");
    expect(screen.getByTestId("group-page-content").innerHTML).toBe("<h2>Be kind</h2><p>Read the book.</p>");
    expect(screen.getByTestId("group-page-meta").textContent).toContain("By Ada Lovelace");
    expect(screen.getByTestId("group-page-meta").textContent).toContain("10/03/2026");
    fireEvent.click(screen.getByTestId("group-tab-pages"));
    expect((await screen.findByTestId("group-tab-page-rules", {}, SLOW)).textContent).toBe("Rules");
    expect(screen.getByTestId("group-tab-new_page").textContent).toBe("New page");
    expect(screen.getByTestId("group-tab-pages").textContent).toBe("Pages");
  });

  it("offers no edit or delete without `can`, and says when a page is not there", async () => {
    mockApi({
      ...navStub,
      [routeKey(groupPagesApi.show, { slug: "book-club", pageSlug: "rules" })]: () =>
        jsonResponse(page({ can: { update: false, destroy: false } })),
    });
    renderApp("/groups/book-club/pages/rules", me);
    await screen.findByTestId("group-page-title", {}, SLOW);
    expect(screen.queryByTestId("group-page-edit")).toBeNull();
    expect(screen.queryByTestId("group-page-delete")).toBeNull();
  });

  it("shows the not-found state for an unknown page", async () => {
    mockApi({ ...navStub });
    renderApp("/groups/book-club/pages/nothing", me);
    expect(await screen.findByText("This page does not exist or is not visible to you.", {}, SLOW)).toBeTruthy();
  });

  it("deletes a page after confirming and goes to the group", async () => {
    let deleted = false;
    mockApi({
      ...navStub,
      [routeKey(groupPagesApi.show, { slug: "book-club", pageSlug: "rules" })]: () => jsonResponse(page()),
      [routeKey(groupPagesApi.destroy, { slug: "book-club", pageSlug: "rules" })]: () => {
        deleted = true;
        return jsonResponse({ redirect: "/groups/book-club" });
      },
    });
    const { router } = renderApp("/groups/book-club/pages/rules", me);
    fireEvent.click(await screen.findByTestId("group-page-delete", {}, SLOW));
    expect(await screen.findByText("Do you really want to delete the page Rules?", {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByTestId("confirm-ok"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/groups/book-club"), SLOW);
    expect(deleted).toBe(true);
    expect(await screen.findByText("The page Rules was deleted.", {}, SLOW)).toBeTruthy();
  });

  it("creates a page: Save waits for a change, the body goes to the server, then the page opens", async () => {
    let body: unknown;
    mockApi({
      ...navStub,
      [routeKey(groupPagesApi.list, { slug: "book-club" })]: () => jsonResponse({ pages: [], can: { create: true } }),
      [routeKey(groupPagesApi.create, { slug: "book-club" })]: (init) => {
        body = JSON.parse(String(init.body));
        return jsonResponse(page({ title: "Rules", html_content: "<p>Be kind.</p>" }), 201);
      },
      [routeKey(groupPagesApi.show, { slug: "book-club", pageSlug: "rules" })]: () => jsonResponse(page()),
    });
    const { router } = renderApp("/groups/book-club/pages/new", me);
    const save = await screen.findByTestId("group-page-save", {}, SLOW);
    expect(save.hasAttribute("disabled")).toBe(true);
    fireEvent.change(screen.getByTestId("group-page-title-input"), { target: { value: " Rules " } });
    typeInEditor(screen.getByTestId("group-page-editor"), "<p>Be kind.</p>");
    await waitFor(() => expect(save.hasAttribute("disabled")).toBe(false), SLOW);
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe("/groups/book-club/pages/rules"), SLOW);
    expect(body).toEqual({ group_page: { title: "Rules", html_content: "<p>Be kind.</p>" } });
    expect(await screen.findByText("The page Rules was created.", {}, SLOW)).toBeTruthy();
  });

  it("checks the title before sending, and shows the server's field codes at the fields", async () => {
    const fetchMock = mockApi({
      ...navStub,
      [routeKey(groupPagesApi.list, { slug: "book-club" })]: () => jsonResponse({ pages: [], can: { create: true } }),
      [routeKey(groupPagesApi.create, { slug: "book-club" })]: () =>
        jsonResponse(
          {
            error: "validation_failed",
            message: "Please check the highlighted fields.",
            errors: { html_content: ["is too long"] },
            codes: { html_content: ["too_long"] },
          },
          422,
        ),
    });
    renderApp("/groups/book-club/pages/new", me);
    typeInEditor(await screen.findByTestId("group-page-editor", {}, SLOW), "<p>Text</p>");
    const save = screen.getByTestId("group-page-save");
    await waitFor(() => expect(save.hasAttribute("disabled")).toBe(false), SLOW);
    fireEvent.click(save);
    expect(await screen.findByText("This field is required.", {}, SLOW)).toBeTruthy();
    const creates = () =>
      fetchMock.mock.calls.filter(([url, init]) => init?.method === "POST" && String(url).includes("/pages")).length;
    expect(creates()).toBe(0);
    fireEvent.change(screen.getByTestId("group-page-title-input"), { target: { value: "Rules" } });
    fireEvent.click(save);
    expect(await screen.findByText("Is too long.", {}, SLOW)).toBeTruthy();
    expect(await screen.findByText("The page could not be saved.", {}, SLOW)).toBeTruthy();
    expect(creates()).toBe(1);
  });

  it("edits a page, warning before leaving with unsaved changes", async () => {
    let body: unknown;
    mockApi({
      ...navStub,
      [routeKey(groupPagesApi.show, { slug: "book-club", pageSlug: "rules" })]: () => jsonResponse(page()),
      [routeKey(groupPagesApi.update, { slug: "book-club", pageSlug: "rules" })]: (init) => {
        body = JSON.parse(String(init.body));
        return jsonResponse(page({ title: "House rules" }));
      },
    });
    const { router } = renderApp("/groups/book-club/pages/rules/edit", me);
    const title = await screen.findByTestId("group-page-title-input", {}, SLOW);
    expect((title as HTMLInputElement).value).toBe("Rules");
    expect(screen.getByTestId("group-page-save").hasAttribute("disabled")).toBe(true);
    fireEvent.change(title, { target: { value: "House rules" } });
    fireEvent.click(screen.getByTestId("group-page-cancel"));
    expect(await screen.findByText("Your changes to this page have not been saved.", {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByTestId("confirm-cancel"));
    await waitFor(() => expect(screen.queryByTestId("confirm-cancel")).toBeNull(), SLOW);
    expect(router.state.location.pathname).toBe("/groups/book-club/pages/rules/edit");
    fireEvent.click(screen.getByTestId("group-page-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/groups/book-club/pages/rules"), SLOW);
    expect(body).toMatchObject({ group_page: { title: "House rules" } });
    expect(await screen.findByText("The page House rules was saved.", {}, SLOW)).toBeTruthy();
  });

  it("lets the group's administrators move a page down, saved at once", async () => {
    let body: unknown;
    const entryOf = (id: number, title: string) => ({
      id: hexId(id),
      slug: title.toLowerCase(),
      title,
      path: `/groups/book-club/pages/${title.toLowerCase()}`,
      updated_at: "2026-03-10T09:30:00.000Z",
    });
    const [rules, dates] = [entryOf(700, "Rules"), entryOf(701, "Dates")];
    let pages = [rules, dates];
    mockApi({
      ...navStub,
      [routeKey(groupPagesApi.list, { slug: "book-club" })]: () => jsonResponse({ pages, can: { create: true } }),
      [routeKey(groupPagesApi.order, { slug: "book-club" })]: (init) => {
        body = JSON.parse(String(init.body));
        pages = [dates, rules];
        return jsonResponse({ pages, can: { create: true } });
      },
    });
    renderApp("/groups/book-club/pages", me);
    fireEvent.click(await screen.findByRole("button", { name: "Change order" }, SLOW));
    const rows = () => screen.getAllByTestId("group-page-order-item").map((el) => el.textContent);
    expect(rows()[0]).toContain("Rules");
    fireEvent.click(screen.getAllByRole("button", { name: "Move the page down" })[0] as HTMLElement);
    await waitFor(() => expect(rows()[0]).toContain("Dates"), SLOW);
    expect(await screen.findByText("The order of the pages was saved.", {}, SLOW)).toBeTruthy();
    expect(body).toEqual({ ids: [hexId(701), hexId(700)] });
  });
});
