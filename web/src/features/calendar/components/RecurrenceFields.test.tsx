import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { noRecurrence, type RecurrenceState } from "../logic";
import { RecurrenceFields, skippedDays } from "./RecurrenceFields";

const monthly: RecurrenceState = { frequency: "monthly", unit: "monthly", interval: 1, endTime: null };
const yearly: RecurrenceState = { frequency: "yearly", unit: "yearly", interval: 1, endTime: null };

describe("RecurrenceFields", () => {
  it("says under the field that months without the start's day are skipped", () => {
    renderWithProviders(<RecurrenceFields value={monthly} onChange={() => {}} start="2027-01-31" />);
    expect(screen.getByText("Months without day 31 are skipped.")).toBeTruthy();
  });

  it("says that years without 29 February are skipped", () => {
    renderWithProviders(<RecurrenceFields value={yearly} onChange={() => {}} start="2028-02-29" />);
    expect(screen.getByText("Years without 29 February are skipped.")).toBeTruthy();
  });

  it("says nothing when every month or year has the day", () => {
    expect(skippedDays(monthly, "2027-01-28")).toBeNull();
    expect(skippedDays(yearly, "2027-01-31")).toBeNull();
    expect(skippedDays(noRecurrence, "2027-01-31")).toBeNull();
    expect(skippedDays({ ...monthly, frequency: "custom", interval: 2 }, "2027-03-30")).toEqual({ day: 30 });
    expect(skippedDays({ ...yearly, frequency: "custom", unit: "yearly", interval: 2 }, "2028-02-29")).toBe("leapDay");
  });
});
