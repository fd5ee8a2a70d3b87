import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hexId } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { chat } from "../test-support";
import { QuickSelect } from "./QuickSelect";

describe("the chat room's quick select", () => {
  it("tells the chats apart: a picture where there is one, else initials; each named by its chat", () => {
    const pictured = chat({
      id: `member/${hexId(7)}`,
      name: "Bea Bauer",
      partner: {
        id: hexId(7),
        displayName: "Bea Bauer",
        images: { "40x40@2": "/bea-small.png", medium: "/bea.png", large: null },
        is_external: false,
        path: `/members/${hexId(7)}`,
      },
      state: { muted_until: null, app_muted_until: null, last_read_id: null, last_received_id: null, unread_count: 3 },
    });
    const group = chat({ id: `group/${hexId(8)}`, name: "Choir Practice", partner: null, partner_state: null });
    renderWithProviders(<QuickSelect chats={[chat(), pictured, group]} activeId={chat().id} />);
    const bar = screen.getByTestId("chat-quick-select");
    const anna = within(bar).getByRole("link", { name: "Anna Partner" });
    expect(anna.textContent).toContain("AP");
    expect(anna.getAttribute("aria-current")).toBe("page");
    const bea = within(bar).getByRole("link", { name: "Bea Bauer, 3 unread" });
    expect(bea.querySelector("img")?.getAttribute("src")).toBe("/bea.png");
    expect(within(bar).getByRole("link", { name: "Choir Practice" }).textContent).toContain("CP");
  });
});
