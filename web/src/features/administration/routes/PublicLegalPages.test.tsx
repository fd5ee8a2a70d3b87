import { administrationApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const visitor = network({ current_member: null });
const pendingText = {
  id: hexId(900),
  name: "Terms of use",
  handle: "terms-of-use",
  html_text: "<p>Be kind.</p>",
  version_id: hexId(902),
  version: 2,
};

describe("legal texts and imprint for everyone", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a visitor the current version of a legal text, and the imprint", async () => {
    mockApi({
      [routeKey(administrationApi.publicLegalText, { handle: "terms-of-use" })]: (_init, url) => {
        expect(url.pathname).toBe("/legal/terms-of-use");
        return jsonResponse({
          name: "Terms of use",
          handle: "terms-of-use",
          statement: "consent",
          html_text: "<p>Be kind.</p><script>never()</script>",
          version: 2,
          updated_at: "2026-11-21T10:00:00.000Z",
        });
      },
      [routeKey(administrationApi.publicImprint)]: () => jsonResponse({ html: "<p>Example GmbH</p>" }),
    });
    const { router } = renderApp("/legal/terms-of-use", visitor);
    expect((await screen.findByRole("heading", { name: "Terms of use" }, SLOW)).tagName).toBe("H1");
    expect(screen.getByTestId("public-legal-version").textContent).toBe("Version 2 of 21/11/2026 10:00");
    expect(screen.getByTestId("public-legal-text").textContent).toContain("Be kind.");
    await router.navigate("/imprint");
    expect((await screen.findByTestId("public-imprint", {}, SLOW)).textContent).toBe("Example GmbH");
  });

  it("says when no imprint is published, and lists the legal texts", async () => {
    mockApi({
      [routeKey(administrationApi.publicImprint)]: () => jsonResponse({ html: "" }),
      [routeKey(administrationApi.publicLegalTexts)]: () =>
        jsonResponse({
          legal_texts: [
            {
              name: "Terms of use",
              handle: "terms-of-use",
              path: "/legal/terms-of-use",
              updated_at: "2026-11-21T10:00:00.000Z",
            },
          ],
        }),
    });
    const { router } = renderApp("/imprint", visitor);
    expect(
      await screen.findByText(`The administrators of ${visitor.name} have not published an imprint yet.`, {}, SLOW),
    ).toBeTruthy();
    await router.navigate("/legal");
    expect((await screen.findByRole("link", { name: "Terms of use" }, SLOW)).getAttribute("href")).toBe(
      "/legal/terms-of-use",
    );
  });

  it("asks a member to accept a changed consent text before anything else, and records the acceptance", async () => {
    let pending = [pendingText];
    const accepted: unknown[] = [];
    mockApi({
      [routeKey(administrationApi.pendingLegalTexts)]: () => jsonResponse({ legal_texts: pending }),
      [routeKey(administrationApi.acceptLegalText, { id: hexId(900) })]: (init, url) => {
        accepted.push([url.pathname, JSON.parse(String(init.body))]);
        pending = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp("/", network({ current_member: member({ id: hexId(2) }) }));
    const dialog = await screen.findByTestId("legal-consent", {}, SLOW);
    expect(dialog.textContent).toContain("Please read “Terms of use” (version 2) and accept it to continue.");
    expect(screen.getByTestId("legal-consent-text").textContent).toBe("Be kind.");
    const accept = screen.getByTestId("legal-consent-accept") as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(screen.getByTestId("legal-consent-checkbox"));
    fireEvent.click(accept);
    await waitFor(() => expect(screen.queryByTestId("legal-consent")).toBeNull(), SLOW);
    expect(accepted).toEqual([[`/api/v1/legal_texts/${hexId(900)}/acceptance`, { version_id: hexId(902) }]]);
  });

  it("shows the new version when the text changed while the member read it", async () => {
    let pending = [pendingText];
    mockApi({
      [routeKey(administrationApi.pendingLegalTexts)]: () => jsonResponse({ legal_texts: pending }),
      [routeKey(administrationApi.acceptLegalText, { id: hexId(900) })]: () => {
        pending = [{ ...pendingText, version: 3, version_id: hexId(903), html_text: "<p>Be patient.</p>" }];
        return jsonResponse({ error: "legal_text_changed", message: "changed" }, 409);
      },
    });
    renderApp("/", network({ current_member: member({ id: hexId(2) }) }));
    await screen.findByTestId("legal-consent", {}, SLOW);
    fireEvent.click(screen.getByTestId("legal-consent-checkbox"));
    fireEvent.click(screen.getByTestId("legal-consent-accept"));
    expect(
      await screen.findByText("The legal text has changed meanwhile; please read the current version.", {}, SLOW),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("legal-consent-text").textContent).toBe("Be patient."), SLOW);
    expect((screen.getByTestId("legal-consent-accept") as HTMLButtonElement).disabled).toBe(true);
  });

  it("links the imprint and the legal texts below the sign-in card", async () => {
    mockApi({});
    renderApp("/users/sign_in", visitor);
    const footer = await screen.findByTestId("auth-footer", {}, SLOW);
    expect(
      within(footer)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Imprint", "/imprint"],
      ["Legal texts", "/legal"],
    ]);
  });
});
