import { registrationsApi } from "@intranet/contracts";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { changeLanguage } from "../../../i18n";
import { network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
// The contract's minimum at sign-up, which member administration (8) does not share.
const TOO_SHORT = "Is too short (at least 10 characters).";
const join = {
  user_can_initiate: true,
  moderated: false,
  captcha: false,
  ask_for_profile_data: true,
  text_before: "Welcome, neighbours.",
  text_between: null,
  text_after: null,
};
const visitor = (overrides: Partial<typeof join> = {}) => {
  const base = network({ current_member: null });
  return { ...base, config: { ...base.config, join: { ...join, ...overrides } } };
};

describe("joining without an invitation", { timeout: 60_000 }, () => {
  it("the sign-in page links to the sign-up only when the network allows it", async () => {
    renderApp("/users/sign_in", visitor());
    expect(await screen.findByTestId("sign-up-link", {}, SLOW)).toBeTruthy();
  });

  it("signs up with the profile data asked for, then says to check the mail", async () => {
    const bodies: unknown[] = [];
    mockApi({
      // The member profile's fields a visitor fills in, after the profile's own.
      [routeKey(registrationsApi.signUpProfileProperties)]: () =>
        jsonResponse({ properties: [{ name: "cost_centre", label: "Cost centre", type: "text", options: [] }] }),
      [routeKey(registrationsApi.signUp)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse({ message: "sent" });
      },
    });
    renderApp("/users/sign_up", visitor());
    expect(await screen.findByText("Welcome, neighbours.", {}, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: "Vera" } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "Visitor" } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: "vera@example.org" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "short" } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: "short" } });
    fireEvent.change(screen.getByLabelText(/Department/), { target: { value: "Garden" } });
    fireEvent.change(await screen.findByLabelText("Cost centre", {}, SLOW), { target: { value: "CC-12" } });
    fireEvent.click(screen.getByTestId("sign-up-submit"));
    expect(await screen.findByText(TOO_SHORT, {}, SLOW)).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "long enough secret" } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: "long enough secret" } });
    fireEvent.click(screen.getByTestId("sign-up-submit"));
    expect((await screen.findByTestId("sign-up-sent", {}, SLOW)).textContent).toContain("confirm your address");
    expect(bodies).toEqual([
      {
        user: {
          first_name: "Vera",
          last_name: "Visitor",
          email: "vera@example.org",
          password: "long enough secret",
          password_confirmation: "long enough secret",
          profile: { department: "Garden" },
          profile_properties: { cost_centre: "CC-12" },
          language: "en",
        },
      },
    ]);
  });

  it("is not there when the network does not allow it", async () => {
    renderApp("/users/sign_up", visitor({ user_can_initiate: false }));
    expect(await screen.findByText("Page not found", {}, SLOW)).toBeTruthy();
  });

  it("confirms the mailed link once: pending in a moderated network, then invalid", async () => {
    let used = false;
    mockApi({
      [routeKey(registrationsApi.confirm)]: () => {
        if (used) return jsonResponse({ error: "validation_failed", message: "x", errors: {} }, 422);
        used = true;
        return jsonResponse({ status: "pending" });
      },
    });
    renderApp("/users/confirmation?confirmation_token=abc", visitor());
    expect((await screen.findByTestId("confirmation-pending", {}, SLOW)).textContent).toContain("administrator");
  });

  it("says a link without its token is invalid", async () => {
    renderApp("/users/confirmation", visitor());
    expect((await screen.findByTestId("confirmation-invalid", {}, SLOW)).textContent).toContain("invalid");
  });
});

describe("the sign-up captcha", { timeout: 60_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => changeLanguage("en", false));
  });

  it("speaks the reader's language, informal German too, not the widget's English", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE"]);
    mockApi({});
    renderApp("/users/sign_up", { ...visitor({ captcha: true }), language: "de" });
    const captcha = await screen.findByTestId("sign-up-captcha", {}, SLOW);
    await waitFor(() => expect(captcha.textContent).toContain("Ich bin kein Roboter"), SLOW);
    expect(captcha.textContent).toContain("Geschützt durch ALTCHA");
    expect(captcha.textContent).not.toMatch(/robot|Protected/);
    await act(() => changeLanguage("de_DU", false));
    await waitFor(() => expect(globalThis.$altcha.i18n.get("de-du")?.expired).toContain("versuch es"), SLOW);
    const widget = captcha.querySelector("altcha-widget") as (HTMLElement & { language?: string }) | null;
    expect(widget?.language).toBe("de-du");
  });
});
