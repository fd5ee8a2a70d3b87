import {
  type AppNavigationItem,
  appointmentsApi,
  categoryAdminsApi,
  membersApi,
  navigationApi,
} from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const category = (n: number, slug: string) => ({
  id: hexId(200 + n),
  slug,
  name: slug,
  plural_name: `${slug} groups`,
  color: "#1c7ed6",
  order: n,
  access: "all" as const,
  main_group_hidden: false,
  main_group_slug: null,
  active_theme: null,
  can: { create: true, administrate: true },
});
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
  group_categories: [category(1, "teams"), category(2, "projects")],
});
const appItem = (type: AppNavigationItem["type"], extra: Partial<AppNavigationItem> = {}): AppNavigationItem => ({
  id: type,
  label: type,
  type,
  icon: "home",
  isDefault: true,
  isEntryPoint: false,
  options: {},
  ...extra,
});

describe("administration editors", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("app navigation: add disabled at five, the more list follows, the entry point moves on removal", async () => {
    const items = [
      appItem("activitystreams", { isEntryPoint: true }),
      appItem("messages"),
      appItem("files"),
      appItem("more", { options: { items: ["appointments"] } }),
    ];
    const puts: unknown[] = [];
    mockApi({
      [routeKey(navigationApi.appNavigation)]: () => jsonResponse({ items }),
      [routeKey(navigationApi.updateAppNavigation)]: (init) => {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(JSON.parse(String(init.body)));
      },
    });
    renderApp("/administration/app_navigation/edit", admin);
    await screen.findByTestId("app-navigation-editor", {}, SLOW);
    expect(screen.getByTestId("app-item-more").textContent).toContain("Calendar");
    fireEvent.click(screen.getByTestId("app-add"));
    expect(screen.getAllByTestId("app-item")).toHaveLength(5);
    expect((screen.getByTestId("app-add") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("app-hint-max")).toBeTruthy();
    // The new item took the first unused default, which leaves "more".
    expect(screen.getByTestId("app-item-more").textContent).not.toContain("Calendar");
    // Removing the entry point moves it to the next item that may be one.
    const first = screen.getAllByTestId("app-item")[0] as HTMLElement;
    fireEvent.click(within(first).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.getAllByTestId("app-item")).toHaveLength(4));
    const entries = screen.getAllByTestId("app-item-entry") as HTMLInputElement[];
    expect(entries.map((e) => e.checked)).toEqual([true, false, false, false]);
    fireEvent.click(screen.getByTestId("app-save"));
    await screen.findByTestId("toast-saved", {}, SLOW);
    expect((puts[0] as { items: AppNavigationItem[] }).items.map((i) => i.type)).toEqual([
      "messages",
      "files",
      "more",
      "appointments",
    ]);
  });

  it("app navigation: no save without an entry point, same-site links in the app, a label-less item is marked", async () => {
    const link = appItem("link", {
      label: "Web",
      options: { url: `http://${window.location.host}/x`, open_in: "webview" },
    });
    mockApi({ [routeKey(navigationApi.appNavigation)]: () => jsonResponse({ items: [link] }) });
    renderApp("/administration/app_navigation/edit", admin);
    await screen.findByTestId("app-navigation-editor", {}, SLOW);
    expect(screen.getByTestId("app-hint-entry").textContent).toContain("An entry point is needed");
    expect((screen.getByTestId("app-save") as HTMLButtonElement).disabled).toBe(true);
    // A link cannot be the entry point; one to this site opens in the app only.
    expect((screen.getByTestId("app-item-entry") as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("Links to this network always open in the app.")).toBeTruthy();
    fireEvent.change(screen.getByTestId("app-item-label"), { target: { value: "" } });
    expect(await screen.findByText("A label is needed.")).toBeTruthy();
  });

  it("group categories order: a failed save shows the error alert", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(navigationApi.groupCategoriesOrder)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse({ error: "oops", message: "No." }, 500);
      },
    });
    renderApp("/administration/group-categories-order/edit", admin);
    const rows = await screen.findAllByTestId("category-order-row", {}, SLOW);
    expect(rows.map((r) => r.textContent)).toEqual([
      "teamsteams groupsAdministrators",
      "projectsprojects groupsAdministrators",
    ]);
    fireEvent.click(screen.getAllByRole("button", { name: "Move down" })[0] as HTMLElement);
    fireEvent.click(screen.getByTestId("order-save"));
    expect((await screen.findByTestId("order-error", {}, SLOW)).textContent).toContain("could not be saved");
    expect(bodies).toEqual([{ order: ["projects", "teams"] }]);
  });

  it("category administrators: linked from the order page, empty state, appoint through the picker, dismiss", async () => {
    const grace = memberSummary({ id: hexId(7), displayName: "Grace Hopper" });
    let admins: ReturnType<typeof memberSummary>[] = [];
    const calls: string[] = [];
    const teams = { id: hexId(201), name: "teams", plural_name: "teams groups" };
    mockApi({
      [routeKey(categoryAdminsApi.list, { id: hexId(201) })]: () => jsonResponse({ group_category: teams, admins }),
      [routeKey(categoryAdminsApi.appoint, { id: hexId(201) })]: (init) => {
        calls.push(`appoint ${JSON.parse(String(init.body)).membership_id}`);
        admins = [grace];
        return jsonResponse(grace, 201);
      },
      [routeKey(categoryAdminsApi.dismiss, { id: hexId(201), memberId: hexId(7) })]: () => {
        calls.push("dismiss");
        admins = [];
        return new Response(null, { status: 204 });
      },
      [routeKey(membersApi.search)]: () => jsonResponse([grace]),
    });
    renderApp("/administration/group-categories-order/edit", admin);
    const links = await screen.findAllByTestId("category-admins-link", {}, SLOW);
    expect(links[0]?.getAttribute("href")).toBe(`/administration/group-categories/${hexId(201)}/admins`);
    fireEvent.click(links[0] as HTMLElement);
    expect((await screen.findByTestId("category-admins-title", {}, SLOW)).textContent).toBe(
      "Administrators of teams groups",
    );
    expect(await screen.findByText("No administrators for this category yet.", {}, SLOW)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId("member-picker"));
    await user.keyboard("gra");
    await user.click(await screen.findByRole("option", { name: /Grace Hopper/ }, SLOW));
    fireEvent.click(screen.getByTestId("category-admin-appoint"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("Appointed: Grace Hopper");
    const row = await screen.findByTestId("category-admin-row", {}, SLOW);
    expect(row.textContent).toContain("Grace Hopper");
    fireEvent.click(screen.getByRole("button", { name: "Remove Grace Hopper" }));
    expect(
      await screen.findByText("Grace Hopper is no longer an administrator of this category.", {}, SLOW),
    ).toBeTruthy();
    expect(await screen.findByText("No administrators for this category yet.", {}, SLOW)).toBeTruthy();
    expect(calls).toEqual([`appoint ${hexId(7)}`, "dismiss"]);
  });

  it("category administrators: not shown to a member who is no network administrator", async () => {
    renderApp(`/administration/group-categories/${hexId(201)}/admins`, network());
    expect(await screen.findByText(/not found/i, {}, SLOW)).toBeTruthy();
  });

  it("appointment categories: add disabled while empty, duplicates refused, new ones sent by label", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(appointmentsApi.categories)]: () => jsonResponse([{ id: hexId(9), label: "Training" }]),
      [routeKey(navigationApi.updateAppointmentCategories)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse([
          { id: hexId(9), label: "Training" },
          { id: hexId(10), label: "Party" },
        ]);
      },
    });
    renderApp("/administration/appointment_categories/edit", admin);
    await screen.findByTestId("appointment-categories", {}, SLOW);
    const add = screen.getByTestId("category-add") as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByTestId("category-new"), { target: { value: " training " } });
    fireEvent.click(add);
    expect(await screen.findByText("This category exists already.")).toBeTruthy();
    fireEvent.change(screen.getByTestId("category-new"), { target: { value: "Party" } });
    fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByTestId("category-row")).toHaveLength(2));
    fireEvent.click(screen.getByTestId("categories-save"));
    await screen.findByTestId("toast-saved", {}, SLOW);
    expect(bodies).toEqual([{ appointment_categories: [{ id: hexId(9), label: "Training" }, { label: "Party" }] }]);
  });
});
