import { type DirectoryMember, directoryApi, groupsApi, memberAdminApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { group as groupFixture, hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1) }) });
const base = groupFixture({ can: { ...groupFixture().can, read_content: true } });
const administrated = { ...base, can: { ...base.can, administrate: true } };

const row = (id: string, displayName: string, isAdmin: boolean): DirectoryMember => ({
  id,
  displayName,
  images: { medium: null, large: null, "40x40@2": null },
  profile: { position: null, department: null, phone: null, location: null, about: null },
  is_external: false,
  is_network_admin: false,
  is_group_admin: isAdmin,
  roles: [],
  anonymized: false,
  path: `/members/${id}`,
});
const page = (entries: DirectoryMember[]) =>
  jsonResponse({
    entries,
    meta: { page: 1, per_page: 25, total_count: entries.length, total_pages: 1, too_large: false },
    sort: "last_name",
    filter_fields: [],
  });

const ada = hexId(1);
const bert = hexId(2);

function stub(state: { bertAdmin: boolean; bertIn: boolean }, calls: string[], deleteStatus = 204) {
  return mockApi({
    [routeKey(groupsApi.navigation, { slug: "book-club" })]: () => jsonResponse({ group: administrated, tabs: [] }),
    [routeKey(groupsApi.show, { slug: "book-club" })]: () => jsonResponse(administrated),
    [routeKey(directoryApi.groupMembers, { slug: "book-club" })]: () =>
      page([row(ada, "Ada Admin", true), ...(state.bertIn ? [row(bert, "Bert Member", state.bertAdmin)] : [])]),
    [routeKey(memberAdminApi.groupSetAdmin, { slug: "book-club", memberId: bert })]: (init) => {
      const body = JSON.parse(String(init.body));
      calls.push(`admin ${body.is_admin}`);
      state.bertAdmin = body.is_admin;
      return jsonResponse({ is_admin: body.is_admin, status: "member" });
    },
    [routeKey(memberAdminApi.groupSetAdmin, { slug: "book-club", memberId: ada })]: () =>
      jsonResponse({ error: "last_admin", message: "The last administrator cannot leave the group." }, 409),
    [routeKey(memberAdminApi.groupRemoveMember, { slug: "book-club", memberId: bert })]: () => {
      calls.push("remove");
      if (deleteStatus !== 204) return jsonResponse({ error: "x", message: "Refused." }, deleteStatus);
      state.bertIn = false;
      return new Response(null, { status: 204 });
    },
  });
}

async function openMenu(id: string) {
  fireEvent.click(await screen.findByTestId(`group-member-menu-${id}`, {}, SLOW));
}

describe("GroupMemberMenu", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("appoints an administrator and removes a member after confirmation, the list following", async () => {
    const calls: string[] = [];
    const state = { bertAdmin: false, bertIn: true };
    stub(state, calls);
    renderApp("/groups/book-club/members", me);
    await openMenu(bert);
    fireEvent.click(await screen.findByRole("menuitem", { name: "Make administrator" }));
    expect(await screen.findByText("Bert Member is now an administrator of the group.")).toBeTruthy();
    expect(calls).toEqual(["admin true"]);
    await openMenu(bert);
    expect(await screen.findByRole("menuitem", { name: "Remove administrator" })).toBeTruthy();
    fireEvent.click(screen.getByRole("menuitem", { name: "Remove from group" }));
    expect(await screen.findByText("Remove Bert Member from this group?")).toBeTruthy();
    fireEvent.click(screen.getByTestId("confirm-ok"));
    expect(await screen.findByText("Bert Member was removed from the group.")).toBeTruthy();
    expect(calls).toEqual(["admin true", "remove"]);
    await waitFor(() => expect(screen.queryByText("Bert Member")).toBeNull());
  });

  it("shows the server's refusal for the last administrator and removes nobody without confirmation", async () => {
    const calls: string[] = [];
    stub({ bertAdmin: false, bertIn: true }, calls);
    renderApp("/groups/book-club/members", me);
    await openMenu(ada);
    fireEvent.click(await screen.findByRole("menuitem", { name: "Remove administrator" }));
    expect(await screen.findByText("The last administrator cannot leave the group.")).toBeTruthy();
    await openMenu(bert);
    fireEvent.click(await screen.findByRole("menuitem", { name: "Remove from group" }));
    fireEvent.click(await screen.findByTestId("confirm-cancel"));
    expect(calls).toEqual([]);
    expect(within(document.body).getByText("Bert Member")).toBeTruthy();
  });

  it("offers no menu to members who do not administrate the group", async () => {
    mockApi({
      [routeKey(groupsApi.navigation, { slug: "book-club" })]: () => jsonResponse({ group: base, tabs: [] }),
      [routeKey(directoryApi.groupMembers, { slug: "book-club" })]: () => page([row(bert, "Bert Member", false)]),
    });
    renderApp("/groups/book-club/members", me);
    expect(await screen.findByText("Bert Member", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId(`group-member-menu-${bert}`)).toBeNull();
  });
});
