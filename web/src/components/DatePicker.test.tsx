import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { DatePicker } from "./DatePicker";

describe("DatePicker", () => {
  it("starts weeks on Monday and reports the picked day as YYYY-MM-DD", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<DatePicker label="Start" value={null} onChange={onChange} defaultDate="2025-06-01" />);
    await user.click(screen.getByRole("button", { name: "Start" }));

    const weekdays = (await screen.findAllByRole("columnheader")).map((cell) => cell.textContent);
    expect(weekdays[0]).toBe("Mo");
    expect(weekdays[6]).toBe("Su");

    await user.click(screen.getByRole("button", { name: "18 June 2025" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("2025-06-18"));
  });

  it("disables days before today with futureOnly", async () => {
    const user = userEvent.setup();
    renderWithProviders(<DatePicker label="Due" value={null} onChange={() => {}} futureOnly />);
    await user.click(screen.getByRole("button", { name: "Due" }));
    const today = new Date();
    if (today.getDate() > 1) {
      const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
      const label = yesterday.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
      const day = await screen.findByRole("button", { name: label });
      expect(day.hasAttribute("data-disabled")).toBe(true);
    }
  });
});
