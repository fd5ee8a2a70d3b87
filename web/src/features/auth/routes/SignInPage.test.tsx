import { authApi, networkApi, twoFactorApi } from "@intranet/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { changeLanguage } from "../../../i18n";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const me = member({ id: hexId(1) });
const visitor = network({ current_member: null });

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole("textbox", { name: "E-mail" }), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("sign in", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("signs in, refreshes the preload and goes where the visitor wanted to go", async () => {
    let signedIn = false;
    const fetchMock = mockApi({
      [routeKey(authApi.signIn)]: () => {
        signedIn = true;
        return jsonResponse({ status: "signed_in", member: me, redirect_to: "/" });
      },
      [routeKey(networkApi.show)]: () => jsonResponse(network({ current_member: signedIn ? me : null })),
      [routeKey(authApi.registration)]: () => jsonResponse(me),
    });
    const { router } = renderApp("/users/sign_in?redirect_to=%2Fusers%2Fedit", visitor);
    await signInWith("ada@example.com", "correct horse");

    await waitFor(() => expect(router.state.location.pathname).toBe("/users/edit"));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/users/sign_in") ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ user: { email: "ada@example.com", password: "correct horse" } });
    expect(init?.headers).toMatchObject({ Accept: "application/json", "Content-Type": "application/json" });
    expect(await screen.findByRole("heading", { name: "Edit registration" })).toBeTruthy();
  });

  it.each([
    [401, "invalid_credentials", "Invalid e-mail or password."],
    [429, "rate_limited", "Too many attempts. Please wait a moment and try again."],
    [403, "account_locked", "Your account is locked. Please contact an administrator."],
    [
      403,
      "application_pending",
      "Your request to join awaits an administrator's approval. You will hear from us by mail.",
    ],
    [500, "internal_error", "Something went wrong. Please try again."],
  ])("shows the text for a %s %s answer and stays on the page", async (status, error, text) => {
    mockApi({ [routeKey(authApi.signIn)]: () => jsonResponse({ error, message: "x" }, status) });
    const { router } = renderApp("/users/sign_in", visitor);
    await signInWith("ada@example.com", "wrong");
    expect((await screen.findByTestId("sign-in-error")).textContent).toBe(text);
    expect(router.state.location.pathname).toBe("/users/sign_in");
  });

  it.each([
    [400, "invalid_code", "The code is not valid."],
    [429, "rate_limited", "Too many attempts. Please wait and try again."],
  ])("shows the code step's text for a %s %s answer", async (status, error, text) => {
    mockApi({
      [routeKey(authApi.signIn)]: () => jsonResponse({ status: "two_factor_required", factor_types: ["totp"] }),
      [routeKey(twoFactorApi.verifySignIn)]: () => jsonResponse({ error, message: "x" }, status),
    });
    renderApp("/users/sign_in", visitor);
    await signInWith("ada@example.com", "correct horse");
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Code" }), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it.each(["%2F%09%2Fevil.example%2Fx", "%2F%0A%2Fevil.example", "%2F%5Cevil.example", "https%3A%2F%2Fevil.example"])(
    "goes to the start page, not another host, after sign-in with redirect_to=%s",
    async (target) => {
      let signedIn = false;
      mockApi({
        [routeKey(authApi.signIn)]: () => {
          signedIn = true;
          return jsonResponse({ status: "signed_in", member: me, redirect_to: "/" });
        },
        [routeKey(networkApi.show)]: () => jsonResponse(network({ current_member: signedIn ? me : null })),
      });
      const { router } = renderApp(`/users/sign_in?redirect_to=${target}`, visitor);
      await signInWith("ada@example.com", "correct horse");
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    },
  );

  it("shows the error named by the ?error= query", async () => {
    mockApi({});
    renderApp("/users/sign_in?error=account_locked", visitor);
    expect((await screen.findByTestId("sign-in-error")).textContent).toContain("Your account is locked");
  });

  it("links to the forgotten-password screen", async () => {
    mockApi({});
    renderApp("/users/sign_in", visitor);
    const link = await screen.findByRole("link", { name: "Forgot your password?" });
    expect(link.getAttribute("href")).toBe("/users/password/new");
  });

  it("shows the administration's texts before the form, between it and the links, and after the links", async () => {
    mockApi({});
    const texts = network({ current_member: null });
    texts.config.join = {
      ...texts.config.join,
      user_can_initiate: true,
      text_before: "Welcome to our intranet.",
      text_between: "Trouble signing in? Call 1234.",
      text_after: "Imprint and privacy below.",
    };
    renderApp("/users/sign_in", texts);
    const before = await screen.findByText("Welcome to our intranet.");
    const between = screen.getByText("Trouble signing in? Call 1234.");
    const after = screen.getByText("Imprint and privacy below.");
    const order = (a: Node, b: Node) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(order(before, screen.getByLabelText("E-mail"))).toBeTruthy();
    expect(order(screen.getByRole("button", { name: "Sign in" }), between)).toBeTruthy();
    expect(order(between, screen.getByRole("link", { name: "Forgot your password?" }))).toBeTruthy();
    expect(order(screen.getByTestId("sign-up-link"), after)).toBeTruthy();
  });

  it("sends a signed-in member on to the start page", async () => {
    mockApi({});
    const { router } = renderApp("/users/sign_in", network({ current_member: me }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("the password field", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => changeLanguage("en", false));
  });

  it("names its show/hide button in the reader's language: the browser's, as the prerendered screens choose", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-AT", "en"]);
    mockApi({});
    renderApp("/users/sign_in", { ...visitor, language: "en" });
    expect(
      await screen.findByRole("button", { name: "Passwort anzeigen oder verbergen" }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Toggle password visibility" })).toBeNull();
  });

  it("speaks the network's language to a browser whose languages the interface lacks", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ja-JP", "ko"]);
    mockApi({});
    renderApp("/users/sign_in", { ...visitor, language: "fr" });
    expect(
      await screen.findByRole("button", { name: "Afficher ou masquer le mot de passe" }, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});
