import { twoFactorApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const base = network({ current_member: member({ id: hexId(1) }) });
const me = { ...base, config: { ...base.config, two_factor: { ...base.config.two_factor, mode: "enabled" as const } } };
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const URI = `otpauth://totp/Intranet:anna.becker%40example.com?secret=${SECRET}&issuer=Intranet&algorithm=SHA1&digits=6&period=30`;

describe("two-factor page", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sets up the authenticator app with an address that wraps and a key to copy", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    mockApi({
      [routeKey(twoFactorApi.factors)]: () =>
        jsonResponse([
          { id: null, type: "totp", last_used_at: null },
          { id: null, type: "email", last_used_at: null },
        ]),
      [routeKey(twoFactorApi.newFactor)]: () => jsonResponse({ provisioning_uri: URI }),
    });
    renderApp("/users/two_factor", me);
    fireEvent.click((await screen.findAllByRole("button", { name: "Set up" }, SLOW))[0] as HTMLElement);
    const address = await screen.findByTestId("provisioning-uri", {}, SLOW);
    expect(address.textContent).toBe(URI);
    // One word of a hundred characters: on a phone it wraps instead of running off the screen.
    expect(address.style.overflowWrap).toBe("anywhere");
    expect(address.style.whiteSpace).toBe("pre-wrap");
    const key = screen.getByTestId("secret-key");
    expect(within(key).getByText("Key for manual entry")).toBeTruthy();
    expect((within(key).getByRole("textbox") as HTMLInputElement).value).toBe(SECRET);
    fireEvent.click(within(key).getByRole("button", { name: "Copy key" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET), SLOW);
  });
});
