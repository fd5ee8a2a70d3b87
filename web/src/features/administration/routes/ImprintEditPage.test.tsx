import { administrationApi, type ImprintSettings } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
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
const imprint = (overrides: Partial<ImprintSettings> = {}): ImprintSettings => ({
  imprint_attributes: { content: "<p>Old GmbH</p>" },
  mail_imprint: "<p>Old mail</p>",
  show_newsletter_info: false,
  ...overrides,
});

describe("administration: imprint", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("edits the web and the mail imprint and saves both", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(administrationApi.imprint)]: () => jsonResponse(imprint()),
      [routeKey(administrationApi.updateImprint)]: (init) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return jsonResponse(
          imprint({ imprint_attributes: body.imprint.imprint_attributes, mail_imprint: body.imprint.mail_imprint }),
        );
      },
      [routeKey(administrationApi.userbar)]: () => jsonResponse({ sections: [] }),
    });
    renderApp("/administration/imprint/edit", admin);
    const web = await screen.findByTestId("imprint-web-editor", {}, SLOW);
    expect(web.textContent).toContain("Old GmbH");
    expect(screen.queryByTestId("imprint-newsletter-info")).toBeNull();
    const save = screen.getByTestId("imprint-save") as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    typeInEditor(web, "<h2>Example GmbH</h2><p>Street 1</p>");
    typeInEditor(screen.getByTestId("imprint-mail-editor"), "<p>Example GmbH, Street 1</p>");
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("The imprint was saved.");
    expect(bodies).toEqual([
      {
        imprint: {
          imprint_attributes: { content: "<h2>Example GmbH</h2><p>Street 1</p>" },
          mail_imprint: "<p>Example GmbH, Street 1</p>",
        },
      },
    ]);
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it("shows the newsletter note when the answer asks for it", async () => {
    mockApi({
      [routeKey(administrationApi.imprint)]: () => jsonResponse(imprint({ show_newsletter_info: true })),
      [routeKey(administrationApi.userbar)]: () => jsonResponse({ sections: [] }),
    });
    renderApp("/administration/imprint/edit", admin);
    expect((await screen.findByTestId("imprint-newsletter-info", {}, SLOW)).textContent).toBe(
      "The mail imprint also closes every newsletter.",
    );
  });
});
