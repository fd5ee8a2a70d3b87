import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { formatUnread, UnreadBadge } from "./UnreadBadge";

describe("UnreadBadge", () => {
  it("shows the count up to 99 and 99+ above", () => {
    expect(formatUnread(1)).toBe("1");
    expect(formatUnread(99)).toBe("99");
    expect(formatUnread(100)).toBe("99+");
    expect(formatUnread(12345)).toBe("99+");
  });

  it("renders the count with an accessible label", () => {
    renderWithProviders(<UnreadBadge count={150} />);
    const badge = screen.getByLabelText("150 unread");
    expect(badge.textContent).toBe("99+");
  });

  it("renders nothing without unread items", () => {
    renderWithProviders(<UnreadBadge count={0} />);
    expect(screen.queryByLabelText(/unread/)).toBeNull();
  });
});
