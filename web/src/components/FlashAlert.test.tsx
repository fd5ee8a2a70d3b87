import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { FLASH_DURATION_MS, FlashAlert } from "./FlashAlert";

describe("FlashAlert", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("hides itself after 5 seconds", () => {
    const onHide = vi.fn();
    renderWithProviders(<FlashAlert onHide={onHide}>Password changed</FlashAlert>);
    expect(FLASH_DURATION_MS).toBe(5000);
    expect(screen.getByText("Password changed")).toBeTruthy();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText("Password changed")).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Password changed")).toBeNull();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it("can be closed before the time is up", () => {
    renderWithProviders(<FlashAlert>Saved</FlashAlert>);
    const close = screen.getByTestId("flash-alert").querySelector("button");
    act(() => close?.click());
    expect(screen.queryByText("Saved")).toBeNull();
  });
});
