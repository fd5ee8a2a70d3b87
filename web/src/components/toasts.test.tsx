import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/client";
import { renderWithProviders } from "../test/render";
import { notifyError, notifySaved, notifySavedAfterLoad, notifySaveFailed, showPendingToast } from "./toasts";

describe("toasts", () => {
  it("reports saving success and failure with the spec's texts, written as sentences", async () => {
    renderWithProviders(<div />);
    act(() => notifySaved());
    expect(await screen.findByText("Saved successfully.")).toBeTruthy();
    act(() => notifySaveFailed());
    expect(await screen.findByText("Saving failed.")).toBeTruthy();
  });

  it("shows a toast left for the next page load once, after the load", async () => {
    notifySavedAfterLoad("Appointment saved.");
    expect(screen.queryByText("Appointment saved.")).toBeNull();
    renderWithProviders(<div />);
    act(() => showPendingToast());
    expect(await screen.findByText("Appointment saved.")).toBeTruthy();
    expect(window.sessionStorage.getItem("intranet.pendingToast")).toBeNull();
  });

  it("shows the generic error for unknown failures, a given text otherwise", async () => {
    renderWithProviders(<div />);
    act(() => notifyError(new Error("boom")));
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeTruthy();
    act(() => notifyError("file type not accepted: a.exe"));
    expect(await screen.findByText("file type not accepted: a.exe")).toBeTruthy();
  });

  it("says when the server could not be reached", async () => {
    renderWithProviders(<div />);
    act(() => notifyError(new ApiError(0)));
    expect(await screen.findByText(/server could not be reached/)).toBeTruthy();
  });

  describe("over what lies under them (a form's Save button at the bottom right)", () => {
    afterEach(() => vi.useRealTimers());

    it("let the pointer through, but for their close buttons", async () => {
      renderWithProviders(<div />);
      act(() => notifySaved());
      const toast = await screen.findByTestId("toast-saved");
      const layer = toast.closest<HTMLElement>(".mantine-Notifications-root");
      expect(layer && getComputedStyle(layer).pointerEvents).toBe("none");
      expect(getComputedStyle(within(toast).getByRole("button")).pointerEvents).toBe("auto");
    });

    it("close on time while the pointer rests on another toast's close button", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderWithProviders(<div />);
      act(() => notifySaved());
      act(() => notifySaveFailed());
      const held = await screen.findByTestId("toast-saved");
      await screen.findByTestId("toast-save-failed");
      fireEvent.mouseEnter(within(held).getByRole("button"));
      // Four seconds shown, then the transition out.
      await act(async () => vi.advanceTimersByTime(4_100));
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(screen.queryByTestId("toast-save-failed")).toBeNull();
      expect(screen.getByTestId("toast-saved")).toBeTruthy();
    });
  });
});
