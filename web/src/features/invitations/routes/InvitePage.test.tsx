import {
  type ExternalInvite,
  type ExternalInviteSettings,
  type Group,
  groupsApi,
  invitationsApi,
  invitesApi,
  membersApi,
} from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { group, hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const settings = (can: Partial<ExternalInviteSettings["can"]> = {}): ExternalInviteSettings => ({
  default_invite_subject: "Invitation to Test Network",
  default_invite_text: "Ada invites you.",
  can: { invite_internal: true, invite_external: true, invite_external_guests: true, ...can },
  groups: [{ id: hexId(50), name: "Sales" }],
});
const invite = (overrides: Partial<ExternalInvite> = {}): ExternalInvite => ({
  id: hexId(700),
  type: "ExternalInvite",
  status: "open",
  email: "new@example.com",
  first_name: "New",
  last_name: "Person",
  user_type: "normal",
  groups: [{ id: hexId(50), name: "Sales" }],
  inviter: "Ada Admin",
  created_at: "2026-11-20T10:00:00.000Z",
  expires_at: "2026-12-04T10:00:00.000Z",
  expired: false,
  ...overrides,
});
const list = (invites: ExternalInvite[]) =>
  jsonResponse({ invites, meta: { page: 1, per_page: 50, total_count: invites.length } });
const common = {
  [routeKey(groupsApi.myGroups)]: () => jsonResponse({ groups: [] }),
};
/** The group as its header (navigation) and the administration's guard (show) read it. */
const gardenOf = (garden: Group) => ({
  [routeKey(groupsApi.show, { slug: "garden" })]: () => jsonResponse(garden),
  [routeKey(groupsApi.navigation, { slug: "garden" })]: () => jsonResponse({ group: garden, tabs: [] }),
});

describe("invitations: the invite screen", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a group's invite screen as not found, with no heading and no retry, to who may not invite there", async () => {
    mockApi({
      ...common,
      ...gardenOf(group({ slug: "garden", name: "Garden" })),
      [routeKey(invitationsApi.settings)]: () =>
        jsonResponse({ error: "forbidden", message: "You are not allowed to do this." }, 403),
    });
    renderApp("/groups/garden/membership_invites/new", network({ current_member: member({ id: hexId(2) }) }));
    expect(await screen.findByText("Page not found", {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId("group-name").textContent).toBe("Garden");
    expect(screen.queryByRole("heading", { name: "Invite" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("shows a group's sent invitations as not found to a member who does not administrate the group", async () => {
    const fetchMock = mockApi({ ...common, ...gardenOf(group({ slug: "garden" })) });
    renderApp("/groups/garden/invites/sent", network({ current_member: member({ id: hexId(2) }) }));
    expect(await screen.findByText("Page not found", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("invites-new")).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/invites/sent"))).toBe(false);
  });

  it("shows a group's invite screens under the group's header, as the group's other screens", async () => {
    const garden = group({ slug: "garden", name: "Garden", can: { ...group().can, administrate: true } });
    const groupAdmin = network({ current_member: member({ id: hexId(2) }) });
    mockApi({
      ...common,
      ...gardenOf(garden),
      [routeKey(invitationsApi.settings)]: () => jsonResponse(settings()),
      [routeKey(invitationsApi.list)]: () => list([]),
      [routeKey(invitesApi.sentOfGroup, { slug: "garden" })]: () =>
        jsonResponse({ invites: [], meta: { page: 1, per_page: 25, total_count: 0 } }),
    });
    for (const [path, heading] of [
      ["/groups/garden/administration/invites/new", "Invite"],
      ["/groups/garden/membership_invites/new", "Invite"],
      ["/groups/garden/invites/sent", "Invitations sent to join Garden"],
    ] as const) {
      renderApp(path, groupAdmin);
      expect(await screen.findByRole("heading", { level: 2, name: heading }, SLOW), path).toBeTruthy();
      expect(screen.getByRole("heading", { level: 1 }).textContent, path).toBe("Garden");
      document.body.innerHTML = "";
    }
  });

  it("lets a category's administrator invite members into the category's groups through the category's call", async () => {
    const categoryId = hexId(201);
    const sent: unknown[] = [];
    mockApi({
      ...common,
      [routeKey(invitationsApi.settings)]: () =>
        jsonResponse(settings({ invite_external: false, invite_external_guests: false })),
      [routeKey(membersApi.search)]: () => jsonResponse([memberSummary({ id: hexId(7), displayName: "Bea Bauer" })]),
      [routeKey(invitesApi.inviteIntoCategory, { id: categoryId })]: async (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ invited: 1, message: "1 invitation(s) sent." });
      },
    });
    renderApp(
      `/group-categories/${categoryId}/administration/invites/new`,
      network({
        current_member: member({ id: hexId(2) }),
        group_categories: [
          {
            id: categoryId,
            slug: "teams",
            name: "Team",
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
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("member-picker", {}, SLOW));
    await user.keyboard("bea");
    await user.click(await screen.findByRole("option", { name: /Bea Bauer/ }, SLOW));
    // The groups offered are the category's (the settings' Sales), not the administrator's own (none).
    await user.click(screen.getByTestId("invite-groups"));
    await user.click(await screen.findByRole("option", { name: "Sales" }, SLOW));
    fireEvent.click(screen.getByTestId("invite-send"));
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(sent[0]).toEqual({
      membership_invites: { membership_ids: [hexId(7)], group_ids: [hexId(50)], additional_message: "" },
    });
  });

  it("offers only the tabs the flags allow", async () => {
    mockApi({
      ...common,
      [routeKey(invitationsApi.settings)]: () =>
        jsonResponse(settings({ invite_internal: false, invite_external: false })),
      [routeKey(invitationsApi.list)]: () => list([]),
    });
    renderApp("/administration/invites/new", admin);
    await screen.findByTestId("invite-tab-email", {}, SLOW);
    expect(screen.queryByTestId("invite-tab-internal")).toBeNull();
    expect(screen.getByTestId("invite-tab-csv")).toBeTruthy();
    // Without invite_external only guests: no choice of member type.
    expect(screen.queryByTestId("invite-user-type")).toBeNull();
    expect(await screen.findByText("No invitations yet.", {}, SLOW)).toBeTruthy();
  });

  it("sends an e-mail invitation with the default mail and lists every row error of a refused CSV file", async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...common,
      [routeKey(invitationsApi.settings)]: () => jsonResponse(settings()),
      [routeKey(invitationsApi.list)]: () => list([]),
      [routeKey(invitationsApi.invite)]: (init) => {
        if (init.body instanceof FormData)
          return jsonResponse(
            {
              error: "invalid_invites",
              message: "No invitation was sent.",
              errors: { "3.email": ["invalid_email"], "5.email": ["must be unique"] },
              codes: { "3.email": ["invalid_email"], "5.email": ["not_unique"] },
            },
            422,
          );
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse({ invited: 1, message: "1 invitation(s) sent.", batch_id: hexId(9) }, 201);
      },
    });
    renderApp("/administration/invites/new?tab=email", admin);
    const email = await screen.findByLabelText(/E-mail address/, {}, SLOW);
    fireEvent.change(email, { target: { value: "new@example.com" } });
    fireEvent.click(screen.getByTestId("invite-email-send"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("1 invitation sent.");
    expect(bodies).toEqual([
      {
        external_invite: {
          email: "new@example.com",
          first_name: "",
          last_name: "",
          subject: "Invitation to Test Network",
          body: "Ada invites you.",
          user_type: "normal",
          group_ids: [],
        },
      },
    ]);

    fireEvent.click(screen.getByTestId("invite-tab-csv"));
    const input = (await screen.findByTestId("invite-csv-file", {}, SLOW)) as HTMLElement;
    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(fileInput, { target: { files: [new File(["a,b\n"], "people.csv", { type: "text/csv" })] } });
    expect(input).toBeTruthy();
    fireEvent.click(screen.getByTestId("invite-csv-send"));
    const alert = await screen.findByTestId("invite-errors", {}, SLOW);
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Row 3, e-mail address: Is not a valid e-mail address.",
      "Row 5, e-mail address: Each entry may appear only once.",
    ]);
  });

  it.each([
    ["already_invited", "This address is already invited."],
    ["already_member", "This address already belongs to a member."],
  ])(
    "marks the e-mail field of a single invitation refused as %s, without the list's row report",
    async (code, text) => {
      mockApi({
        ...common,
        [routeKey(invitationsApi.settings)]: () => jsonResponse(settings()),
        [routeKey(invitationsApi.list)]: () => list([]),
        [routeKey(invitationsApi.invite)]: () =>
          jsonResponse(
            {
              error: code,
              message: "x",
              errors: { email: ["has already been taken"] },
              codes: { email: ["taken"] },
            },
            422,
          ),
      });
      renderApp("/administration/invites/new?tab=email", admin);
      const email = await screen.findByLabelText(/E-mail address/, {}, SLOW);
      fireEvent.change(email, { target: { value: "known@example.com" } });
      fireEvent.click(screen.getByTestId("invite-email-send"));
      expect(await screen.findByText(text, {}, SLOW)).toBeTruthy();
      expect(email.getAttribute("aria-invalid")).toBe("true");
      expect(screen.queryByTestId("invite-errors")).toBeNull();
      expect(screen.queryByText(/Row 1|send the file again/)).toBeNull();
    },
  );

  it("renews and revokes the ticked invitations, refusing as the spec says", async () => {
    const calls: string[] = [];
    mockApi({
      ...common,
      [routeKey(invitationsApi.settings)]: () => jsonResponse(settings()),
      [routeKey(invitationsApi.list)]: () =>
        list([invite(), invite({ id: hexId(701), email: "done@example.com", status: "accepted" })]),
      [routeKey(invitationsApi.revoke)]: (init) => {
        calls.push(`revoke ${init.body}`);
        return jsonResponse({ count: 1, message: "1 invitation(s) revoked." });
      },
    });
    renderApp("/administration/invites/new", admin);
    const rows = await screen.findAllByTestId("external-invite-row", {}, SLOW);
    expect(within(rows[1] as HTMLElement).getByText("Accepted")).toBeTruthy();
    expect(screen.queryByTestId("invite-batch-bar")).toBeNull();
    fireEvent.click(screen.getByLabelText("Select the invitation of done@example.com"));
    expect((screen.getByTestId("invite-revoke") as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId("invite-renew") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("Select the invitation of done@example.com"));
    fireEvent.click(screen.getByLabelText("Select the invitation of new@example.com"));
    fireEvent.click(screen.getByTestId("invite-revoke"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("Invitations revoked.");
    expect(calls).toEqual([`revoke {"invite_ids":["${hexId(700)}"]}`]);
    await waitFor(() => expect(screen.queryByTestId("invite-batch-bar")).toBeNull());
  });
});
