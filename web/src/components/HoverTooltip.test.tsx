import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { HoverTooltip } from "./HoverTooltip";

describe("HoverTooltip", () => {
  it("draws the element alone, and its tooltip from the first hover, gone again when the pointer leaves", async () => {
    renderWithProviders(
      <HoverTooltip label="Has attachments">
        <button type="button" aria-label="Attachments">
          clip
        </button>
      </HoverTooltip>,
    );
    const clip = screen.getByRole("button", { name: "Attachments" });
    expect(screen.queryByText("Has attachments")).toBeNull();
    await userEvent.hover(clip);
    expect(await screen.findByText("Has attachments")).toBeTruthy();
    await userEvent.unhover(screen.getByRole("button", { name: "Attachments" }));
    await expect.poll(() => screen.queryByText("Has attachments")).toBeNull();
  });
});
