import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { network } from "../../../test/fixtures";
import { mockApi, renderApp } from "../../../test/render-app";
import { setChatTransport } from "../socket";
import { chat, config, FakeTransport, profile } from "../test-support";

const original = window.matchMedia;
function screenWidth(width: number) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    };
  }) as typeof window.matchMedia;
}

beforeEach(() => {
  mockApi({});
  const fake = new FakeTransport();
  fake.handlers.network_info = () => ({ config, profile });
  fake.handlers.my_chats = () => ({ chats: [chat()] });
  setChatTransport(fake);
});
afterEach(() => {
  window.matchMedia = original;
  setChatTransport(null);
});

describe("chat sidebar", () => {
  it("lists the chats on the right from 1884 px wide", async () => {
    screenWidth(1900);
    renderApp("/", network());
    const sidebar = await screen.findByTestId("chat-sidebar");
    await waitFor(() => expect(sidebar.textContent).toContain("Anna Partner"));
  });

  it("stays away on narrower screens", async () => {
    screenWidth(1880);
    renderApp("/", network());
    await screen.findByTestId("header-chat-button");
    expect(screen.queryByTestId("chat-sidebar")).toBeNull();
  });
});
