import { administrationApi, type Group, groupsApi } from "@intranet/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { group, hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const groupAdmin = network({ current_member: member({ id: hexId(2) }) });
/** The group as its header (navigation) and the administration's guard (show) read it. */
const gardenOf = (garden: Group) => ({
  [routeKey(groupsApi.show, { slug: "garden" })]: () => jsonResponse(garden),
  [routeKey(groupsApi.navigation, { slug: "garden" })]: () => jsonResponse({ group: garden, tabs: [] }),
});
const link = (label: string, path: string, unreads: number | null = null) => ({
  label,
  path,
  unreads,
  target: "_self" as const,
  exact: false,
  alternative_paths: [],
});

describe("administration: a group's administration", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lands on the group's administration with the sections of the group's userbar", async () => {
    const asked: URL[] = [];
    mockApi({
      ...gardenOf(group({ slug: "garden", can: { ...group().can, administrate: true } })),
      [routeKey(administrationApi.userbar)]: (_init, url) => {
        asked.push(url);
        return jsonResponse({
          sections: [
            {
              key: "group",
              title: "administration.shell.section_group",
              image: null,
              links: [
                link("administration.shell.statistics", "/groups/garden/administration/statistics"),
                link("administration.shell.group_join_requests", "/groups/garden/administration/join_requests", 3),
              ],
            },
          ],
        });
      },
    });
    renderApp("/groups/garden/administration", groupAdmin);
    const section = await screen.findByTestId("admin-section-group", {}, SLOW);
    expect(section.textContent).toContain("Group administration");
    expect(section.querySelector('a[href="/groups/garden/administration/statistics"]')?.textContent).toBe("Statistics");
    expect(asked[0]?.searchParams.get("context_type")).toBe("group");
    expect(asked[0]?.searchParams.get("context_id")).toBe("garden");
  });

  it("names the group in the heading under the group's header and leaves out the link to the landing itself", async () => {
    mockApi({
      ...gardenOf(group({ slug: "garden", name: "IT", can: { ...group().can, administrate: true } })),
      [routeKey(administrationApi.userbar)]: () =>
        jsonResponse({
          sections: [
            {
              key: "group",
              title: "administration.shell.section_group",
              image: null,
              links: [
                { ...link("administration.shell.overview", "/groups/garden/administration"), exact: true },
                link("administration.shell.members", "/groups/garden/administration/members"),
                link("administration.shell.statistics", "/groups/garden/administration/statistics"),
              ],
            },
          ],
        }),
    });
    renderApp("/groups/garden/administration", groupAdmin);
    const section = await screen.findByTestId("admin-section-group", {}, SLOW);
    // Under the group's header, as the group's other screens.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("IT");
    expect(screen.getByTestId("group-name").textContent).toBe("IT");
    expect(screen.getByRole("heading", { level: 2, name: "Administration of IT" })).toBeTruthy();
    expect(screen.getByText("Members, settings and content of this group.")).toBeTruthy();
    expect(screen.queryByText("Settings, members, content and records of the whole network.")).toBeNull();
    expect(section.querySelector('a[href="/groups/garden/administration"]')).toBeNull();
    expect(section.querySelector('a[href="/groups/garden/administration/members"]')?.textContent).toBe("Members");
  });

  it("lands on a group category's administration under the category's name", async () => {
    const categoryId = hexId(20);
    mockApi({
      [routeKey(administrationApi.userbar)]: () =>
        jsonResponse({
          sections: [
            {
              key: "group_category",
              title: "administration.shell.section_group_category",
              image: null,
              links: [
                {
                  ...link("administration.shell.overview", `/group-categories/${categoryId}/administration`),
                  exact: true,
                },
                link("administration.shell.invites", `/group-categories/${categoryId}/administration/invites/new`),
              ],
            },
          ],
        }),
    });
    renderApp(
      `/group-categories/${categoryId}/administration`,
      network({
        current_member: member({ id: hexId(2) }),
        group_categories: [
          {
            id: categoryId,
            slug: "teams",
            name: "Teams",
            plural_name: "Teams",
            color: "#1c7ed6",
            order: 1,
            access: "all",
            main_group_hidden: false,
            main_group_slug: null,
            active_theme: null,
            can: { create: false, administrate: true },
          },
        ],
      }),
    );
    const section = await screen.findByTestId("admin-section-group_category", {}, SLOW);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Administration of Teams");
    expect(screen.getByText("Invitations and designs of the groups in this category.")).toBeTruthy();
    expect(section.querySelectorAll("a")).toHaveLength(1);
  });

  it("shows the error with a retry when the group's userbar cannot be loaded", async () => {
    mockApi({
      ...gardenOf(group({ slug: "garden", can: { ...group().can, administrate: true } })),
      [routeKey(administrationApi.userbar)]: () => jsonResponse({ error: "internal_error", message: "No." }, 500),
    });
    renderApp("/groups/garden/administration", groupAdmin);
    expect((await screen.findAllByRole("button", { name: /try again/i }, SLOW)).length).toBeGreaterThan(0);
  });
});
