import { describe, expect, it } from "vitest";
import { checkA11y, signIn, toastText, useBrowser } from "../browser.js";

// Generous: each page is checked by axe at two widths, which on a busy shared machine takes a while.
describe("group administrators assign membership roles", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("gives a member of the IT group the On call role from the member list", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "jonas.schneider@example.com");
    await page.goto("/groups/it/members");
    const row = page.getByTestId("directory-member").filter({ hasText: "Sofia Klein" });
    await row.waitFor();
    await checkA11y(page);
    await row.getByRole("button", { name: "Roles" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("input").first().click();
    await page.getByRole("option", { name: "On call" }).click();
    // Close the option list so it no longer covers the buttons.
    await dialog.getByRole("heading", { name: "Roles of Sofia Klein" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    expect(await toastText(page, "Saved successfully.")).toBe("Saved successfully.");
    await row.getByText("On call").waitFor();

    // A plain member of the group sees the badge but no role editor.
    const other = await browser.newPage();
    await signIn(other.page, "elias.neumann@example.com");
    await other.page.goto("/groups/it/members");
    const seen = other.page.getByTestId("directory-member").filter({ hasText: "Sofia Klein" });
    await seen.getByText("On call").waitFor();
    expect(await seen.getByRole("button", { name: "Roles" }).count()).toBe(0);
    await other.context.close();
    await context.close();
  });
});
