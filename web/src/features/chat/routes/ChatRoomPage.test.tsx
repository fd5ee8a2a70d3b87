import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { network } from "../../../test/fixtures";
import { mockApi, renderApp } from "../../../test/render-app";
import { setChatTransport } from "../socket";
import { chat, chatMessage, config, FakeTransport, ME, PARTNER, profile } from "../test-support";

let fake: FakeTransport;
const me = { id: ME, name: "Me" };

beforeEach(() => {
  mockApi({});
  fake = new FakeTransport();
  fake.handlers.network_info = () => ({ config, profile });
  // The list and the room tell the same: the partner has received message 1.
  const anna = chat({
    last_message: chatMessage(2),
    last_seq: 2,
    partner_state: { last_received_id: chatMessage(1).id, last_read_id: null },
    state: { ...chat().state, unread_count: 120 },
  });
  fake.handlers.my_chats = () => ({ chats: [anna] });
  fake.handlers.chat_details = () => ({
    chat: anna,
    messages: [chatMessage(1, { from: me, text: "# Hello **there**" }), chatMessage(2)],
  });
  setChatTransport(fake);
});
afterEach(() => {
  setChatTransport(null);
});

describe("chat room", () => {
  it("shows messages, ticks, typing, and sends optimistically then persisted", async () => {
    renderApp(`/chat/member/${PARTNER}`, network());
    const messages = await screen.findAllByTestId("chat-message");
    expect(messages).toHaveLength(2);
    // Own message 1 was received by the partner; markdown headings are one level lower.
    expect(within(messages[0] as HTMLElement).getByTestId("chat-delivery-received")).toBeTruthy();
    expect(within(messages[0] as HTMLElement).getByRole("heading", { level: 2 }).textContent).toBe("Hello there");
    expect(screen.getByTestId("chat-title").textContent).toBe("Anna Partner");
    // The header's chat button shows the unread total with '+' above 99.
    expect((await screen.findByTestId("header-chat-button")).getAttribute("aria-label")).toBe("Chat (120 unread)");

    fake.emit("composing", { chat_id: `member/${PARTNER}`, member: { id: PARTNER, name: "Anna" } });
    await waitFor(() => expect(screen.getByTestId("chat-typing").textContent).toBe("Anna is typing…"));

    let answer: (value: unknown) => void = () => {};
    fake.handlers.send_message = () => new Promise((resolve) => (answer = resolve));
    await userEvent.type(screen.getByTestId("chat-composer-input"), "Hi Anna{Enter}");
    const pending = await screen.findByTestId("chat-message-pending");
    expect(within(pending).getByTestId("chat-delivery-pushed")).toBeTruthy();
    const cid = String(fake.pushed("send_message")[0]?.payload.cid);
    answer({ message: chatMessage(3, { cid, from: me, text: "Hi Anna" }) });
    await waitFor(() => expect(screen.queryByTestId("chat-message-pending")).toBeNull());
    const last = screen.getAllByTestId("chat-message").at(-1) as HTMLElement;
    expect(within(last).getByTestId("chat-delivery-persisted")).toBeTruthy();
    // The partner reads it: the ticks turn to read.
    fake.emit("mark_as_read", { chat_id: `member/${PARTNER}`, member_id: PARTNER, message_id: chatMessage(3).id });
    await waitFor(() => expect(within(last).getByTestId("chat-delivery-read")).toBeTruthy());
  });

  it("says why a message was refused in the reader's language, not the server's English", async () => {
    fake.handlers.send_message = () => {
      throw { reason: "max_files_reached", message: "Too many files (10 max)." };
    };
    renderApp(`/chat/member/${PARTNER}`, network());
    await screen.findAllByTestId("chat-message");
    await userEvent.type(screen.getByTestId("chat-composer-input"), "Files{Enter}");
    const pending = await screen.findByTestId("chat-message-pending");
    expect((await within(pending).findByRole("alert")).textContent).toBe(
      "Not sent: This message has the most files allowed.",
    );
    expect(pending.textContent).not.toContain("Too many files");
    await userEvent.click(within(pending).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByTestId("chat-message-pending")).toBeNull());
  });

  it("tells a member outside the chat that it does not exist", async () => {
    fake.handlers.chat_details = () => {
      throw { reason: "not_found", message: "Not found." };
    };
    renderApp(`/chat/group/${"b".repeat(24)}`, network());
    expect((await screen.findByTestId("chat-not-found")).textContent).toBe(
      "This chat does not exist or you are not in it.",
    );
    expect(screen.queryByTestId("chat-composer")).toBeNull();
  });

  it("refuses a malformed chat id without asking the server", async () => {
    renderApp("/chat/member/xyz", network());
    await screen.findByTestId("chat-not-found");
    expect(fake.pushed("chat_details")).toHaveLength(0);
  });
});
