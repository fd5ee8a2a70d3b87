import { describe, expect, it } from "vitest";
import { checkA11y, PHONE, signIn, textWhen, useBrowser } from "../browser.js";
import { readDate, seededDay } from "../dates.js";

/** A day of the demo (days from the day it was seeded), as an English reader sees a date: 23/11/2026. */
const demoDate = (days: number): string => readDate(seededDay(days));

const noOverflow = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("search", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("finds an appointment by a German plural and a member by a misspelled name, module by module and in a group", async () => {
    const { page } = await browser.newPage();
    // Ella is in Marketing, whose closed calendar "Campaigns" holds the trade fair at the "Messe".
    await signIn(page, "ella.lange@example.com");
    await page.goto("/");
    const field = page.getByTestId("header-search-input");
    await field.click();
    await page.keyboard.type("Messen");
    // Suggestions as she types, and the typed text under them.
    const suggestions = page.getByTestId("search-suggestions");
    expect(await textWhen(suggestions, /Trade fair/)).toContain("Trade fair");
    expect(await page.getByTestId("search-for").textContent()).toContain("Messen");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=Messen/);

    const appointments = page.getByTestId("search-module-appointments");
    const fair = appointments.getByTestId("search-hit").filter({ hasText: "Trade fair" });
    await fair.waitFor();
    expect(await fair.getByTestId("hit-date").textContent()).toBe(`${demoDate(20)} – ${demoDate(22)}`);
    expect(await fair.textContent()).toContain("All dayCampaignsMesse");
    expect(await fair.getByTestId("hit-calendar").first().textContent()).toBe("Campaigns");
    await checkA11y(page);

    // One module opened alone from the userbar (its links keep the query), and back to every module.
    await page.getByTestId("userbar-search-appointments").click();
    await page.waitForURL(/module=appointments/);
    // The overview's other modules go once the module's own page has come.
    await page.getByTestId("search-module-messages").waitFor({ state: "detached" });
    const alone = page.getByTestId("search-module-appointments");
    await alone.getByTestId("search-hit").filter({ hasText: "Trade fair" }).waitFor();
    expect(await textWhen(alone.getByTestId("search-module-total"), /result/)).toMatch(/^\d+ results?$/);
    await page.getByTestId("search-all-modules").click();
    await page.waitForURL((url) => url.search.includes("q=Messen") && !url.search.includes("module="));
    await page.getByTestId("search-module-appointments").waitFor();

    // A colleague by a misspelled name: Jonas Schneider typed as "Schnieder".
    await field.fill("");
    await field.click();
    await page.keyboard.type("Jonas Schnieder");
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=Jonas(\+|%20)Schnieder/);
    const jonas = page.getByTestId("search-module-members").getByTestId("search-hit").first();
    expect(await textWhen(jonas, /Jonas Schneider/)).toContain("Software Engineer");
    await jonas.getByRole("link", { name: "Jonas Schneider" }).first().click();
    await page.waitForURL(/\/members\/[0-9a-f]{24}$/);
    await page.getByRole("heading", { name: "Jonas Schneider" }).first().waitFor();

    // Inside the Marketing group: only what belongs to groups, then the whole network again.
    await page.goto("/groups/marketing/search?q=trade");
    await page.getByTestId("search-module-appointments").getByText("Trade fair").waitFor();
    expect(await page.getByTestId("search-module-messages").count()).toBe(0);
    expect(await page.getByTestId("search-module-groups").count()).toBe(0);
    await page.getByTestId("search-globally").click();
    await page.waitForURL((url) => url.pathname === "/search");
    expect(new URL(page.url()).pathname).toBe("/search");
  });

  it("finds a message from the header's suggestions on a phone, and a closed group's content stays hidden", async () => {
    const admin = await browser.newPage(PHONE);
    await signIn(admin.page, "admin@example.com");
    await admin.page.goto("/");
    await admin.page.getByTestId("header-search-open").click();
    await admin.page.getByTestId("header-search-input").click();
    await admin.page.keyboard.type("budg");
    // The message and Tom's reply ("Re: Budget for next year"): the first is the message itself.
    const suggestion = admin.page
      .getByTestId("search-suggestion")
      .filter({ hasText: /^Budget for next year/ })
      .first();
    await suggestion.waitFor();
    await suggestion.click();
    await admin.page.waitForURL(/\/messages\/[0-9a-f]{24}$/);
    await admin.page.getByText("Budget for next year").first().waitFor();

    // The results page on a phone: everything fits the screen.
    await admin.page.goto("/search?q=budget");
    const messages = admin.page.getByTestId("search-module-messages");
    await messages.getByText("Budget for next year", { exact: true }).first().waitFor();
    expect(await messages.getByTestId("search-highlight").first().innerHTML()).toContain("<mark>budget</mark>");
    expect(await noOverflow(admin.page)).toBeLessThanOrEqual(0);
    await checkA11y(admin.page);

    // Jonas is not in Marketing: the trade fair in its closed calendar is nowhere, and no count betrays it.
    const jonas = await browser.newPage(PHONE);
    await signIn(jonas.page, "jonas.schneider@example.com");
    await jonas.page.goto("/search?q=%22trade%20fair%22");
    await jonas.page.getByText("No results").first().waitFor();
    expect(await jonas.page.locator("main").textContent()).not.toContain("Trade fair");
    await jonas.page.goto("/search?q=Messe&module=appointments");
    await jonas.page.getByText("No results").first().waitFor();
    expect(await noOverflow(jonas.page)).toBeLessThanOrEqual(0);
  });
});
