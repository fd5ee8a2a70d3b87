import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";
import { setChatTransport } from "../socket";
import { chat, config, FakeTransport, PARTNER, profile } from "../test-support";

let fake: FakeTransport;
beforeEach(() => {
  fake = new FakeTransport();
  fake.handlers.network_info = () => ({ config, profile });
  fake.handlers.my_chats = () => ({ chats: [] });
  fake.handlers.create_chat = () => ({ chat: chat() });
  fake.handlers.chat_details = () => ({ chat: chat(), messages: [] });
  setChatTransport(fake);
});
afterEach(() => {
  setChatTransport(null);
});

const anna = (q: string | null) => ({
  id: PARTNER,
  displayName: `Anna ${q}`,
  images: { medium: null, large: null, "40x40@2": null },
  profile: { position: null, department: null, phone: null, location: null, about: null },
  is_external: false,
  is_network_admin: false,
  roles: [],
  anonymized: false,
  path: `/members/${PARTNER}`,
});

describe("the chat for a member who may not chat (a guest without chat rights)", () => {
  it.each(["/chat", "/chat/new", `/chat/member/${PARTNER}`])(
    "shows not found at %s and starts nothing of the chat",
    async (path) => {
      mockApi({});
      renderApp(
        path,
        network({
          current_member: member({
            can: { update_profile: true, update_registration: true, chat: false, create_channels: false },
          }),
        }),
      );
      expect(await screen.findByText("Page not found", {}, { timeout: 15_000 })).toBeTruthy();
      expect(screen.queryByRole("textbox")).toBeNull();
      expect(fake.pushes.map((p) => p.action)).toEqual([]);
    },
  );
});

describe("new chat", () => {
  it("searches members and chat groups of mine once typing pauses, grouped, and opens the pick", async () => {
    const fetchMock = mockApi({
      "GET /directory": (_init, url) =>
        jsonResponse({
          members: [anna(url.searchParams.get("q"))],
          groups: [],
        }),
    });
    const { router } = renderApp("/chat/new", network());
    const input = await screen.findByTestId("chat-new-search");
    fireEvent.change(input, { target: { value: "An" } });
    fireEvent.change(input, { target: { value: "Ann" } });
    const members = await screen.findByTestId("chat-new-members");
    const searches = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), "http://localhost"))
      .filter((u) => u.pathname === "/directory");
    expect(searches).toHaveLength(1);
    expect(searches[0]?.searchParams.get("q")).toBe("Ann");
    expect(searches[0]?.searchParams.get("only_my_groups")).toBe("true");
    expect(searches[0]?.searchParams.get("only_chat_enabled")).toBe("true");
    expect(screen.queryByTestId("chat-new-groups")).toBeNull();
    fireEvent.click(within(members).getByText("Anna Ann"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/member/${PARTNER}`));
    expect(fake.pushed("create_chat")[0]?.payload).toEqual({ member_id: PARTNER });
  });

  it("says why a chat cannot be started in the reader's language, not the server's English", async () => {
    mockApi({
      "GET /directory": (_init, url) => jsonResponse({ members: [anna(url.searchParams.get("q"))], groups: [] }),
    });
    fake.handlers.create_chat = () => {
      throw { reason: "forbidden", message: "Chat with this member is not allowed." };
    };
    renderApp("/chat/new", network());
    fireEvent.change(await screen.findByTestId("chat-new-search"), { target: { value: "Ann" } });
    fireEvent.click(within(await screen.findByTestId("chat-new-members")).getByText("Anna Ann"));
    expect((await screen.findByRole("alert")).textContent).toBe("You may not do this in this chat.");
    expect(screen.queryByText("Chat with this member is not allowed.")).toBeNull();
  });
});
