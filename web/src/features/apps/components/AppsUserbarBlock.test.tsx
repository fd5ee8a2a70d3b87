import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { group, hexId, member, network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { AppsUserbarBlock } from "./AppsUserbarBlock";

const me = network({ current_member: member({ id: hexId(1) }) });
const app = (n: number, groupId: string | null) => ({
  id: hexId(900 + n),
  slug: `app-${n}`,
  name: `App ${n}`,
  description: null,
  group_id: groupId,
  show_in_userbar: true,
  path: `/apps/app-${n}/items`,
});

describe("the userbar's apps", () => {
  it("lists the network's flagged apps on /info, and a group's own on its pages", async () => {
    const team = group({ id: hexId(50), slug: "team" });
    const asked: string[] = [];
    mockApi({
      "GET /apps": (_init, url) => {
        asked.push(url.search);
        const groupId = url.searchParams.get("group_id");
        return jsonResponse({ apps: groupId ? [app(2, groupId)] : [app(1, null)] });
      },
      "GET /groups/team/navigation": () => jsonResponse({ group: team, tabs: [] }),
    });
    const network = renderWithProviders(<AppsUserbarBlock />, { network: me, route: "/info" });
    expect((await screen.findByRole("link", { name: "App 1" })).getAttribute("href")).toBe("/apps/app-1/items");
    network.unmount();

    renderWithProviders(<AppsUserbarBlock />, { network: me, route: "/groups/team/pages" });
    expect((await screen.findByRole("link", { name: "App 2" })).getAttribute("href")).toBe("/apps/app-2/items");
    expect(screen.queryByRole("link", { name: "App 1" })).toBeNull();
    expect(asked.at(-1)).toContain(`group_id=${hexId(50)}`);
  });

  it("shows nothing on a group's pages when the group flags no app", async () => {
    const team = group({ id: hexId(51), slug: "quiet" });
    const asked: string[] = [];
    mockApi({
      "GET /apps": (_init, url) => {
        asked.push(url.search);
        return jsonResponse({ apps: [] });
      },
      "GET /groups/quiet/navigation": () => jsonResponse({ group: team, tabs: [] }),
    });
    renderWithProviders(<AppsUserbarBlock />, { network: me, route: "/groups/quiet" });
    await waitFor(() => expect(asked).toEqual([`?filter=show_in_userbar&group_id=${hexId(51)}`]));
    expect(screen.queryByTestId("userbar-apps")).toBeNull();
  });
});
