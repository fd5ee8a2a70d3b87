import { describe, expect, it } from "vitest";
import { checkA11y, eventually, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const noOverflow = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("network pages", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("the administrator writes a page for the userbar; a member finds it there and in the search", async () => {
    const word = `Zeppelin${Date.now().toString(36)}`;
    const title = `Visitor parking ${word}`;

    const admin = await browser.newPage();
    await signIn(admin.page, "admin@example.com");
    await admin.page.goto("/more");
    await admin.page.getByTestId("page-new").click();
    await admin.page.getByTestId("page-title-input").waitFor();
    await checkA11y(admin.page);
    await admin.page.getByTestId("page-title-input").fill(title);
    await admin.page.getByTestId("page-show-in-userbar").check();
    await admin.page.getByTestId("page-editor").locator(".ProseMirror").click();
    await admin.page.keyboard.type("Guests park on level minus two, next to the bicycles.");
    await admin.page.getByTestId("page-save").click();
    expect(await toastText(admin.page, `The page “${title}” was created.`)).toBe(`The page “${title}” was created.`);
    await admin.page.waitForURL(/\/pages\/visitor-parking-/);
    const pagePath = new URL(admin.page.url()).pathname;
    await admin.page.getByTestId("page-content").getByText("Guests park on level minus two").waitFor();
    await checkA11y(admin.page);

    // Anna opens Info from the userbar on her phone and finds the page among the pages shown there.
    const anna = await browser.newPage(PHONE);
    await signIn(anna.page, "anna.becker@example.com");
    await anna.page.goto("/info");
    await anna.page.getByTestId("pages-info").getByRole("link", { name: title }).waitFor();
    await anna.page.getByRole("button", { name: "Toggle navigation" }).click();
    const inUserbar = anna.page.getByTestId("userbar-pages").getByRole("link", { name: title });
    // Once the drawer has slid in: a click while it moves may land beside the link.
    expect(await eventually(async () => ((await inUserbar.boundingBox())?.x ?? -1) >= 0)).toBe(true);
    await inUserbar.click();
    await anna.page.waitForURL(new RegExp(`${pagePath}$`));
    expect(await textWhen(anna.page.getByTestId("page-title"), new RegExp(word))).toBe(title);
    expect(await anna.page.getByTestId("page-edit").count()).toBe(0);
    await checkA11y(anna.page);
    expect(await noOverflow(anna.page)).toBeLessThanOrEqual(0);

    // And through the search, by a word of its text.
    const wide = await browser.newPage();
    await signIn(wide.page, "anna.becker@example.com");
    await wide.page.goto(`/search?q=${word}`);
    const hit = wide.page.getByTestId("search-module-pages").getByTestId("search-hit").filter({ hasText: title });
    await hit.waitFor();
    await checkA11y(wide.page);
    await hit.getByRole("link", { name: title }).first().click();
    await wide.page.waitForURL(new RegExp(`${pagePath}$`));
    // Her userbar on a wide screen lists it under Pages.
    await wide.page.getByTestId("userbar-pages").getByRole("link", { name: title }).waitFor();

    for (const p of [admin, anna, wide]) await p.context.close();
  });
});
