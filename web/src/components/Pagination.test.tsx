import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { Pagination, paginationItems } from "./Pagination";

describe("paginationItems", () => {
  it("shows two pages on each side of the current one with ellipses", () => {
    expect(paginationItems(10, 20)).toEqual(["ellipsis-start", 8, 9, 10, 11, 12, "ellipsis-end"]);
  });

  it("leaves out the ellipsis where the window reaches the edge", () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, "ellipsis-end"]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end"]);
    expect(paginationItems(4, 20)).toEqual(["ellipsis-start", 2, 3, 4, 5, 6, "ellipsis-end"]);
    expect(paginationItems(20, 20)).toEqual(["ellipsis-start", 18, 19, 20]);
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("clamps a page outside the range", () => {
    expect(paginationItems(99, 5)).toEqual(["ellipsis-start", 3, 4, 5]);
  });
});

describe("Pagination", () => {
  it("renders nothing for a single page", () => {
    renderWithProviders(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(screen.queryByTestId("pagination")).toBeNull();
  });

  it("renders the window, marks the current page and has two ellipses in the middle", () => {
    renderWithProviders(<Pagination page={10} totalPages={20} onChange={() => {}} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    const pages = within(nav)
      .getAllByRole("button", { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(["8", "9", "10", "11", "12"]);
    expect(screen.getByRole("button", { name: "Page 10" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getAllByTestId("pagination-ellipsis")).toHaveLength(2);
  });

  it("calls onChange from first, previous, next, last and page buttons", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Pagination page={5} totalPages={9} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "First page" }));
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await user.click(screen.getByRole("button", { name: "Last page" }));
    await user.click(screen.getByRole("button", { name: "Page 7" }));
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([1, 4, 6, 9, 7]);
  });

  it("disables first and previous on the first page, next and last on the last", () => {
    const { rerender } = renderWithProviders(<Pagination page={1} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole("button", { name: "First page" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Previous page" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Next page" }).hasAttribute("disabled")).toBe(false);
    rerender(<Pagination page={3} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Next page" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Last page" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "First page" }).hasAttribute("disabled")).toBe(false);
  });

  it("keeps the way back on a page past the end, a single page included", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<Pagination page={7} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Next page" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    await user.click(screen.getByRole("button", { name: "Last page" }));
    rerender(<Pagination page={4} totalPages={1} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Last page" }));
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([3, 3, 1]);
  });
});
