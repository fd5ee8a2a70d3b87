import { administrationApi, type LegalText, type LegalTextEntry } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { typeInEditor } from "../../../test/editor";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const entry = (overrides: Partial<LegalTextEntry> = {}): LegalTextEntry => ({
  id: hexId(900),
  name: "Terms of use",
  handle: "terms-of-use",
  statement: "consent",
  read_only: false,
  path: "/legal/terms-of-use",
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-21T10:00:00.000Z",
  ...overrides,
});
const full = (overrides: Partial<LegalText> = {}): LegalText => ({
  ...entry(),
  text: "<p>Be kind.</p>",
  html_text: "<p>Be kind.</p>",
  versions: [
    {
      id: hexId(902),
      number: 2,
      name: "Terms of use",
      statement: "consent",
      html_text: "<p>Be kind.</p>",
      author_name: "Ada Admin",
      created_at: "2026-11-21T10:00:00.000Z",
    },
    {
      id: hexId(901),
      number: 1,
      name: "Terms",
      statement: "consent",
      html_text: "<p>Be nice.</p>",
      author_name: null,
      created_at: "2026-11-20T10:00:00.000Z",
    },
  ],
  ...overrides,
});
const userbar = () => jsonResponse({ sections: [] });

describe("administration: legal texts", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the empty state", async () => {
    mockApi({
      [routeKey(administrationApi.legalTexts)]: () => jsonResponse({ legal_texts: [] }),
      [routeKey(administrationApi.userbar)]: userbar,
    });
    renderApp("/administration/legal_texts", admin);
    expect(await screen.findByText("No entries", {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId("legal-text-new").getAttribute("href")).toBe("/administration/legal_texts/new");
  });

  it("lists name, public link and last update, and deletes from the context menu after confirming", async () => {
    let texts = [
      entry(),
      entry({ id: hexId(903), name: "Supplied", handle: "supplied", path: "/legal/supplied", read_only: true }),
    ];
    const deleted: string[] = [];
    mockApi({
      [routeKey(administrationApi.legalTexts)]: () => jsonResponse({ legal_texts: texts }),
      [routeKey(administrationApi.destroyLegalText, { id: hexId(900) })]: (_init, url) => {
        deleted.push(url.pathname);
        texts = texts.slice(1);
        return new Response(null, { status: 204 });
      },
      [routeKey(administrationApi.userbar)]: userbar,
    });
    renderApp("/administration/legal_texts", admin);
    const rows = await screen.findAllByTestId("legal-text-row", {}, SLOW);
    expect(
      rows.map((row) => {
        const cells = within(row).getAllByRole("cell");
        // The name's cell also holds the date a phone shows under the name (the date's column is for wider screens).
        return [
          within(cells[0] as HTMLElement).getAllByRole("link")[0]?.textContent,
          cells[1]?.textContent,
          cells[2]?.textContent,
        ];
      }),
    ).toEqual([
      ["Terms of use", "/legal/terms-of-use", "21/11/2026 11:00"],
      ["Supplied", "/legal/supplied", "21/11/2026 11:00"],
    ]);
    // A read-only text offers no edit and no delete.
    fireEvent.click(within(rows[1] as HTMLElement).getByTestId("legal-text-menu"));
    await screen.findByRole("menuitem", { name: "Show versions" }, SLOW);
    expect(screen.queryByTestId("legal-text-delete")).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    fireEvent.click(within(rows[0] as HTMLElement).getByTestId("legal-text-menu"));
    fireEvent.click(await screen.findByTestId("legal-text-delete", {}, SLOW));
    expect(
      await screen.findByText(
        "Delete the legal text Terms of use with all its versions? Its page /legal/terms-of-use disappears.",
        {},
        SLOW,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId("confirm-ok"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain(
      "The legal text Terms of use was deleted.",
    );
    expect(deleted).toEqual([`/administration/legal_texts/${hexId(900)}`]);
    await waitFor(() => expect(screen.getAllByTestId("legal-text-row")).toHaveLength(1));
  });

  it("makes the handle from the name on create and sends the text", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(administrationApi.createLegalText)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(full({ name: "Datenschutz Erklärung!", handle: "datenschutz-erklärung" }), 201);
      },
      [routeKey(administrationApi.legalText, { id: hexId(900) })]: () => jsonResponse(full()),
      [routeKey(administrationApi.userbar)]: userbar,
    });
    const { router } = renderApp("/administration/legal_texts/new", admin);
    const name = await screen.findByTestId("legal-text-name", {}, SLOW);
    fireEvent.change(name, { target: { value: "Datenschutz Erklärung!" } });
    expect((screen.getByTestId("legal-text-handle") as HTMLInputElement).value).toBe("datenschutz-erklärung");
    // The text is required: nothing is sent without it.
    fireEvent.click(screen.getByTestId("legal-text-save"));
    expect(await screen.findByText("This field is required.", { exact: false }, SLOW)).toBeTruthy();
    expect(bodies).toEqual([]);
    typeInEditor(screen.getByTestId("legal-text-editor"), "<p>We keep little.</p>");
    fireEvent.click(screen.getByTestId("legal-text-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/administration/legal_texts/${hexId(900)}`));
    expect(bodies).toEqual([
      {
        legal_text: {
          name: "Datenschutz Erklärung!",
          handle: "datenschutz-erklärung",
          statement: "consent",
          text: "<p>We keep little.</p>",
        },
      },
    ]);
  });

  it("edits with the handle fixed, and lists the versions", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(administrationApi.legalText, { id: hexId(900) })]: () => jsonResponse(full()),
      [routeKey(administrationApi.updateLegalText, { id: hexId(900) })]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(full({ name: "Terms" }));
      },
      [routeKey(administrationApi.userbar)]: userbar,
    });
    const { router } = renderApp(`/administration/legal_texts/${hexId(900)}/edit`, admin);
    const handle = (await screen.findByTestId("legal-text-handle", {}, SLOW)) as HTMLInputElement;
    expect(handle.disabled).toBe(true);
    fireEvent.change(screen.getByTestId("legal-text-name"), { target: { value: "Terms" } });
    expect(handle.value).toBe("terms-of-use");
    fireEvent.click(screen.getByTestId("legal-text-save"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/administration/legal_texts/${hexId(900)}`));
    expect(bodies).toEqual([{ legal_text: { name: "Terms", statement: "consent", text: "<p>Be kind.</p>" } }]);
    const versions = await screen.findAllByTestId("legal-text-version", {}, SLOW);
    expect(versions.map((v) => v.textContent?.slice(0, 60))).toEqual([
      expect.stringContaining("Version 2 · currentSaved 21/11/2026 11:00 by Ada Admin"),
      expect.stringContaining("Version 1Saved 20/11/2026 11:00"),
    ]);
  });

  it("does not offer to edit a read-only text", async () => {
    mockApi({
      [routeKey(administrationApi.legalText, { id: hexId(900) })]: () => jsonResponse(full({ read_only: true })),
      [routeKey(administrationApi.userbar)]: userbar,
    });
    renderApp(`/administration/legal_texts/${hexId(900)}/edit`, admin);
    expect((await screen.findByTestId("legal-text-read-only", {}, SLOW)).textContent).toBe(
      "This legal text is supplied with the installation and cannot be edited.",
    );
    expect(screen.queryByTestId("legal-text-form")).toBeNull();
  });
});
