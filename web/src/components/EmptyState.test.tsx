import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("says there are no entries by default", () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByTestId("empty-state").textContent).toContain("No entries");
  });

  it("shows a given title, description and actions", () => {
    renderWithProviders(
      <EmptyState title="No legal texts" description="Create the first one.">
        <button type="button">Create</button>
      </EmptyState>,
    );
    expect(screen.getByText("No legal texts")).toBeTruthy();
    expect(screen.getByText("Create the first one.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create" })).toBeTruthy();
  });
});
