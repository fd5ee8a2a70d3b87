import type { MessageDetail } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { directMessage, hexId, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const id = hexId(7);
const messageOf = (read: boolean): MessageDetail => ({
  ...directMessage({ id, subject: "Budget for next year", i: { read, inbox: true, sent: false } }),
  conversation: [],
});

describe("a message's read toggle", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("marks an opened message read, then unread and read again from its button", async () => {
    let read = false;
    const marks: string[] = [];
    mockApi({
      [`GET /api/v1/messages/${id}`]: () => jsonResponse(messageOf(read)),
      [`POST /api/v1/messages/${id}/read`]: () => {
        read = true;
        marks.push("read");
        return new Response(null, { status: 204 });
      },
      [`DELETE /api/v1/messages/${id}/read`]: () => {
        read = false;
        marks.push("unread");
        return new Response(null, { status: 204 });
      },
    });
    renderApp(`/messages/${id}`, network());
    const toggle = await screen.findByTestId("message-toggle-read", {}, { timeout: 15_000 });
    await waitFor(() => expect(marks).toEqual(["read"]));
    await waitFor(() => expect(toggle.textContent).toBe("Mark as unread"));

    fireEvent.click(toggle);
    expect(await screen.findByText("Marked as unread.")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("message-toggle-read").textContent).toBe("Mark as read"));
    // Marked unread by the member: opening it does not mark it read again behind their back.
    expect(marks).toEqual(["read", "unread"]);

    fireEvent.click(screen.getByTestId("message-toggle-read"));
    await waitFor(() => expect(screen.getByTestId("message-toggle-read").textContent).toBe("Mark as unread"));
    expect(marks).toEqual(["read", "unread", "read"]);
  });
});
