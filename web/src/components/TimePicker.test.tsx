import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { TimePicker } from "./TimePicker";

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimePicker label="Start time" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("TimePicker", () => {
  it("steps minutes by 5 with the arrow keys", () => {
    renderWithProviders(<Harness initial="09:00" />);
    const minutes = screen.getByLabelText("Minutes");
    fireEvent.keyDown(minutes, { key: "ArrowUp" });
    expect(screen.getByTestId("value").textContent).toBe("09:05");
  });

  it("steps hours by 1 within 0-23", () => {
    renderWithProviders(<Harness initial="23:00" />);
    const hours = screen.getByLabelText("Hours");
    fireEvent.keyDown(hours, { key: "ArrowDown" });
    expect(screen.getByTestId("value").textContent).toBe("22:00");
  });
});
