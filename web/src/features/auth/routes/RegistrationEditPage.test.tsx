import { authApi } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { setCsrfCookie } from "../../../test/cookies";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const me = member({ id: hexId(1), email: "ada@example.com" });

describe("registration edit", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends only changed fields with the current password and toasts success", async () => {
    const user = userEvent.setup();
    setCsrfCookie("csrf-abc");
    const fetchMock = mockApi({
      [routeKey(authApi.registration)]: () => jsonResponse(me),
      [routeKey(authApi.updateRegistration)]: () => jsonResponse({ ...me, email: "ada@new.example" }),
    });
    renderApp("/users/edit", network({ current_member: me }));
    const email = await screen.findByRole("textbox", { name: /E-mail/ });
    expect((email as HTMLInputElement).value).toBe("ada@example.com");
    const save = screen.getByRole("button", { name: "Save" });
    expect(save.hasAttribute("disabled")).toBe(true);

    await user.clear(email);
    await user.type(email, "ada@new.example");
    await user.type(screen.getByLabelText(/^Current password/), "secret-secret");
    await user.click(save);

    expect(await screen.findByText("Saved successfully.")).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "PUT") ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      user: { email: "ada@new.example", current_password: "secret-secret" },
    });
    expect(init?.headers).toMatchObject({ "X-CSRF-Token": "csrf-abc" });
    await waitFor(() => expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe(""));
  });

  it("shows field errors and the failure toast on 422", async () => {
    const user = userEvent.setup();
    mockApi({
      [routeKey(authApi.registration)]: () => jsonResponse(me),
      [routeKey(authApi.updateRegistration)]: () =>
        jsonResponse({ error: "validation_failed", message: "x", errors: { current_password: ["is invalid"] } }, 422),
    });
    renderApp("/users/edit", network({ current_member: me }));
    await user.type(await screen.findByLabelText(/^New password/), "another-long-one");
    await user.type(screen.getByLabelText(/^Confirm new password/), "another-long-one");
    await user.type(screen.getByLabelText(/^Current password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saving failed.")).toBeTruthy();
    expect(screen.getByText("Is invalid.")).toBeTruthy();
  });
});
