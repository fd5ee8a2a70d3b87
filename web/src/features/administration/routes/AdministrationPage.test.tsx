import { type AdministrationUserbar, administrationApi } from "@intranet/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const link = (label: string, path: string) => ({
  label,
  path,
  unreads: null,
  target: "_self" as const,
  exact: false,
  alternative_paths: [],
});
const userbar: AdministrationUserbar = {
  sections: [
    {
      key: "network",
      title: "administration.shell.section_network",
      image: null,
      links: [link("administration.shell.settings", "/administration/settings/edit")],
    },
    {
      key: "legal",
      title: "administration.shell.section_legal",
      image: null,
      links: [
        link("administration.shell.legal_texts", "/administration/legal_texts"),
        link("administration.shell.imprint", "/administration/imprint/edit"),
      ],
    },
  ],
};

describe("administration: landing and navigation", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the sections of the administration userbar, after a failed load and a retry", async () => {
    let calls = 0;
    mockApi({
      [routeKey(administrationApi.userbar)]: (_init, url) => {
        calls += 1;
        expect(url.searchParams.get("context_type")).toBe("network");
        return calls === 1 ? jsonResponse({ error: "internal_error", message: "x" }, 500) : jsonResponse(userbar);
      },
      [routeKey(administrationApi.pendingLegalTexts)]: () => jsonResponse({ legal_texts: [] }),
    });
    renderApp("/administration", admin);
    const error = await screen.findAllByTestId("error-box", {}, SLOW);
    fireEvent.click(within(error[0] as HTMLElement).getByRole("button", { name: "Try again" }));
    const legal = await screen.findByTestId("admin-section-legal", {}, SLOW);
    expect(within(legal).getByRole("heading").textContent).toBe("Legal");
    expect(
      within(legal)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Legal texts", "/administration/legal_texts"],
      ["Imprint", "/administration/imprint/edit"],
    ]);
    // The userbar shows the same sections beside the screen, the current one marked.
    const nav = await screen.findByTestId("admin-userbar-section-network", {}, SLOW);
    expect(within(nav).getByRole("link", { name: "Settings" }).getAttribute("href")).toBe(
      "/administration/settings/edit",
    );
    // On a phone the same links are a menu above the page.
    fireEvent.click(screen.getByTestId("admin-menu"));
    expect((await screen.findByRole("menuitem", { name: "Imprint" }, SLOW)).getAttribute("href")).toBe(
      "/administration/imprint/edit",
    );
  });

  it("marks the current screen in the userbar", async () => {
    mockApi({
      [routeKey(administrationApi.userbar)]: () => jsonResponse(userbar),
      [routeKey(administrationApi.legalTexts)]: () => jsonResponse({ legal_texts: [] }),
    });
    renderApp("/administration/legal_texts", admin);
    const legal = await screen.findByTestId("admin-userbar-section-legal", {}, SLOW);
    expect(within(legal).getByRole("link", { name: "Legal texts" }).getAttribute("aria-current")).toBe("page");
    expect(within(legal).getByRole("link", { name: "Imprint" }).getAttribute("aria-current")).toBeNull();
  });

  it.each([
    "/administration/navigation/edit",
    "/administration/app_navigation/edit",
    "/administration/group-categories-order/edit",
    "/administration/appointment_categories/edit",
    "/administration/designs",
  ])("offers the administration menu (a phone's way around) on %s too", async (path) => {
    mockApi({ [routeKey(administrationApi.userbar)]: () => jsonResponse(userbar) });
    renderApp(path, admin);
    expect(await screen.findByTestId("admin-menu", {}, SLOW)).toBeTruthy();
  });

  it("says nothing about the administration to members", async () => {
    const fetchMock = mockApi({});
    renderApp("/administration", network({ current_member: member({ id: hexId(2) }) }));
    expect(await screen.findByText("Not found", { exact: false }, SLOW)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/userbars/administration"))).toBe(false);
  });
});
