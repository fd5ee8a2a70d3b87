import { membersApi } from "@intranet/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../api/route-client";
import { hexId, member, network } from "../test/fixtures";
import { jsonResponse } from "../test/render";
import { mockApi, renderApp } from "../test/render-app";

const me = member({ id: hexId(1), displayName: "Ada Lovelace" });
const visitor = network({ current_member: null });

describe("app routes and shell", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends visitors from member routes to sign in, keeping where they wanted to go", async () => {
    mockApi({});
    const { router } = renderApp("/users/edit", visitor);
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/users/sign_in");
    expect(router.state.location.search).toBe("?redirect_to=%2Fusers%2Fedit");
  });

  it("shows the sign-in screen with a header but no search and no userbar", async () => {
    mockApi({});
    renderApp("/users/sign_in", visitor);
    expect(await screen.findByLabelText("E-mail")).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(screen.getByText("Welcome to Demo Network")).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Userbar" })).toBeNull();
    expect(screen.queryByLabelText("Search")).toBeNull();
  });

  it("gives members the header with notifications and profile menu, and the userbar", async () => {
    mockApi({});
    renderApp("/", network({ current_member: me }));
    expect(await screen.findByText("Hello, Ada!")).toBeTruthy();
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("button", { name: /profile menu$/i })).toBeTruthy();
    expect(
      within(header)
        .getByRole("link", { name: /, go to the start page$/ })
        .getAttribute("href"),
    ).toBe("/");
    const userbar = screen.getByRole("navigation", { name: "Userbar" });
    // The userbar's links draw after the first paint (a chunk of their own).
    expect((await within(userbar).findByRole("link", { name: "Appointments" })).getAttribute("href")).toBe(
      "/appointments",
    );
    expect(within(userbar).queryByRole("link", { name: "Outbox" })).toBeNull();
  });

  it("draws a phone's userbar when its drawer first opens, not behind the closed drawer", async () => {
    mockApi({});
    const phone = (query: string) => ({
      matches: query.includes("max-width: 47.99em"),
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    const wide = window.matchMedia;
    window.matchMedia = phone as unknown as typeof window.matchMedia;
    try {
      const user = userEvent.setup();
      renderApp("/", network({ current_member: me }));
      expect(await screen.findByText("Hello, Ada!")).toBeTruthy();
      const userbar = screen.getByRole("navigation", { name: "Userbar" });
      expect(within(userbar).queryByRole("link", { name: "Appointments" })).toBeNull();
      await user.click(screen.getByRole("button", { name: "Toggle navigation" }));
      expect((await within(userbar).findByRole("link", { name: "Appointments" })).getAttribute("href")).toBe(
        "/appointments",
      );
    } finally {
      window.matchMedia = wide;
    }
  });

  it("lists profile, edit registration and sign out in the profile menu", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp("/", network({ current_member: me }));
    await user.click(await screen.findByRole("button", { name: /profile menu$/i }));
    expect((await screen.findByRole("menuitem", { name: "My profile" })).getAttribute("href")).toBe(
      `/members/${me.id}`,
    );
    expect(screen.getByRole("menuitem", { name: "Edit registration" }).getAttribute("href")).toBe("/users/edit");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toBeTruthy();
  });

  it("offers administrators the administration, the chat button, the header search and no link to a module that is not built", async () => {
    mockApi({});
    renderApp("/", network({ current_member: me, can: { administrate: true, version_and_updates: false } }));
    await screen.findByText("Hello, Ada!");
    const userbar = screen.getByRole("navigation", { name: "Userbar" });
    const hrefs = within(userbar)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/activitystreams/all",
        "/messages",
        "/appointments",
        "/directory",
        "/files",
        "/administration",
      ]),
    );
    // The administration's screens are listed on its own pages, from the server's administration userbar.
    expect(hrefs).not.toContain("/administration/outbox");
    // The search module is built: its field is in the header (members only).
    expect(await screen.findByRole("search")).toBeTruthy();
    // The chat is reached through the header's button (can.chat), not the userbar.
    expect(hrefs).not.toContain("/chat");
    expect((await screen.findByRole("link", { name: "Chat" })).getAttribute("href")).toBe("/chat");
  });

  it("shows the appointments sub-navigation with group calendars on appointment routes", async () => {
    mockApi({});
    const groups = [{ id: hexId(10), slug: "marketing", name: "Marketing", group_category_id: hexId(20) }];
    renderApp("/appointments/participating", network({ current_member: me, my_groups: groups }));
    // The calendar screen is a real lazy route now; loading it can take longer than the default second.
    const userbar = await screen.findByRole("navigation", { name: "Userbar" });
    expect(within(userbar).getByRole("link", { name: "Participating" }).getAttribute("aria-current")).toBe("page");
    expect(within(userbar).getByRole("link", { name: "Marketing" }).getAttribute("href")).toBe(
      "/groups/marketing/calendars",
    );
  });

  it("shows a not-found page for unknown routes", async () => {
    mockApi({});
    renderApp("/no/such/page", network({ current_member: me }));
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });

  it("renders a member's profile", async () => {
    const other = member({
      id: hexId(5),
      displayName: "Grace Hopper",
      email: "grace@example.com",
      profile: { position: "Rear Admiral", department: "Navy", phone: null, location: "Arlington", about: null },
    });
    mockApi({ [routeKey(membersApi.show, { id: other.id })]: () => jsonResponse(other) });
    renderApp(`/members/${other.id}`, network({ current_member: me }));
    expect(await screen.findByTestId("profile-name")).toHaveProperty("textContent", "Grace Hopper");
    expect(screen.getByText("Rear Admiral · Navy")).toBeTruthy();
    expect(screen.getByTestId("profile-location").textContent).toBe("Arlington");
    const userbar = screen.getByRole("navigation", { name: "Userbar" });
    expect(within(userbar).getByRole("link", { name: "Likes" })).toBeTruthy();
    expect(within(userbar).queryByRole("link", { name: "Edit profile" })).toBeNull();
  });
});
