import { fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { AppLink } from "./AppLink";

function Screens() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <AppLink to="/appointments/42" data-testid="line">
            Review
          </AppLink>
        }
      />
      <Route path="/appointments/:id" element={<h1>Appointment 42</h1>} />
    </Routes>
  );
}

describe("AppLink", () => {
  it("is an anchor to its path, and a plain click goes there in the app", () => {
    renderWithProviders(<Screens />);
    const link = screen.getByRole("link", { name: "Review" });
    expect(link.getAttribute("href")).toBe("/appointments/42");
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole("heading", { name: "Appointment 42" })).toBeTruthy();
  });

  it("leaves a click with a modifier, another button or another target to the browser", () => {
    renderWithProviders(<Screens />);
    const link = screen.getByRole("link", { name: "Review" });
    // fireEvent.click answers whether the default (the browser's own navigation) still happens.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    link.setAttribute("target", "_blank");
    expect(fireEvent.click(link)).toBe(true);
    expect(screen.queryByRole("heading", { name: "Appointment 42" })).toBeNull();
  });
});
