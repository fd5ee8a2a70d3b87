import { describe, expect, it } from "vitest";
import {
  apiCall,
  checkA11y,
  eventually,
  inViewport,
  PHONE,
  signIn,
  signInThroughForm,
  useBrowser,
} from "../browser.js";
import { pickOptionIn } from "../locators.js";

describe("sign in, the shell, sign out", () => {
  const browser = useBrowser();

  it("sends a visitor to the sign-in page without userbar or search", async () => {
    const { page, context } = await browser.newPage();
    await page.goto("/appointments");
    await page.waitForURL(/\/users\/sign_in/);
    expect(await page.getByRole("navigation", { name: "Userbar" }).count()).toBe(0);
    expect(await page.getByLabel("Search").count()).toBe(0);
    await context.close();
  });

  it("refuses a wrong password with a message that does not say whether the account exists", async () => {
    const { page, context } = await browser.newPage();
    await page.goto("/users/sign_in");
    await page.getByLabel("E-mail").fill("admin@example.com");
    await page.getByLabel("Password", { exact: true }).fill("definitely wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Invalid e-mail or password.").waitFor();
    expect(page.url()).toContain("/users/sign_in");
    await context.close();
  });

  it("signs the administrator in, shows header and userbar, navigates, and signs out", async () => {
    const { page, context } = await browser.newPage();
    await signInThroughForm(page, "admin@example.com");
    await page.locator("header").waitFor();
    await page.getByRole("button", { name: "Notifications" }).waitFor();
    // Members have the header's search (visitors have none, below).
    await page.getByRole("search").first().waitFor();
    const userbar = page.getByRole("navigation", { name: "Userbar" });
    await userbar.waitFor();
    await userbar.getByRole("link", { name: "Appointments" }).first().click();
    await page.waitForURL(/\/appointments/);
    await page.getByTestId("appointments-page").waitFor();
    await checkA11y(page);
    // The open profile menu is a page state of its own (its items, the red sign-out).
    await page.getByRole("button", { name: "Profile menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).waitFor();
    await checkA11y(page);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL(/\/users\/sign_in/);
    const res = await page.request.get("/api/v1/network", { headers: { accept: "application/json" } });
    expect((await res.json()).current_member).toBeNull();
    await context.close();
  });

  it("switches the language without a reload: the start page's texts at once, a screen opened afterwards too", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "admin@example.com");
    await page.goto("/");
    await page.getByText("Here is what is on today.").waitFor();
    // Texts load one language at a time: the switch loads the German texts of the start page's features first.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await pickOptionIn(page, page.getByTestId("language-selector"), "Deutsch");
    await page.getByText("Das steht heute an.").waitFor();
    const userbar = page.getByRole("navigation", { name: "Userbar" });
    await userbar.getByRole("link", { name: "Termine" }).first().click();
    await page.getByTestId("appointments-page").waitFor();
    expect(await page.getByTestId("add-appointment").innerText()).toBe("Termin hinzufügen");
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  it("draws a member's first screen in their profile's language, with no screen in English before it", async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, "jonas.schneider@example.com");
    const me = (await (await apiCall(page, "GET", "/api/v1/network")).json()).current_member;
    expect((await apiCall(page, "PUT", `/members/${me.id}`, { member: { language: "de" } })).status()).toBe(200);
    try {
      // Every greeting and calendar shortcut (a shell text, which comes with the language's common texts) the start
      // page draws, from its first commit on (this device chose no language).
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { drawn: seen });
        const texts = [
          "Here is what is on today.",
          "Das steht heute an.",
          "See your upcoming appointments",
          "Ihre nächsten Termine ansehen",
        ];
        new MutationObserver(() => {
          const text = document.querySelector("main")?.textContent ?? "";
          for (const drawn of texts) if (text.includes(drawn) && !seen.includes(drawn)) seen.push(drawn);
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await page.goto("/");
      await page.getByText("Das steht heute an.").waitFor();
      await page.getByText("Ihre nächsten Termine ansehen").waitFor();
      expect((await page.evaluate(() => (window as { drawn?: string[] }).drawn))?.sort()).toEqual([
        "Das steht heute an.",
        "Ihre nächsten Termine ansehen",
      ]);
      expect(await page.locator("html").getAttribute("lang")).toBe("de");
      // The next start begins in German: its texts are what boot.js asks for with the app's scripts.
      expect(await page.evaluate(() => localStorage.getItem("intranet.language.followed"))).toBe("de");
    } finally {
      await apiCall(page, "PUT", `/members/${me.id}`, { member: { language: me.language } });
    }
    await context.close();
  });

  it("works on a phone: the userbar opens from the burger", async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, "jonas.schneider@example.com");
    await page.goto("/");
    const userbar = page.getByRole("navigation", { name: "Userbar" });
    await page.getByRole("button", { name: "Toggle navigation" }).waitFor();
    expect(await inViewport(userbar)).toBe(false);
    await page.getByRole("button", { name: "Toggle navigation" }).click();
    expect(await eventually(() => inViewport(userbar))).toBe(true);
    await userbar.getByRole("link", { name: "Messages" }).first().click();
    await page.waitForURL(/\/messages/);
    await context.close();
  });

  it("keeps a wide page's content in place while the header shrinks on scrolling and grows back at the top", async () => {
    const { page, context } = await browser.newPage({ width: 1280, height: 500 });
    await signIn(page, "admin@example.com");
    await page.goto("/administration/newsletter/settings");
    const title = page.getByRole("heading", { name: "Newsletter", level: 1 });
    await title.waitFor();
    const header = page.locator("header").first();
    const state = () =>
      title.evaluate((el) => ({
        top: Math.round(el.getBoundingClientRect().top),
        scrolled: Math.round(window.scrollY),
        header: Math.round(document.querySelector("header")?.getBoundingClientRect().height ?? 0),
      }));
    const atTop = await state();
    expect(atTop.header).toBe(80);
    await page.evaluate(() => window.scrollTo(0, 200));
    expect(await eventually(async () => (await header.boundingBox())?.height === 60)).toBe(true);
    // The content moved by the scroll alone: a link under the pointer stays there while the header changes height.
    const scrolled = await state();
    expect(scrolled).toEqual({ top: atTop.top - 200, scrolled: 200, header: 60 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await eventually(async () => (await header.boundingBox())?.height === 80)).toBe(true);
    expect(await state()).toEqual(atTop);
    await context.close();
  });

  it("shows the not-found page for an unknown address", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "admin@example.com");
    await page.goto("/this/does/not/exist");
    await page.getByText("Page not found").waitFor();
    await context.close();
  });
});
