import { chatApi, type MessageAttachment } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { chatMessage } from "../test-support";
import { MessageAttachments } from "./MessageAttachments";

const SLOW = { timeout: 15_000 };
const attachment = (n: number, name: string): MessageAttachment => ({
  id: `${"c".repeat(22)}${n.toString(16).padStart(2, "0")}`,
  original_filename: name,
  extension: name.split(".").pop() ?? "",
  content_type: "application/pdf",
  size: 2048,
  url: `/files/${n}/${name}`,
});

/** The discovery call's answer (GET /api/storage/v2/discover). */
const discovered = (ok: boolean) => ({ [routeKey(chatApi.discover)]: () => jsonResponse({ ok }) });

/** What the hidden form carried when it was submitted. */
let submitted: { action: string; method: string; token: string | null; inDocument: boolean }[];

beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
    submitted.push({
      action: new URL(this.action).pathname,
      method: this.method,
      token: new FormData(this).get("token") as string | null,
      inDocument: document.body.contains(this),
    });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("chat: download all attachments of a message", { timeout: 60_000 }, () => {
  it("is offered only for two or more attachments, when the server offers archives", async () => {
    mockApi(discovered(true));
    const one = chatMessage(1, { files: [attachment(1, "a.pdf")] });
    const { unmount } = renderWithProviders(<MessageAttachments message={one} />, { network: network() });
    expect(screen.queryByTestId("chat-download-all")).toBeNull();
    unmount();
    const two = chatMessage(2, { files: [attachment(1, "a.pdf")], images: [attachment(2, "b.png")] });
    const again = renderWithProviders(<MessageAttachments message={two} />, { network: network() });
    expect(await screen.findByTestId("chat-download-all")).toBeTruthy();
    again.unmount();
    const asked = mockApi(discovered(false));
    renderWithProviders(<MessageAttachments message={two} />, { network: network() });
    await waitFor(() => expect(asked).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("chat-download-all")).toBeNull();
  });

  it("gets a token for the message and posts it to the archive route in a hidden form", async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...discovered(true),
      [routeKey(chatApi.fileToken)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse({ token: "tok-123" });
      },
    });
    const message = chatMessage(3, { files: [attachment(1, "a.pdf"), attachment(2, "b.pdf")] });
    renderWithProviders(<MessageAttachments message={message} />, { network: network() });
    fireEvent.click(await screen.findByTestId("chat-download-all"));
    await waitFor(() => expect(submitted).toHaveLength(1), SLOW);
    expect(bodies).toEqual([{ chat_message_id: message.id }]);
    expect(submitted[0]).toEqual({
      action: "/api/storage/v2/archive",
      method: "post",
      token: "tok-123",
      inDocument: true,
    });
    // The form is gone again after the submit.
    expect(document.querySelectorAll("form").length).toBe(0);
  });

  it("shows an error toast when the token is refused, and posts nothing", async () => {
    mockApi({
      ...discovered(true),
      [routeKey(chatApi.fileToken)]: () => jsonResponse({ error: "not_found", message: "Not found." }, 404),
    });
    const message = chatMessage(4, { files: [attachment(1, "a.pdf"), attachment(2, "b.pdf")] });
    renderWithProviders(<MessageAttachments message={message} />, { network: network() });
    fireEvent.click(await screen.findByTestId("chat-download-all"));
    expect(await screen.findByTestId("toast-error", {}, SLOW)).toBeTruthy();
    expect(submitted).toEqual([]);
    await waitFor(() => expect(screen.getByTestId("chat-download-all").hasAttribute("data-loading")).toBe(false));
  });
});
