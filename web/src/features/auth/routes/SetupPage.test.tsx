import { networkApi, setupApi } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const visitor = network({ current_member: null, name: "Intranet" });
const admin = member({ id: hexId(1), is_network_admin: true });
const info = { network: { name: "Intranet", language: "en" }, expires_at: "2026-11-28T14:00:00.000Z" };

describe("the first start's setup page", { timeout: 240_000 }, () => {
  it("checks the fields, then names the network, makes the administrator and lands signed in", async () => {
    let done = false;
    const fetchMock = mockApi({
      [routeKey(setupApi.show, { token: "tok" })]: () => jsonResponse(info),
      [routeKey(setupApi.complete, { token: "tok" })]: () => {
        done = true;
        return jsonResponse({ member: admin, redirect_to: "/" });
      },
      [routeKey(networkApi.show)]: () =>
        jsonResponse(network({ name: "Acme GmbH", current_member: done ? admin : null })),
    });
    const { router } = renderApp("/setup/tok", visitor);
    const user = userEvent.setup();
    const name = await screen.findByRole("textbox", { name: "Name of the network" });
    expect((name as HTMLInputElement).value).toBe("Intranet");
    await user.click(screen.getByRole("button", { name: "Set up and sign in" }));
    expect(await screen.findAllByText("This field is required.")).not.toHaveLength(0);
    expect(done).toBe(false);

    await user.clear(name);
    await user.type(name, "Acme GmbH");
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "ada@example.org");
    await user.type(screen.getByLabelText(/^Password/, { selector: "input" }), "analytical engine");
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: "input" }), "analytical engine");
    await user.click(screen.getByRole("button", { name: "Set up and sign in" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const [, init] = fetchMock.mock.calls.find(([url, i]) => url === "/api/v1/setup/tok" && i?.method === "POST") ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      network: { name: "Acme GmbH", language: "en" },
      user: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.org", password: "analytical engine" },
    });
  });

  it("says so when the link has been used or has expired, and leads on to sign-in", async () => {
    mockApi({});
    renderApp("/setup/used", visitor);
    expect(await screen.findByText("This setup link no longer works")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Set up and sign in" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe("/users/sign_in");
  });

  it("sends to sign-in, not to a restart, once the network is set up", async () => {
    mockApi({
      [routeKey(setupApi.show, { token: "used" })]: () =>
        jsonResponse({ error: "already_set_up", message: "The network is already set up. Please sign in." }, 404),
    });
    renderApp("/setup/used", visitor);
    expect(await screen.findByText(/^The network is already set up/)).toBeTruthy();
    expect(screen.queryByText(/restart of the server makes a new link/)).toBeNull();
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe("/users/sign_in");
  });
});
