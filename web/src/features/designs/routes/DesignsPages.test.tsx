import {
  administrationApi,
  deriveColors,
  networkApi,
  type Theme,
  type ThemeColors,
  themesApi,
} from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: true },
});
const colors: ThemeColors = { primary: "#7b2cbf", header_background: "#102a43", banner: "#e85d04" };
const theme = (overrides: Partial<Theme> = {}): Theme => ({
  id: hexId(700),
  name: "Autumn",
  context_type: "network",
  context_id: null,
  active: false,
  override: false,
  logoImage: null,
  logoUrl: null,
  faviconImage: null,
  fullWidth: false,
  userbarIconType: "default",
  logoType: "default",
  bannerType: "color",
  bannerImage: null,
  colors,
  derivedColors: deriveColors(colors),
  updated_at: "2026-11-28T10:00:00.000Z",
  ...overrides,
});
const userbar = () => jsonResponse({ sections: [] });

describe("designs", { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lists the network's designs and activates one: the shell takes its colours without a reload", async () => {
    let active = false;
    const calls: string[] = [];
    mockApi({
      [routeKey(themesApi.networkThemes)]: () =>
        jsonResponse({
          themes: [theme({ active })],
          active_theme_id: active ? hexId(700) : null,
          effective_theme: null,
        }),
      [routeKey(themesApi.activateNetworkTheme, { id: hexId(700) })]: (_init, url) => {
        calls.push(url.pathname);
        active = true;
        return jsonResponse({ themes: [theme({ active })], active_theme_id: hexId(700), effective_theme: theme() });
      },
      [routeKey(networkApi.show)]: () => jsonResponse({ ...admin, theme: active ? theme({ active }) : null }),
      [routeKey(administrationApi.userbar)]: userbar,
    });
    renderApp("/administration/designs", admin);
    const row = await screen.findByTestId("design-row", {}, SLOW);
    expect(within(row).getAllByRole("cell")[0]?.textContent).toBe("Autumn");
    expect(within(row).getByText("Inactive")).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue("--theme-header-bg")).toBe("");

    fireEvent.click(within(row).getByTestId("design-menu"));
    fireEvent.click(await screen.findByTestId("design-toggle", {}, SLOW));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain(
      "Autumn is now the active design.",
    );
    expect(calls).toEqual([`/administration/designs/${hexId(700)}/activation`]);
    await waitFor(() => expect(document.documentElement.style.getPropertyValue("--theme-header-bg")).toBe("#102a43"));
    expect(document.documentElement.style.getPropertyValue("--mantine-color-blue-filled")).toBe("#7b2cbf");
    expect((await screen.findByTestId("theme-banner", {}, SLOW)).style.height).toBe("20px");
  });

  it("refuses a colour that is not hex without a request, and sends the design it was given", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(themesApi.createNetworkTheme)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(theme(), 201);
      },
      [routeKey(themesApi.networkThemes)]: () =>
        jsonResponse({ themes: [theme()], active_theme_id: null, effective_theme: null }),
      [routeKey(administrationApi.userbar)]: userbar,
    });
    const { router } = renderApp("/administration/designs/new", admin);
    fireEvent.change(await screen.findByLabelText("Name", { exact: false }, SLOW), { target: { value: "Autumn" } });
    const primary = screen.getByTestId("design-color-primary");
    fireEvent.change(primary, { target: { value: "red;}" } });
    fireEvent.click(screen.getByTestId("design-save"));
    expect(await screen.findByText("is invalid", { exact: false }, SLOW)).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(primary, { target: { value: "#FFDD00" } });
    // Too light for white text: the preview says which darker shade buttons and links get.
    expect((await screen.findByTestId("design-adjusted", {}, SLOW)).textContent).toContain(
      deriveColors({ ...colors, primary: "#ffdd00" }).primaryFilled,
    );
    fireEvent.click(screen.getByTestId("design-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/administration/designs"));
    expect(bodies).toEqual([
      {
        theme: {
          name: "Autumn",
          logo_type: "default",
          logo_image_id: null,
          favicon_image_id: null,
          banner_type: "hidden",
          banner_image_id: null,
          full_width: false,
          userbar_icon_type: "default",
          colors: { primary: "#FFDD00", header_background: "#ffffff", banner: "#228be6" },
        },
      },
    ]);
  });

  it("on a signed-out page, takes over the theme the server drew before the scripts: its banner once, its colours", async () => {
    // As server/src/http/prerendered-theme.ts draws it into a prerendered page.
    document.documentElement.dataset.themeStatic = "";
    document.head.insertAdjacentHTML(
      "beforeend",
      '<style id="network-theme" data-theme-static>:root{--theme-header-bg:#102a43}</style>',
    );
    document.body.insertAdjacentHTML(
      "afterbegin",
      '<div class="theme-banner" data-testid="theme-banner" data-theme-static style="height:20px"></div>',
    );
    mockApi({});
    renderApp("/users/sign_in", network({ current_member: null, theme: theme({ active: true }) }));
    await screen.findByRole("heading", { name: "Sign in" }, SLOW);
    await waitFor(() => expect(document.querySelectorAll("[data-theme-static]")).toHaveLength(0), SLOW);
    expect(document.documentElement.dataset.themeStatic).toBeUndefined();
    expect(screen.getAllByTestId("theme-banner")).toHaveLength(1);
    expect(screen.getByTestId("theme-banner").style.backgroundColor).toBe("rgb(232, 93, 4)");
    expect(document.documentElement.style.getPropertyValue("--theme-header-bg")).toBe("#102a43");
  });

  it("says nothing to members who do not administrate", async () => {
    mockApi({ [routeKey(administrationApi.userbar)]: userbar });
    renderApp("/administration/designs", network({ current_member: member({ id: hexId(2) }) }));
    expect(await screen.findByText("Not found", { exact: false }, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("designs")).toBeNull();
  });

  it("offers an upgrade once a day per offer where a customer central is configured", async () => {
    const withCentral = {
      ...admin,
      config: { ...admin.config, customer_central_url: "https://central.example" },
    };
    let asked = 0;
    mockApi({
      [routeKey(themesApi.availableUpgrades)]: () => {
        asked += 1;
        return jsonResponse({
          upgrades: [{ name: "Release 7.2", release_notes_url: "https://example.com/7.2", deadline: "2026-12-31" }],
        });
      },
      [routeKey(themesApi.updateCentral)]: () => jsonResponse({ version: "v7.1.0", customer_central_configured: true }),
      [routeKey(administrationApi.userbar)]: userbar,
    });
    const first = renderApp("/administration/update-zentrale", withCentral);
    expect(await screen.findByText("Release 7.2 can be installed.", {}, SLOW)).toBeTruthy();
    expect((await screen.findByTestId("running-version", {}, SLOW)).textContent).toBe("v7.1.0");
    fireEvent.click(screen.getByRole("button", { name: "Remind me tomorrow" }));
    await waitFor(() => expect(screen.queryByText("Release 7.2 can be installed.")).toBeNull());
    expect(asked).toBeGreaterThan(0);
    first.router.dispose();

    // The same day, another visit: no modal again.
    document.body.innerHTML = "";
    renderApp("/administration/update-zentrale", withCentral);
    expect(await screen.findAllByTestId("upgrade-offer", {}, SLOW)).toHaveLength(1);
    expect(screen.queryByText("Release 7.2 can be installed.")).toBeNull();
  });

  it("asks no customer central where none is configured", async () => {
    const fetchMock = mockApi({
      [routeKey(themesApi.updateCentral)]: () =>
        jsonResponse({ version: "v7.1.0", customer_central_configured: false }),
      [routeKey(administrationApi.userbar)]: userbar,
    });
    renderApp("/administration/update-zentrale", admin);
    expect(await screen.findByText("No customer central is configured", { exact: false }, SLOW)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).some((url) => url.includes("available_upgrades"))).toBe(
      false,
    );
  });
});
