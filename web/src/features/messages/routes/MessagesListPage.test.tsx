import type { Message, MessageList } from "@intranet/contracts";
import { messagesApi } from "@intranet/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import type { Channel } from "phoenix";
import { afterEach, describe, expect, it, vi } from "vitest";
import { relayEvents } from "../../../api/realtime";
import { routeKey } from "../../../api/route-client";
import { createQueryClient } from "../../../app/query-client";
import { hexId, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { messageListQuery } from "../api";
import { MessagesListPage } from "./MessagesListPage";

const message = (n: number, overrides: Partial<Message> = {}): Message => ({
  id: hexId(n),
  subject: `Subject ${n}`,
  content: "<p>x</p>",
  html_content: "<p>x</p>",
  plain_content: `<script>preview ${n}</script>`,
  created_at: "2026-03-05T08:07:00.000Z",
  author: memberSummary({ id: hexId(100), displayName: "Ada Author" }),
  to: [memberSummary({ id: hexId(101), displayName: "Rita Recipient" })],
  to_count: 3,
  to_all_network_members: false,
  conversation_length: 4,
  conversation_starter_id: hexId(n),
  has_replies: true,
  has_attachments: true,
  attachments: [],
  i: { read: false, inbox: true, sent: false },
  path: `/messages/${hexId(n)}`,
  can: { reply: true, reply_all: true, forward: true, delete: true },
  ...overrides,
});

const list = (messages: Message[]): MessageList => ({
  messages,
  meta: { page: 1, per_page: 10, total_count: messages.length, total_pages: 1 },
  can: { send_direct_messages: true, send_to_all_network_members: false },
});

function renderList(folder: "inbox" | "sent", data: MessageList) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(messageListQuery(folder, 1).queryKey, data);
  return renderWithProviders(<MessagesListPage folder={folder} />, { network: network(), queryClient });
}

describe("MessagesListPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a message that arrives while the inbox is open, when the server says the member's messages changed", async () => {
    let inbox = list([]);
    mockApi({ [routeKey(messagesApi.inbox)]: () => jsonResponse(inbox) });
    renderList("inbox", inbox);
    await screen.findByText("No messages");
    // The member's own topic, as the realtime module relays it.
    const channel = { onMessage: (_event: string, payload: unknown) => payload } as unknown as Channel;
    relayEvents(channel, "member:me");
    inbox = list([message(7, { subject: "Fresh news" })]);
    channel.onMessage("unreads_changed", { feature: "Messages" }, 0);
    expect(await screen.findByText("Fresh news", {}, { timeout: 15_000 })).toBeTruthy();
  });

  it("shows the row fields of §2 and keeps previews as plain text", async () => {
    renderList("inbox", list([message(1), message(2, { subject: "", has_replies: false, has_attachments: false })]));
    const rows = await screen.findAllByTestId("message-row");
    const first = within(rows[0] as HTMLElement);
    expect(first.getByTestId("message-name").textContent).toBe("Ada Author");
    expect(first.getByTestId("message-conversation-length").textContent).toBe("4");
    expect(first.getByTestId("message-replied-icon")).toBeTruthy();
    expect(first.getByTestId("message-attachment-icon")).toBeTruthy();
    expect(first.getByTestId("message-preview").textContent).toBe("<script>preview 1</script>");
    // The date+time of every screen, in the member's zone (Europe/Berlin) and language.
    expect(first.getByTestId("message-date").textContent).toBe("05/03/2026 09:07");
    expect(within(rows[1] as HTMLElement).getByTestId("message-subject").textContent).toBe("(no subject)");
    expect(document.querySelector("script")).toBeNull();
  });

  it("selects all with an indeterminate state in between", async () => {
    renderList("inbox", list([message(1), message(2)]));
    const boxes = await screen.findAllByTestId("message-checkbox");
    const all = screen.getByTestId("select-all") as HTMLInputElement;
    fireEvent.click(boxes[0] as HTMLElement);
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    fireEvent.click(all);
    expect(all.checked).toBe(false);
  });

  it("offers neither mark-read nor mark-unread in sent and names the first recipient plus the others", async () => {
    renderList("sent", list([message(1, { i: { read: true, inbox: false, sent: true } })]));
    const row = within(await screen.findByTestId("message-row"));
    expect(row.getByTestId("message-name").textContent).toBe("Rita Recipient+2");
    expect(screen.queryByTestId("mark-unread")).toBeNull();
    expect(screen.queryByTestId("mark-read")).toBeNull();
    expect(screen.getByTestId("delete-selected")).toBeTruthy();
  });

  it("shows the no-messages state", async () => {
    renderList("inbox", list([]));
    expect((await screen.findByTestId("empty-state")).textContent).toContain("No messages");
    expect(screen.queryByTestId("pagination")).toBeNull();
  });

  it("leads from a page past the end back to the last page", async () => {
    const queryClient = createQueryClient();
    const beyond: MessageList = { ...list([]), meta: { page: 5, per_page: 10, total_count: 12, total_pages: 2 } };
    const lastPage: MessageList = { ...list([message(11), message(12)]), meta: { ...beyond.meta, page: 2 } };
    queryClient.setQueryData(messageListQuery("inbox", 5).queryKey, beyond);
    queryClient.setQueryData(messageListQuery("inbox", 2).queryKey, lastPage);
    renderWithProviders(<MessagesListPage folder="inbox" />, {
      network: network(),
      queryClient,
      route: "/messages?page=5",
    });
    expect((await screen.findByTestId("empty-state")).textContent).toContain("No messages");
    fireEvent.click(within(screen.getByTestId("pagination")).getByRole("button", { name: "Last page" }));
    expect(await screen.findAllByTestId("message-preview")).toHaveLength(2);
  });
});
