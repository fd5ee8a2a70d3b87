import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, eventually, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const noOverflow = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A network page made by the signed-in administrator through the API. */
async function madePage(
  page: import("playwright-core").Page,
  title: string,
  parentId: string | null,
  inUserbar: boolean,
) {
  const res = await apiCall(page, "POST", "/pages", {
    page: { title, html_content: "<p>Text</p>", parent_id: parentId, show_in_userbar: inUserbar },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; path: string };
}

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

  it("the administrator moves a subpage up; the new order shows in the page list and the userbar after reload", async () => {
    const word = Date.now().toString(36);
    const [parentTitle, first, second] = [`Handbook ${word}`, `Arrival ${word}`, `Breakfast ${word}`];

    const admin = await browser.newPage();
    await signIn(admin.page, "admin@example.com");
    const made = async (title: string, parentId: string | null) =>
      (await madePage(admin.page, title, parentId, true)).id;
    const parentId = await made(parentTitle, null);
    await made(first, parentId);
    await made(second, parentId);

    await admin.page.goto("/pages");
    const toggle = admin.page.getByRole("button", { name: "Change order" });
    await toggle.click();
    await admin.page.getByTestId("page-order").waitFor();
    await checkA11y(admin.page);
    // The breakfast page's own row (the handbook's row holds it too, so the innermost is the last match).
    const row = admin.page
      .getByTestId("sortable-row")
      .filter({ has: admin.page.getByTestId("page-order-title").getByText(second, { exact: true }) })
      .last();
    await row.getByRole("button", { name: "Move the page up" }).click();
    expect(await toastText(admin.page, "The order of the pages was saved.")).toBe("The order of the pages was saved.");

    const before = (texts: string[]) => texts.indexOf(second) >= 0 && texts.indexOf(second) < texts.indexOf(first);
    await admin.page.reload();
    const links = admin.page.getByTestId("pages-more").getByRole("link");
    await links.filter({ hasText: second }).waitFor();
    expect(before(await links.allTextContents())).toBe(true);
    const userbar = admin.page.getByTestId("userbar-pages").getByTestId("userbar-page-link");
    await userbar.filter({ hasText: second }).waitFor();
    expect(before(await userbar.allTextContents())).toBe(true);

    // A member reads the same order, on a phone too; no reordering is offered there.
    const anna = await browser.newPage(PHONE);
    await signIn(anna.page, "anna.becker@example.com");
    await anna.page.goto("/pages");
    const annaLinks = anna.page.getByTestId("pages-more").getByRole("link");
    await annaLinks.filter({ hasText: second }).waitFor();
    expect(before(await annaLinks.allTextContents())).toBe(true);
    expect(await anna.page.getByRole("button", { name: "Change order" }).count()).toBe(0);
    await checkA11y(anna.page);
    expect(await noOverflow(anna.page)).toBeLessThanOrEqual(0);

    // The administrator's phone: the order mode fits the width (drag handles; the arrows from 576 px up).
    const adminPhone = await browser.newPage(PHONE);
    await signIn(adminPhone.page, "admin@example.com");
    await adminPhone.page.goto("/pages");
    await adminPhone.page.getByRole("button", { name: "Change order" }).click();
    await adminPhone.page.getByTestId("page-order").waitFor();
    await checkA11y(adminPhone.page);
    expect(await noOverflow(adminPhone.page)).toBeLessThanOrEqual(0);

    for (const p of [admin, anna, adminPhone]) await p.context.close();
  });
  it("the administrator moves a page under another parent by keyboard; a member reads it there, subpages along", async () => {
    const word = Date.now().toString(36);
    const [handbookTitle, kitchenTitle, coffeeTitle] = [`Handbook ${word}`, `Kitchen ${word}`, `Coffee ${word}`];

    const admin = await browser.newPage();
    await signIn(admin.page, "admin@example.com");
    const made = (title: string, parentId: string | null) => madePage(admin.page, title, parentId, false);
    // Two top-level pages, the kitchen (with its coffee page) right below the handbook.
    const handbook = await made(handbookTitle, null);
    const kitchen = await made(kitchenTitle, null);
    const coffee = await made(coffeeTitle, kitchen.id);

    await admin.page.goto("/pages");
    await admin.page.getByRole("button", { name: "Change order" }).click();
    await admin.page.getByTestId("page-order").waitFor();
    const rowOf = (title: string) =>
      admin.page
        .getByTestId("sortable-row")
        .filter({ has: admin.page.getByTestId("page-order-title").getByText(title, { exact: true }) });
    expect(await rowOf(kitchenTitle).getAttribute("data-depth")).toBe("0");
    // By keyboard: focus the kitchen's "into the page above" button and press Enter.
    await rowOf(kitchenTitle).getByRole("button", { name: "Move the page into the page above" }).focus();
    await admin.page.keyboard.press("Enter");
    expect(await toastText(admin.page, "The page was moved.")).toBe("The page was moved.");
    expect(await rowOf(kitchenTitle).getAttribute("data-depth")).toBe("1");
    expect(await rowOf(coffeeTitle).getAttribute("data-depth")).toBe("2");
    await checkA11y(admin.page);

    // And the drag handle by keyboard: space, arrow left (out one level), space takes the coffee page to the handbook.
    // Each key waits for what the one before showed: on a busy machine a key pressed before the drag has started, or a
    // drop before the row shows where it would land, does nothing. The drag shows as started (aria-pressed) before it
    // listens for keys: @dnd-kit's keyboard sensor adds its keydown listener in a 0 ms timer, and Chromium's scheduler
    // runs a waiting key press before a waiting timer. A 0 ms timer of our own runs after it (timers of one delay keep
    // their order). This was not caught in the act: 60 drags under load all moved with and without the wait.
    await rowOf(coffeeTitle).getByRole("button", { name: "Drag to move the page" }).focus();
    await admin.page.keyboard.press("Space");
    await rowOf(coffeeTitle).locator('[aria-pressed="true"]').waitFor();
    await admin.page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    // Under load the arrow key was still lost now and then (a clean-clone CI of 2026-12-01, nothing else changed on
    // this screen): a key that has moved nothing after 8 s was not taken, and is pressed once more.
    const outOneLevel = () =>
      eventually(async () => (await rowOf(coffeeTitle).getAttribute("data-depth")) === "1", 8_000);
    await admin.page.keyboard.press("ArrowLeft");
    if (!(await outOneLevel())) await admin.page.keyboard.press("ArrowLeft");
    expect(await outOneLevel()).toBe(true);
    // The row still shows one level out just before the drop (a second press taken late would show it at the top).
    expect(await rowOf(coffeeTitle).getAttribute("data-depth")).toBe("1");
    await admin.page.keyboard.press("Space");
    await rowOf(coffeeTitle).locator('[aria-pressed="true"]').waitFor({ state: "detached" });
    await eventually(async () => (await rowOf(coffeeTitle).getAttribute("data-depth")) === "1");
    expect(await rowOf(coffeeTitle).getAttribute("data-depth")).toBe("1");
    expect(await toastText(admin.page, "The page was moved.")).toBe("The page was moved.");
    // Back into the kitchen with the buttons, as it was.
    await rowOf(coffeeTitle).getByRole("button", { name: "Move the page into the page above" }).click();
    expect(await eventually(async () => (await rowOf(coffeeTitle).getAttribute("data-depth")) === "2")).toBe(true);

    // Anna reads the tree under the new parent: the handbook lists the kitchen, the coffee page sits below both.
    const anna = await browser.newPage();
    await signIn(anna.page, "anna.becker@example.com");
    await anna.page.goto(handbook.path);
    await anna.page.getByRole("link", { name: kitchenTitle }).waitFor();
    await anna.page.goto(coffee.path);
    const crumbs = anna.page.getByRole("navigation", { name: "Where this page is" }).getByRole("link");
    await crumbs.filter({ hasText: kitchenTitle }).waitFor();
    expect(await crumbs.allTextContents()).toEqual([handbookTitle, kitchenTitle]);
    await anna.page.goto("/pages");
    const nested = anna.page.getByTestId("page-tree-item").filter({ hasText: handbookTitle }).first();
    await nested.getByTestId("page-tree-item").filter({ hasText: kitchenTitle }).getByText(coffeeTitle).waitFor();
    await checkA11y(anna.page);

    for (const p of [admin, anna]) await p.context.close();
  });

  it("an unknown address shows a member the info navigation, and a visitor the visitors' navigation", async () => {
    const title = `Opening hours ${Date.now().toString(36)}`;
    const admin = await browser.newPage();
    await signIn(admin.page, "admin@example.com");
    const res = await apiCall(admin.page, "POST", "/pages", {
      page: { title, html_content: "<p>Mon–Fri</p>", show_in_userbar: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    await admin.context.close();

    const anna = await browser.newPage();
    await signIn(anna.page, "anna.becker@example.com");
    await anna.page.goto("/no-such-address/anywhere");
    await anna.page.getByTestId("not-found").waitFor();
    const block = anna.page.getByTestId("userbar-pages");
    await block.getByRole("link", { name: title }).click();
    await anna.page.waitForURL(/\/pages\/opening-hours-/);
    expect(await textWhen(anna.page.getByTestId("page-title"), /Opening hours/)).toBe(title);
    await anna.page.goto("/no-such-address");
    await block.getByRole("link", { name: "All pages" }).waitFor();
    await checkA11y(anna.page);

    const visitor = await browser.newPage();
    await visitor.page.goto("/no-such-address");
    await visitor.page.getByTestId("not-found").waitFor();
    const userbar = visitor.page.getByTestId("userbar");
    await userbar.getByTestId("userbar-sign-in").first().waitFor();
    // Once the first paint's plain box has given way to the scroll area, the link is there once.
    expect(await eventually(async () => (await userbar.getByTestId("userbar-sign-in").count()) === 1)).toBe(true);
    expect(await userbar.getByTestId("userbar-info").getAttribute("href")).toBe("/imprint");
    expect(await visitor.page.getByTestId("userbar-pages").count()).toBe(0);
    await checkA11y(visitor.page);

    for (const p of [anna, visitor]) await p.context.close();
  });
});
