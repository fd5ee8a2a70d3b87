import { type AdminMember, administrationApi, memberAdminApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { changeLanguage } from "../../../i18n";
import { hexId, member, network, property, propertySet } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const row = (overrides: Partial<AdminMember> = {}): AdminMember => ({
  id: hexId(500),
  first_name: "Bea",
  last_name: "Berg",
  displayName: "Bea Berg",
  email: "bea@example.test",
  is_external: false,
  is_network_admin: false,
  locked: false,
  last_sign_in_at: "2026-11-21T10:00:00.000Z",
  created_at: "2026-11-01T10:00:00.000Z",
  roles: [{ id: hexId(700), name: "Works council", color: "#000000", text_color: "#ffffff" }],
  can: { edit: true, edit_groups: true, destroy: true, lock: true, toggle_external: true, reset_two_factor: false },
  ...overrides,
});
const meta = (total: number) => ({ page: 1, per_page: 25, total_count: total, total_pages: 1 });
const base = {
  [routeKey(administrationApi.userbar)]: () => jsonResponse({ sections: [] }),
  [routeKey(memberAdminApi.roles)]: () => jsonResponse({ membership_roles: [], back_link: "/administration/members" }),
};

describe("members administration: the table", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists name, e-mail, type, state, last sign-in and roles, sorts by a column and locks in bulk", async () => {
    const queries: string[] = [];
    const batches: unknown[] = [];
    let locked = false;
    mockApi({
      ...base,
      [routeKey(memberAdminApi.list)]: (_init, url) => {
        queries.push(url.search);
        return jsonResponse({
          members: [
            row({ locked }),
            row({
              id: hexId(501),
              displayName: "Carl Ext",
              email: "c@x.test",
              is_external: true,
              roles: [],
              last_sign_in_at: null,
            }),
          ],
          meta: meta(2),
        });
      },
      [routeKey(memberAdminApi.batch)]: (init) => {
        batches.push(JSON.parse(String(init.body)));
        locked = true;
        return jsonResponse({ updated: 1 });
      },
    });
    renderApp("/administration/members", admin);
    const rows = await screen.findAllByTestId("member-row", {}, SLOW);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .slice(1, 7)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["Bea Berg", "bea@example.test", "Normal", "Active", "21/11/2026 11:00", "Works council"],
      ["Carl Ext", "c@x.test", "External", "Active", "Never", ""],
    ]);
    expect(screen.getByTestId("member-total").textContent).toBe("2 members");
    fireEvent.click(screen.getByRole("button", { name: "Sort by E-mail" }));
    await waitFor(() => expect(queries.at(-1)).toContain("sort=email"));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Bea Berg" }));
    fireEvent.click(within(await screen.findByTestId("member-bulk-bar")).getByRole("button", { name: "Lock" }));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("1 member changed.");
    expect(batches).toEqual([{ member_ids: [hexId(500)], action: "lock" }]);
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId("member-row")[0] as HTMLElement).getByTestId("member-state").textContent,
      ).toBe("Locked"),
    );
  });

  it("counts one member in the singular, in German too", async () => {
    mockApi({ ...base, [routeKey(memberAdminApi.list)]: () => jsonResponse({ members: [row()], meta: meta(1) }) });
    renderApp("/administration/members", { ...admin, current_member: member({ id: hexId(1), language: "de" }) });
    try {
      await waitFor(() => expect(screen.getByTestId("member-total").textContent).toBe("1 Mitglied"), SLOW);
      fireEvent.click(screen.getByRole("checkbox", { name: "Bea Berg auswählen" }));
      expect((await screen.findByTestId("member-bulk-bar", {}, SLOW)).textContent).toContain("1 ausgewählt");
    } finally {
      await act(() => changeLanguage("en", false));
    }
  });

  it("offers the dropdown's entries as `can` says and deletes after confirming", async () => {
    let members = [row()];
    const deleted: string[] = [];
    mockApi({
      ...base,
      [routeKey(memberAdminApi.list)]: () => jsonResponse({ members, meta: meta(members.length) }),
      [routeKey(memberAdminApi.destroy, { id: hexId(500) })]: (_init, url) => {
        deleted.push(url.pathname);
        members = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp("/administration/members", admin);
    fireEvent.click(await screen.findByTestId("member-menu", {}, SLOW));
    expect(await screen.findByRole("menuitem", { name: "Group memberships" }, SLOW)).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Reset two-factor authentication" })).toBeNull();
    fireEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    fireEvent.click(await screen.findByTestId("confirm-ok", {}, SLOW));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("Bea Berg was deleted.");
    expect(deleted).toEqual([`/administration/members/${hexId(500)}`]);
    expect(await screen.findByText("No members match.", {}, SLOW)).toBeTruthy();
  });

  it("says an empty e-mail is required, as the names say, and a wrong one is not an address", async () => {
    mockApi({ ...base, [routeKey(memberAdminApi.list)]: () => jsonResponse({ members: [], meta: meta(0) }) });
    renderApp("/administration/members/new", admin);
    const email = await screen.findByRole("textbox", { name: /E-mail/ }, SLOW);
    fireEvent.click(screen.getByTestId("member-save"));
    const errorOf = (input: HTMLElement) =>
      document.getElementById(String(input.getAttribute("aria-describedby")).split(" ").at(-1) ?? "")?.textContent;
    await waitFor(() => expect(errorOf(email)).toBe("This field is required."), SLOW);
    expect(errorOf(screen.getByRole("textbox", { name: /First name/ }))).toBe("This field is required.");
    fireEvent.change(email, { target: { value: "nora" } });
    fireEvent.click(screen.getByTestId("member-save"));
    await waitFor(() => expect(errorOf(email)).toBe("Is not a valid e-mail address."), SLOW);
  });

  it("requires a password only without the welcome mail", async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...base,
      [routeKey(memberAdminApi.create)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(row({ displayName: "Nora Neu" }), 201);
      },
      [routeKey(memberAdminApi.list)]: () => jsonResponse({ members: [], meta: meta(0) }),
    });
    renderApp("/administration/members/new", admin);
    const email = await screen.findByRole("textbox", { name: /E-mail/ }, SLOW);
    fireEvent.change(email, { target: { value: "nora@example.test" } });
    fireEvent.change(screen.getByRole("textbox", { name: /First name/ }), { target: { value: "Nora" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Last name/ }), { target: { value: "Neu" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Send a welcome mail" }));
    fireEvent.click(screen.getByTestId("member-save"));
    expect(await screen.findByText("This field is required.", {}, SLOW)).toBeTruthy();
    // The minimum of every way in (sign-up, reset, invitation): 10 characters.
    const password = screen.getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: "short" } });
    fireEvent.click(screen.getByTestId("member-save"));
    expect(await screen.findByText("Is too short (at least 10 characters).", {}, SLOW)).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(password, { target: { value: "" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Send a welcome mail" }));
    fireEvent.click(screen.getByTestId("member-save"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("Nora Neu was created.");
    expect(bodies[0]).toMatchObject({
      user: { email: "nora@example.test", send_welcome_mail: true, first_name: "Nora" },
    });
    expect(JSON.stringify(bodies[0])).not.toContain("password");
  });
});

describe("members administration: the member form's profile", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the profile fields of the member's own profile page, saves them and shows their field errors", async () => {
    const bodies: { user: { profile: Record<string, unknown> } }[] = [];
    let refuse = true;
    mockApi({
      ...base,
      [routeKey(memberAdminApi.list)]: () => jsonResponse({ members: [], meta: meta(0) }),
      [routeKey(memberAdminApi.create)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        if (refuse)
          return jsonResponse(
            { error: "validation_failed", message: "x", errors: { "user.profile.phone": ["is too long"] } },
            422,
          );
        return jsonResponse({ ...row(), displayName: "Nora Neu" }, 201);
      },
    });
    renderApp("/administration/members/new", admin);
    const email = await screen.findByRole("textbox", { name: /E-mail/ }, SLOW);
    fireEvent.change(email, { target: { value: "nora@example.test" } });
    fireEvent.change(screen.getByRole("textbox", { name: /First name/ }), { target: { value: "Nora" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Last name/ }), { target: { value: "Neu" } });
    // The labels are the profile page's own (its texts load with this screen).
    for (const label of ["Position", "Department", "Phone", "Location", "About"])
      expect(screen.getByRole("textbox", { name: label })).toBeTruthy();
    fireEvent.change(screen.getByTestId("member-profile-position"), { target: { value: " Editor " } });
    fireEvent.change(screen.getByTestId("member-profile-phone"), { target: { value: "0".repeat(40) } });
    fireEvent.click(screen.getByTestId("member-save"));
    expect(await screen.findByText("Is too long.", {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId("member-profile-phone").getAttribute("aria-invalid")).toBe("true");
    expect(bodies[0]?.user.profile).toMatchObject({ position: "Editor", phone: "0".repeat(40) });

    refuse = false;
    fireEvent.change(screen.getByTestId("member-profile-phone"), { target: { value: "+49 30 1234" } });
    fireEvent.click(screen.getByTestId("member-save"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("Nora Neu was created.");
    expect(bodies[1]?.user.profile).toEqual({ position: "Editor", phone: "+49 30 1234" });
  });

  it("fills the edit form with the member's profile and sends it back changed", async () => {
    const puts: { user: { profile: Record<string, unknown>; profile_properties: Record<string, unknown> } }[] = [];
    mockApi({
      ...base,
      // The network's member profile property set: its fields follow the profile's.
      "GET /api/v1/property_sets/member_profile": () =>
        jsonResponse(propertySet([property({ name: "cost_centre", label: "Cost centre" })])),
      [routeKey(memberAdminApi.list)]: () => jsonResponse({ members: [], meta: meta(0) }),
      [routeKey(memberAdminApi.show, { id: row().id })]: () =>
        jsonResponse({
          ...row(),
          language: "en",
          profile: { position: "Clerk", department: "Sales", phone: null, location: "Berlin", about: null },
          profile_properties: { cost_centre: "CC-1", removed_field: "old" },
          role_ids: [],
          available_roles: [],
        }),
      [routeKey(memberAdminApi.update, { id: row().id })]: (init) => {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(row());
      },
    });
    renderApp(`/administration/members/${row().id}/edit`, admin);
    const department = await screen.findByRole("textbox", { name: "Department" }, SLOW);
    expect((department as HTMLInputElement).value).toBe("Sales");
    expect((screen.getByRole("textbox", { name: "Location" }) as HTMLInputElement).value).toBe("Berlin");
    fireEvent.change(department, { target: { value: "Marketing" } });
    const costCentre = await screen.findByRole("textbox", { name: "Cost centre" }, SLOW);
    expect((costCentre as HTMLInputElement).value).toBe("CC-1");
    fireEvent.change(costCentre, { target: { value: " CC-2 " } });
    fireEvent.click(screen.getByTestId("member-save"));
    await waitFor(() => expect(puts).toHaveLength(1), SLOW);
    expect(puts[0]?.user.profile).toEqual({
      position: "Clerk",
      department: "Marketing",
      phone: null,
      location: "Berlin",
      about: null,
    });
    expect(puts[0]?.user.profile_properties).toEqual({ cost_centre: "CC-2" });
  });
});
