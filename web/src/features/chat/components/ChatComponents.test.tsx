import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { networkQuery } from "../../../api/network";
import { AppProviders } from "../../../app/AppProviders";
import { createQueryClient } from "../../../app/query-client";
import { network } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { chatKeys } from "../chat-cache";
import { sendsOnEnter } from "../chat-utils";
import { ChatListPage } from "../routes/ChatListPage";
import { setChatTransport } from "../socket";
import { chat, chatMessage, config, FakeTransport, ME, PARTNER, profile } from "../test-support";
import { Composer } from "./Composer";
import { MessageBubble } from "./MessageBubble";
import { StatusMenu, StatusModal } from "./StatusMenu";

const CHAT = `member/${PARTNER}` as const;

// jsdom has no font loading API; Mantine's autosize textarea listens to it.
/** The composer's leave-warning needs a data router. */
function renderRouted(ui: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(networkQuery.queryKey, network());
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  return render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
let fake: FakeTransport;

beforeEach(() => {
  fake = new FakeTransport();
  fake.handlers.network_info = () => ({ config, profile });
  fake.handlers.my_chats = () => ({
    chats: [
      chat({
        last_message: chatMessage(5, { text: "See you tomorrow" }),
        state: {
          muted_until: "9999-12-31T23:59:59.000Z",
          app_muted_until: null,
          last_read_id: null,
          last_received_id: null,
          unread_count: 150,
        },
      }),
      chat({
        id: `group/${"a".repeat(24)}`,
        name: "Choir",
        image_id: "b".repeat(24),
        partner: null,
        partner_state: null,
        last_message: chatMessage(2, {
          chat_id: `group/${"a".repeat(24)}`,
          text: "Rehearsal",
          from: { id: ME, name: "Me" },
        }),
        state: {
          muted_until: null,
          app_muted_until: null,
          last_read_id: null,
          last_received_id: null,
          unread_count: 7,
        },
      }),
    ],
  });
  setChatTransport(fake);
});
afterEach(() => {
  setChatTransport(null);
});

describe("chat list", () => {
  it("shows each chat with its preview, a '+' badge above 99 and the muted icon", async () => {
    renderWithProviders(<ChatListPage />, { network: network() });
    const items = await screen.findAllByTestId("chat-list-item");
    expect(items).toHaveLength(2);
    const anna = items.find((i) => within(i).queryByText("Anna Partner")) as HTMLElement;
    expect(within(anna).getByTestId("chat-unread").textContent).toBe("+");
    expect(within(anna).getByTestId("chat-muted")).toBeTruthy();
    expect(within(anna).getByTestId("chat-preview").textContent).toBe("See you tomorrow");
    const choir = items.find((i) => within(i).queryByText("Choir")) as HTMLElement;
    expect(within(choir).getByTestId("chat-unread").textContent).toBe("7");
    // A group chat shows the group's picture.
    expect(within(choir).getByRole("img", { name: "Choir" }).getAttribute("src")).toBe(
      `/api/storage/images/${"b".repeat(24)}/get/80x80`,
    );
    expect(within(choir).getByTestId("chat-preview").textContent).toBe("You: Rehearsal");
    expect(within(choir).queryByTestId("chat-muted")).toBeNull();
  });

  it("turns the start-new button off and says so while disconnected", async () => {
    fake.state = { state: "disconnected", opens: 1, ready: false };
    renderWithProviders(<ChatListPage />, { network: network() });
    expect(
      screen.getByTestId("chat-start-new").getAttribute("data-disabled") ??
        screen.getByTestId("chat-start-new").getAttribute("disabled"),
    ).not.toBeNull();
    expect(screen.getByTestId("chat-connection").textContent).toBe("Reconnecting…");
  });

  it("asks for the chats again when the list is opened after they were loaded", async () => {
    const { queryClient, unmount } = renderWithProviders(<ChatListPage />, { network: network() });
    await screen.findByText("Choir");
    unmount();
    const before = fake.pushed("my_chats").length;
    fake.handlers.my_chats = () => ({
      chats: [chat({ id: `group/${"c".repeat(24)}`, name: "New group", partner: null, partner_state: null })],
    });
    renderWithProviders(<ChatListPage />, { network: network(), queryClient });
    expect(await screen.findByText("New group")).toBeTruthy();
    expect(fake.pushed("my_chats").length).toBe(before + 1);
  });

  it("puts a message pushed on the socket into the query cache and the list on screen", async () => {
    const { queryClient } = renderWithProviders(<ChatListPage />, { network: network() });
    const choir = (await screen.findByText("Choir")).closest("[data-testid=chat-list-item]") as HTMLElement;
    const group = `group/${"a".repeat(24)}` as const;
    fake.emit("message", { message: chatMessage(9, { chat_id: group, text: "Bring the scores" }) });
    await waitFor(() => expect(within(choir).getByTestId("chat-preview").textContent).toBe("Bring the scores"));
    expect(within(choir).getByTestId("chat-unread").textContent).toBe("8");
    const cached = queryClient.getQueryData(chatKeys.chats)?.find((c) => c.id === group);
    expect(cached?.last_message?.text).toBe("Bring the scores");
    // The newest conversation moves to the top.
    expect(within(screen.getAllByTestId("chat-list-item")[0] as HTMLElement).queryByText("Choir")).toBeTruthy();
  });
});

describe("composer", () => {
  it("sends on Enter, not on Shift/Ctrl/Alt/Meta+Enter, and never an empty message", async () => {
    renderRouted(<Composer chatId={CHAT} canWrite config={config} quote={null} onCancelQuote={() => {}} />);
    const input = screen.getByTestId("chat-composer-input");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(fake.pushed("send_message")).toHaveLength(0);
    fireEvent.change(input, { target: { value: "Hello" } });
    for (const modifier of ["shiftKey", "ctrlKey", "altKey", "metaKey"])
      fireEvent.keyDown(input, { key: "Enter", [modifier]: true });
    expect(fake.pushed("send_message")).toHaveLength(0);
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(fake.pushed("send_message")).toHaveLength(1));
    expect(fake.pushed("send_message")[0]?.payload.text).toBe("Hello");
    expect((input as HTMLTextAreaElement).value).toBe("");
    expect(sendsOnEnter({ key: "Enter", shiftKey: false, ctrlKey: false, altKey: false, metaKey: false })).toBe(true);
  });

  it("shows a disabled note without write rights", () => {
    renderRouted(<Composer chatId={CHAT} canWrite={false} config={config} quote={null} onCancelQuote={() => {}} />);
    expect(screen.getByTestId("chat-composer-readonly")).toBeTruthy();
    expect(screen.queryByTestId("chat-composer-input")).toBeNull();
  });
});

