import type { MessageDetail } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hexId, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const id = hexId(7);
const messageOf = (read: boolean): MessageDetail => ({
  id,
  subject: "Budget for next year",
  content: "<p>Numbers</p>",
  html_content: "<p>Numbers</p>",
  plain_content: "Numbers",
  created_at: "2026-03-05T08:07:00.000Z",
  author: memberSummary({ id: hexId(100), displayName: "Ada Author" }),
  to: [memberSummary({ id: hexId(101), displayName: "Rita Recipient" })],
  to_count: 1,
  to_all_network_members: false,
  conversation_length: 1,
  conversation_starter_id: id,
  has_replies: false,
  has_attachments: false,
  attachments: [],
  i: { read, inbox: true, sent: false },
  path: `/messages/${id}`,
  can: { reply: true, reply_all: true, forward: true, delete: true },
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
