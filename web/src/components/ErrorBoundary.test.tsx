import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { ErrorBoundary } from "./ErrorBoundary";

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error("crash");
  return <p>Recovered</p>;
}

describe("ErrorBoundary", () => {
  it("shows the generic error box when a child crashes and retries on request", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    shouldThrow = true;
    renderWithProviders(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId("error-box").textContent).toContain("Something went wrong");
    shouldThrow = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Recovered")).toBeTruthy();
  });

  it("renders children when nothing fails", () => {
    renderWithProviders(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Fine")).toBeTruthy();
  });
});
