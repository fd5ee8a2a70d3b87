import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { PageLoader } from "./PageLoader";

describe("PageLoader", () => {
  // axe's aria-prohibited-attr: a label on a plain span is not read out; a status is, while a lazy screen loads.
  it("is announced as a status named Loading", () => {
    renderWithProviders(<PageLoader />);
    expect(screen.getByRole("status", { name: "Loading…" })).toBeTruthy();
  });
});
