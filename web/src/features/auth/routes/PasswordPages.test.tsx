import { authApi } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const visitor = network({ current_member: null });

describe("password reset", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("requests a reset link and confirms it was sent", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [routeKey(authApi.requestPasswordReset)]: () => jsonResponse({ message: "sent" }) });
    renderApp("/users/password/new", visitor);
    await user.type(await screen.findByRole("textbox", { name: /E-mail/ }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send link" }));
    expect(await screen.findByTestId("password-reset-sent")).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ user: { email: "ada@example.com" } });
  });

  it("sets a new password with the token and returns to sign in with a notice", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [routeKey(authApi.resetPassword)]: () => jsonResponse({ message: "changed" }) });
    const { router } = renderApp("/users/password/edit?reset_password_token=abc", visitor);
    await user.type(await screen.findByLabelText(/^New password/), "a-long-password");
    await user.type(screen.getByLabelText(/^Confirm new password/), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/users/sign_in"));
    expect(await screen.findByText("Your password has been changed. You can sign in now.")).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      user: { reset_password_token: "abc", password: "a-long-password", password_confirmation: "a-long-password" },
    });
  });

  it("shows field errors from a 422 answer", async () => {
    const user = userEvent.setup();
    mockApi({
      [routeKey(authApi.resetPassword)]: () =>
        jsonResponse(
          { error: "validation_failed", message: "x", errors: { password_confirmation: ["does not match"] } },
          422,
        ),
    });
    renderApp("/users/password/edit?reset_password_token=abc", visitor);
    await user.type(await screen.findByLabelText(/^New password/), "a-long-password");
    await user.type(screen.getByLabelText(/^Confirm new password/), "another-password");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Does not match the password.")).toBeTruthy();
  });

  it("explains an expired token and links to a new request", async () => {
    const user = userEvent.setup();
    mockApi({
      [routeKey(authApi.resetPassword)]: () =>
        jsonResponse(
          { error: "validation_failed", message: "x", errors: { reset_password_token: ["is invalid or has expired"] } },
          422,
        ),
    });
    renderApp("/users/password/edit?reset_password_token=old", visitor);
    await user.type(await screen.findByLabelText(/^New password/), "a-long-password");
    await user.type(screen.getByLabelText(/^Confirm new password/), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("This link is invalid or has expired. Please request a new one.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/users/password/new");
  });

  it("says so when the link has no token", async () => {
    mockApi({});
    renderApp("/users/password/edit", visitor);
    expect(await screen.findByText("This link is incomplete. Please request a new one.")).toBeTruthy();
  });
});
