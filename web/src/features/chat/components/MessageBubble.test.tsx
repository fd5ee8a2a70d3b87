import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hexId, network } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { setChatTransport } from "../socket";
import { chat, chatMessage, config, FakeTransport, ME, profile } from "../test-support";
import { MessageBubble, PendingBubble } from "./MessageBubble";

let fake: FakeTransport;
const mine = (overrides = {}) =>
  chatMessage(1, { from: { id: ME, name: "Me" }, created_at: new Date().toISOString(), ...overrides });

beforeEach(() => {
  fake = new FakeTransport();
  fake.handlers.network_info = () => ({ config, profile });
  setChatTransport(fake);
});
afterEach(() => {
  setChatTransport(null);
});

const renderOwn = (message = mine()) =>
  renderWithProviders(
    <MessageBubble
      message={message}
      own
      group={false}
      chat={chat()}
      config={config}
      delivery="persisted"
      onQuote={() => {}}
    />,
    { network: network() },
  );

async function openEditor() {
  await userEvent.click(screen.getByRole("button", { name: "Message actions" }));
  await userEvent.click(await screen.findByTestId("chat-message-edit"));
  return screen.getByTestId("chat-edit-input");
}

describe("editing a message", () => {
  it("refuses after the update period with the spec's text", async () => {
    renderOwn(mine({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() }));
    await userEvent.click(screen.getByRole("button", { name: "Message actions" }));
    await userEvent.click(await screen.findByTestId("chat-message-edit"));
    expect(screen.getByTestId("chat-message-error").textContent).toBe("update period ended (15 minutes)");
    expect(screen.queryByTestId("chat-edit-input")).toBeNull();
  });

  it("edits within the period", async () => {
    fake.handlers.update_message = (p) => ({
      message: chatMessage(1, { text: String(p.text), from: { id: ME, name: "Me" } }),
    });
    renderOwn();
    const input = await openEditor();
    fireEvent.change(input, { target: { value: "Better" } });
    await userEvent.click(screen.getByTestId("chat-edit-save"));
    await waitFor(() =>
      expect(fake.pushed("update_message")[0]?.payload).toEqual({ message_id: chatMessage(1).id, text: "Better" }),
    );
  });

  it("saves on Enter and closes the editor on Escape without saving", async () => {
    fake.handlers.update_message = (p) => ({
      message: chatMessage(1, { text: String(p.text), from: { id: ME, name: "Me" } }),
    });
    renderOwn();
    await openEditor();
    await userEvent.keyboard("{Control>}a{/Control}Never mind{Escape}");
    expect(screen.queryByTestId("chat-edit-input")).toBeNull();
    expect(fake.pushed("update_message")).toEqual([]);

    const again = await openEditor();
    await waitFor(() => expect(document.activeElement).toBe(again));
    await userEvent.keyboard("{Control>}a{/Control}Better{Enter}");
    await waitFor(() =>
      expect(fake.pushed("update_message")[0]?.payload).toEqual({ message_id: chatMessage(1).id, text: "Better" }),
    );
  });

  it("shows the deleted-message text and no actions for a deleted message, nor what it quoted", () => {
    renderWithProviders(
      <MessageBubble
        message={chatMessage(1, {
          text: "",
          deleted_at: new Date().toISOString(),
          quoted_message: { id: hexId(40), text: "The quoted words", from: null, deleted_at: null },
        })}
        own={false}
        group={false}
        chat={chat()}
        config={config}
        delivery={null}
        onQuote={() => {}}
      />,
      { network: network() },
    );
    expect(screen.getByTestId("chat-message-deleted").textContent).toBe("This message was deleted.");
    expect(screen.queryByTestId("chat-quote")).toBeNull();
    expect(screen.queryByText("The quoted words")).toBeNull();
    expect(screen.queryByRole("button", { name: "Message actions" })).toBeNull();
  });

  it("clears a failed save's error once a save succeeds", async () => {
    let fail = true;
    fake.handlers.update_message = (p) => {
      if (fail) throw { reason: "server_error", message: "Boom" };
      return { message: mine({ text: String(p.text) }) };
    };
    renderOwn();
    fireEvent.change(await openEditor(), { target: { value: "Better" } });
    await userEvent.click(screen.getByTestId("chat-edit-save"));
    expect((await screen.findByTestId("chat-message-error")).textContent).toBe(
      "Something went wrong in the chat. Please try again.",
    );
    fail = false;
    await userEvent.click(screen.getByTestId("chat-edit-save"));
    await waitFor(() => expect(screen.queryByTestId("chat-edit-input")).toBeNull());
    expect(screen.queryByTestId("chat-message-error")).toBeNull();
  });

  it("refuses an empty text at the field, offering to delete the message instead", async () => {
    renderOwn();
    const input = await openEditor();
    fireEvent.change(input, { target: { value: "   " } });
    await userEvent.click(screen.getByTestId("chat-edit-save"));
    expect(screen.getByText("A message cannot be empty.")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(fake.pushed("update_message")).toEqual([]);

    fake.handlers.delete_message = () => ({ message: mine({ text: "", deleted_at: new Date().toISOString() }) });
    await userEvent.click(screen.getByTestId("chat-edit-delete"));
    await userEvent.click(await screen.findByTestId("confirm-ok"));
    await waitFor(() => expect(fake.pushed("delete_message")).toHaveLength(1));
  });

  it("refuses a text over 10,000 characters at the field, naming the limit", async () => {
    renderOwn();
    const input = await openEditor();
    fireEvent.change(input, { target: { value: "a".repeat(10_001) } });
    expect(screen.getByText("Too long to send: a message has at most 10,000 characters.")).toBeTruthy();
    expect(screen.getByTestId("chat-edit-counter").textContent).toBe("10,001 / 10,000");
    fireEvent.keyDown(input, { key: "Enter" });
    await userEvent.click(screen.getByTestId("chat-edit-save"));
    expect(fake.pushed("update_message")).toEqual([]);
  });
});

describe("long words", () => {
  const path = `/srv/share/${"very-long-folder-name/".repeat(40)}report.pdf`;

  it("break anywhere in sent and pending messages rather than widening the bubble", () => {
    renderOwn(mine({ text: path }));
    renderWithProviders(
      <PendingBubble
        pending={{
          cid: "c".repeat(32),
          chat_id: chat().id,
          text: path,
          quoted_message_id: null,
          file_ids: [],
          image_ids: [],
          link_crawl_id: null,
          created_at: new Date().toISOString(),
          error: null,
        }}
      />,
      { network: network() },
    );
    const texts = screen.getAllByTestId("chat-message-text");
    expect(texts).toHaveLength(2);
    for (const text of texts) expect((text.parentElement as HTMLElement).style.overflowWrap).toBe("anywhere");
    const sent = screen.getByTestId("chat-message");
    expect(within(sent).getByTestId("chat-delivery-persisted")).toBeTruthy();
  });
});
