import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";
import { resetChatClient } from "../client";
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
  resetChatClient();
});
afterEach(() => {
  resetChatClient();
  setChatTransport(null);
});

describe("new chat", () => {
  it("searches members and chat groups of mine once typing pauses, grouped, and opens the pick", async () => {
    const fetchMock = mockApi({
      "GET /directory": (_init, url) =>
        jsonResponse({
          members: [
            {
              id: PARTNER,
              displayName: `Anna ${url.searchParams.get("q")}`,
              images: { medium: null, large: null, "40x40@2": null },
              profile: { position: null, department: null, phone: null, location: null, about: null },
              is_external: false,
              is_network_admin: false,
              roles: [],
              anonymized: false,
              path: `/members/${PARTNER}`,
            },
          ],
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
});
