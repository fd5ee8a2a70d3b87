import { ssoApi } from "@intranet/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../../api/route-client";
import { network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const visitor = network({ current_member: null });

describe("single sign-on on the sign-in page", () => {
  it("shows the provider's button, which starts the sign-on and keeps where the visitor wanted to go", async () => {
    mockApi({ [routeKey(ssoApi.providers)]: () => jsonResponse({ oidc: { label: "Company login" } }) });
    renderApp("/users/sign_in?redirect_to=%2Fgroups", visitor);
    const button = await screen.findByRole("link", { name: "Company login" });
    expect(button.getAttribute("href")).toBe("/api/v1/auth/oidc?redirect_to=%2Fgroups");
    expect(screen.getByLabelText("Password")).toBeTruthy();
  });

  it("shows no button when no provider is configured", async () => {
    mockApi({ [routeKey(ssoApi.providers)]: () => jsonResponse({ oidc: null }) });
    renderApp("/users/sign_in", visitor);
    await screen.findByRole("button", { name: "Sign in" });
    expect(screen.queryByTestId("sso-button")).toBeNull();
  });

  it("tells why a sign-on came back refused", async () => {
    mockApi({});
    renderApp("/users/sign_in?error=sso_no_member", visitor);
    expect((await screen.findByTestId("sign-in-error")).textContent).toBe(
      "No member has this e-mail address. Please ask an administrator for an invitation.",
    );
  });
});
