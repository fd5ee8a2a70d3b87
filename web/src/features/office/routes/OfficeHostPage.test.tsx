import { filesApi, officeApi, unreadsApi } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const ID = hexId(220);
const me = network({ current_member: member({ id: hexId(1) }) });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };
const host = routeKey(officeApi.hostSession, { id: ID, type: "wopi", action: "edit" });
const file = { [routeKey(filesApi.file, { id: ID })]: () => jsonResponse({ error: "not_found", message: "x" }, 404) };

describe("office host page", { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("posts the access token in a hidden form into the office frame", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    mockApi({
      ...unreads,
      ...file,
      [host]: () =>
        jsonResponse({
          action_url: "https://office.example.org/browser/editor?WOPISrc=x",
          access_token: "secret-token",
          access_token_ttl: 1_900_000_000_000,
        }),
    });
    renderApp(`/files/${ID}/wopi/host/edit`, me);
    const frame = await screen.findByTestId("office-frame", {}, SLOW);
    const form = screen.getByTestId("office-form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("https://office.example.org/browser/editor?WOPISrc=x");
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("target")).toBe(frame.getAttribute("name"));
    const fields = Object.fromEntries(new FormData(form).entries());
    expect(fields).toEqual({ access_token: "secret-token", access_token_ttl: "1900000000000" });
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(frame.getAttribute("title")).toBe("Edit document");
    // The token is in the form body only, never in the page's address.
    expect(window.location.href).not.toContain("secret-token");
  });

  it("says when the office server cannot be reached", async () => {
    mockApi({
      ...unreads,
      ...file,
      [host]: () => jsonResponse({ error: "office_unavailable", message: "x" }, 503),
    });
    renderApp(`/files/${ID}/wopi/host/edit`, me);
    expect((await screen.findByTestId("error-box", {}, SLOW)).textContent).toContain(
      "The office server cannot be reached right now.",
    );
  });

  it("says when the member may not edit", async () => {
    mockApi({ ...unreads, ...file, [host]: () => jsonResponse({ error: "forbidden", message: "x" }, 403) });
    renderApp(`/files/${ID}/wopi/host/edit`, me);
    expect((await screen.findByTestId("error-box", {}, SLOW)).textContent).toContain("You may not edit this file.");
  });

  it("shows not found for a file the member may not read", async () => {
    mockApi({ ...unreads, ...file });
    renderApp(`/files/${ID}/wopi/host/edit`, me);
    expect(await screen.findByText("This document cannot be opened here.", {}, SLOW)).toBeTruthy();
  });

  it("shows not found for a type or action that does not exist", async () => {
    mockApi({ ...unreads, ...file });
    renderApp(`/files/${ID}/other/host/print`, me);
    expect(await screen.findByText("This document cannot be opened here.", {}, SLOW)).toBeTruthy();
  });
});