describe("status", () => {
  it("turns newlines into spaces, stops at 100 characters and counts", async () => {
    let saved = "";
    renderWithProviders(
      <StatusModal
        initial={"a\nb"}
        onClose={() => {}}
        onSave={async (text) => {
          saved = text;
        }}
      />,
      {
        network: network(),
      },
    );
    const input = await screen.findByTestId("chat-status-input");
    expect((input as HTMLTextAreaElement).value).toBe("a b");
    fireEvent.change(input, { target: { value: `${"x".repeat(120)}` } });
    expect((input as HTMLTextAreaElement).value).toHaveLength(100);
    expect(screen.getByTestId("chat-status-counter").textContent).toBe("100 / 100");
    await userEvent.click(screen.getByTestId("chat-status-save"));
    await waitFor(() => expect(saved).toHaveLength(100));
  });

  it("saves invisible at once and pre-fills busy with a default text", async () => {
    fake.handlers.set_status = (p) => ({ profile: { ...profile, status: p.status, status_text: p.status_text } });
    renderWithProviders(<StatusMenu />, { network: network() });
    await waitFor(() => expect(screen.getByTestId("chat-status-menu").hasAttribute("disabled")).toBe(false));
    await userEvent.click(screen.getByTestId("chat-status-menu"));
    await userEvent.click(await screen.findByTestId("chat-status-invisible"));
    await waitFor(() => expect(fake.pushed("set_status")[0]?.payload.status).toBe("invisible"));
    await userEvent.click(screen.getByTestId("chat-status-menu"));
    await userEvent.click(await screen.findByTestId("chat-status-busy"));
    const input = await screen.findByTestId("chat-status-input");
    expect((input as HTMLTextAreaElement).value).toBe("Busy, I will answer later");
    expect(fake.pushed("set_status")).toHaveLength(1);
  });
});

describe("reporting", () => {
  const reporting = () => {
    const base = network();
    return { ...base, config: { ...base.config, abuse_reports: { enabled: true } } };
  };
  const bubble = (from: string, own: boolean, net = reporting()) =>
    renderWithProviders(
      <MessageBubble
        message={chatMessage(3, { from: { id: from, name: from === ME ? "Me" : "Partner" } })}
        own={own}
        group
        chat={chat()}
        config={config}
        delivery={own ? "persisted" : null}
        onQuote={() => {}}
      />,
      { network: net },
    );

  it("offers to report another member's message, leading to the report form for it", async () => {
    bubble(PARTNER, false);
    await userEvent.click(screen.getByRole("button", { name: "Message actions" }));
    const report = await screen.findByTestId("chat-message-report");
    expect(report.textContent).toBe("Report");
    expect(report.getAttribute("href")).toBe(`/report/new?type=chat_message&id=${chatMessage(3).id}`);
  });

  it("offers no report for one's own message", async () => {
    bubble(ME, true);
    await userEvent.click(screen.getByRole("button", { name: "Message actions" }));
    await screen.findByRole("menuitem", { name: "Reply" });
    expect(screen.queryByTestId("chat-message-report")).toBeNull();
  });

  it("offers no report while the network has abuse reports off", async () => {
    bubble(PARTNER, false, network());
    await userEvent.click(screen.getByRole("button", { name: "Message actions" }));
    await screen.findByRole("menuitem", { name: "Reply" });
    expect(screen.queryByTestId("chat-message-report")).toBeNull();
  });
});
