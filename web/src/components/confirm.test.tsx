import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { openConfirm } from "./confirm";

describe("openConfirm", () => {
  it("runs onConfirm only after the user confirms", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<div />);
    act(() => {
      openConfirm({ title: "Delete legal text", message: "This cannot be undone.", onConfirm, danger: true });
    });
    expect(await screen.findByText("This cannot be undone.")).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("does not run onConfirm when cancelled", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<div />);
    act(() => {
      openConfirm({ message: "Sure?", onConfirm, onCancel });
    });
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
