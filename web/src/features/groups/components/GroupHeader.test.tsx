import { type Group, groupsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { GroupHeader } from "./GroupHeader";

const can = {
  join: false,
  join_moderated: false,
  leave: false,
  destroy: false,
  archive: false,
  create_hidden: false,
  update: false,
  administrate: false,
  read_content: true,
};

const group = (overrides: Partial<Group> = {}): Group => ({
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
  membership_status_of_current_member: "no_member",
  i_haz_subscription: false,
  favorited: false,
  active_theme: null,
  membership_roles: [],
  invite: null,
  path: "/groups/book-club",
  can,
  ...overrides,
});

const tabs = [
  { key: "home", label: "home", path: "/groups/book-club", new_window: false, badge: null, children: [] },
  {
    key: "administration",
    label: "administration",
    path: "/groups/book-club/administration",
    new_window: false,
    badge: 2,
    children: [],
  },
];

const render = (g: Group) =>
  renderWithProviders(<GroupHeader group={g} tabs={tabs} />, { network: network({ current_member: member() }) });

describe("GroupHeader", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers a join request for a closed group and sends it", async () => {
    const fetch = vi.fn(async () => jsonResponse({ membership_status_of_current_member: "in_moderation" }));
    vi.stubGlobal("fetch", fetch);
    render(group({ can: { ...can, join_moderated: true } }));
    fireEvent.click(screen.getByTestId("group-join"));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(`${init.method} ${url}`).toBe(routeKey(groupsApi.join, { slug: "book-club" }));
    expect(screen.getByTestId("group-join").textContent).toBe("Request to join");
  });

  it("asks before leaving and shows the join-request badge", async () => {
    render(group({ membership_status_of_current_member: "member", can: { ...can, leave: true } }));
    expect(screen.getByTestId("group-tab-badge-administration").textContent).toBe("2");
    fireEvent.click(screen.getByTestId("group-leave"));
    expect(await screen.findByText("Do you really want to leave Book Club?")).toBeTruthy();
    expect(screen.getByTestId("group-favorite")).toBeTruthy();
  });

  it("offers no membership button to the last administrator", () => {
    render(group({ membership_status_of_current_member: "member", can: { ...can, administrate: true } }));
    expect(screen.queryByTestId("group-leave")).toBeNull();
    expect(screen.queryByTestId("group-join")).toBeNull();
  });
});
