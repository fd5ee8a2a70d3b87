import { invitationsApi } from "@intranet/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const visitor = network({ current_member: null });
const token = "t".repeat(40);

describe("the sign-up page of an invitation link", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("leads on to sign-in from a link that is used or expired", async () => {
    mockApi({});
    renderApp(`/invitations/${token}`, visitor);
    expect(await screen.findByTestId("sign-up-invalid", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe("/users/sign_in");
  });

  it("leads on to sign-in when the address already has an account", async () => {
    mockApi({
      [routeKey(invitationsApi.preview, { token })]: () =>
        jsonResponse({
          email: "ann@example.com",
          first_name: "Ann",
          last_name: "Other",
          user_type: "normal",
          groups: [],
          network: "Test Network",
        }),
      [routeKey(invitationsApi.signUp, { token })]: () => jsonResponse({ error: "already_member", message: "x" }, 409),
    });
    renderApp(`/invitations/${token}`, visitor);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/, { selector: "input" }, SLOW), "long enough 1");
    await user.type(screen.getByLabelText(/^Repeat the password/, { selector: "input" }), "long enough 1");
    await user.click(screen.getByTestId("sign-up-submit"));
    expect((await screen.findByTestId("sign-up-error", {}, SLOW)).textContent).toContain(
      "This address already belongs to a member.",
    );
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe("/users/sign_in");
  });
});
