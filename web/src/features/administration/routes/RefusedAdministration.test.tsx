import { groupsApi } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { group, hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
// A member who administrates a group, not the network (the preload's `can.administrate` is false).
const notAdmin = network({ current_member: member({ id: hexId(2) }) });
// Every administration endpoint lives under an administration path, or is the invitations' settings and list.
const ADMIN_API = /\/administration(\/|$)|external_invites/;

/** Renders `path` for someone who may not administrate it; the requests the app sent, as "METHOD /path". */
async function refused(path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi(handlers);
  renderApp(path, notAdmin);
  await screen.findByText("Page not found", {}, SLOW);
  // Give a page that asks its data first the time to ask.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? "GET"} ${new URL(input, "http://x").pathname}`);
}

describe("administration refused to those who may not administrate", { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["/administration/outbox", /Development outbox|SMTP/],
    ["/administration/invites/new", /Invite|Something went wrong/],
    ["/administration/statistics", /Statistics|Something went wrong/],
    ["/administration/imprint/edit", /Imprint|Something went wrong/],
    ["/administration/audit_log", /Audit log|Something went wrong/],
    ["/administration/newsletter/settings", /Newsletter|Something went wrong/],
    ["/administration/newsletter/settings/upcoming_activities", /Something went wrong/],
    ["/administration/settings/edit", /Something went wrong/],
    ["/administration/legal_texts", /Something went wrong/],
    ["/administration/members", /Something went wrong/],
  ])("%s shows not-found, nothing of the screen, and asks no administration endpoint", async (path, screenText) => {
    const asked = await refused(path);
    expect(screen.queryByRole("heading", { level: 1 })?.textContent ?? "").not.toMatch(screenText);
    expect(document.body.textContent).not.toMatch(/Something went wrong|SMTP_URL/);
    expect(asked.filter((key) => ADMIN_API.test(key))).toEqual([]);
  });

  it("refuses a group's administration screens to a member who does not administrate the group", async () => {
    const garden = group({ slug: "garden" });
    const handlers = {
      [routeKey(groupsApi.show, { slug: "garden" })]: () => jsonResponse(garden),
      [routeKey(groupsApi.navigation, { slug: "garden" })]: () => jsonResponse({ group: garden, tabs: [] }),
    };
    for (const path of [
      "/groups/garden/administration",
      "/groups/garden/administration/statistics",
      "/groups/garden/administration/invites/new",
    ]) {
      const asked = await refused(path, handlers);
      await waitFor(() => expect(document.body.textContent).not.toMatch(/Something went wrong/));
      // Neither the page's own data (statistics, invitation settings) nor the group's administration userbar is asked.
      expect(asked.filter((key) => ADMIN_API.test(key))).toEqual([]);
      document.body.innerHTML = "";
    }
  });

  it("refuses a category's invitation screen to a member who does not administrate the category", async () => {
    const asked = await refused(`/group-categories/${hexId(6)}/administration/invites/new`);
    expect(asked.filter((key) => ADMIN_API.test(key))).toEqual([]);
  });
});
