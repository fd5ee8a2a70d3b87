import { directoryApi, memberAdminApi } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { group, hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const garden = group({ id: hexId(60), slug: "garden", name: "Garden club" });

describe("a member's group memberships", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("puts the member into a group found by its name and lists it", async () => {
    const id = hexId(9);
    let inGarden = false;
    const sent: unknown[] = [];
    mockApi({
      [routeKey(memberAdminApi.groupMemberships, { id })]: () =>
        jsonResponse({
          member: { id, displayName: "Bea Bauer" },
          memberships: inGarden
            ? [{ group: { id: garden.id, slug: "garden", name: "Garden club" }, status: "member", is_admin: false }]
            : [],
        }),
      [routeKey(directoryApi.search)]: () => jsonResponse({ members: [], groups: [garden] }),
      [routeKey(memberAdminApi.addToGroup, { id })]: async (init) => {
        sent.push(JSON.parse(String(init?.body)));
        inGarden = true;
        return jsonResponse({ is_admin: false, status: "member" }, 201);
      },
    });
    renderApp(`/administration/members/${id}/group-memberships`, admin);
    expect(await screen.findByText("Not in any group.", {}, SLOW)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId("add-to-group"));
    await user.keyboard("Gard");
    await user.click(await screen.findByRole("option", { name: "Garden club" }, SLOW));
    await user.click(screen.getByTestId("add-to-group-submit"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("Now a member of Garden club.");
    await waitFor(() => expect(screen.getAllByTestId("group-membership-row")).toHaveLength(1), SLOW);
    expect(sent).toEqual([{ group_id: garden.id }]);
  });
});
