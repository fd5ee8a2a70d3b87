import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { demoDay } from "../../server/src/seed/demo-day.js";
import { checkA11y, DESKTOP, demoSeededOn, eventually, PHONE, signIn, textWhen, useBrowser } from "../browser.js";

/** Every distinct in-app address the links inside `selector` point at. */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${selector} a[href^="/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((h) => h && !h.startsWith("//")))];
}

/** Per page, the requests in flight and when the last one ended (see `tracked`). */
const traffic = new WeakMap<Page, { inFlight: Set<unknown>; quietSince: number }>();

/** Starts counting the page's requests; a WebSocket is not a request and does not count. */
function tracked(page: Page): Page {
  if (traffic.has(page)) return page;
  const state = { inFlight: new Set<unknown>(), quietSince: Date.now() };
  traffic.set(page, state);
  page.on("request", (r) => state.inFlight.add(r));
  const done = (r: unknown) => {
    state.inFlight.delete(r);
    if (state.inFlight.size === 0) state.quietSince = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return page;
}

/**
 * Waits until the page has drawn what it loads: no spinner left and no request in flight for 150 ms (a
 * screen asks for its data as it mounts, and a not-found answer turns into the not-found page). Playwright's
 * "networkidle" waits for 500 ms of quiet on every page, which was a third of this file's time.
 */
async function loaded(page: Page) {
  const state = traffic.get(tracked(page));
  await eventually(
    async () => state !== undefined && state.inFlight.size === 0 && Date.now() - state.quietSince >= 150,
    15_000,
  );
  await eventually(async () => (await page.locator(".mantine-Loader-root:visible").count()) === 0, 15_000);
}

/** Addresses already opened by a walk of this file: the other width's walk finds mostly the same links. */
const walked = new Set<string>();

/**
 * Opens each address not yet walked and fails on the not-found page (the router's or a screen's "Page not
 * found"). Whether an address leads somewhere does not depend on the width, so each is opened once.
 */
async function walk(page: Page, hrefs: string[], from: string) {
  tracked(page);
  const dead: string[] = [];
  for (const href of hrefs) {
    if (walked.has(href)) continue;
    walked.add(href);
    await page.goto(href);
    await page.locator("main").waitFor();
    await loaded(page);
    const notFound = (await page.getByTestId("not-found").count()) + (await page.getByText("Page not found").count());
    if (notFound > 0) dead.push(`${href} (linked from ${from})`);
  }
  expect(dead, "links that end on the not-found page").toEqual([]);
}

describe("navigation: every link leads somewhere", () => {
  const browser = useBrowser();

  for (const [width, viewport] of [
    ["wide", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    // Some thirty pages, each waited for until it has loaded: a long journey on a busy machine.
    it(`walks the header, userbar, start page and group tabs (${width})`, async () => {
      const { page, context } = await browser.newPage(viewport);
      await signIn(page, "admin@example.com");
      await page.goto("/");

      // The start page shows the demo's day: today's appointments with their times, unread messages,
      // open invitations and the administrator's groups. Today's are the demo's only on the day it was seeded (a run
      // may go past midnight in Berlin).
      const today = page.getByTestId("dashboard-today");
      if (demoSeededOn() === demoDay(0)) {
        expect(await textWhen(today, /One-to-one with Sarah/)).toMatch(/All day\s+Health day/);
        expect(await today.innerText()).toMatch(/15:00–15:30\s+One-to-one with Sarah/);
      } else await today.waitFor();
      // The demo gives the administrator 3 unread messages; the other walk and other journeys (a reply in the
      // messages journey) may have read some or added one, so the page is read against the inbox's own count.
      const unreads = await page.request.get("/api/v1/unreads", { headers: { accept: "application/json" } });
      const unread = ((await unreads.json()) as { Messages?: number }).Messages ?? 0;
      const messages = page.getByTestId("dashboard-messages");
      if (unread > 0) {
        const countText = `${unread} unread message${unread === 1 ? "" : "s"}`;
        expect(await textWhen(messages, new RegExp(countText))).toContain(countText);
        expect(await page.getByTestId("dashboard-message").count()).toBe(Math.min(unread, 5));
      } else {
        expect(await textWhen(messages, /You have read all your messages\./)).toContain(
          "You have read all your messages.",
        );
      }
      const invites = page.getByTestId("dashboard-invites");
      expect(await textWhen(invites, /Running Club/)).toMatch(/Architecture review/);
      expect(await invites.getByTestId("dashboard-invite").count()).toBe(3);
      // Each box of the start page loads on its own: read each once it shows its rows.
      const groups = page.getByTestId("dashboard-group");
      await groups.first().waitFor();
      expect(await groups.allInnerTexts()).toEqual(["Management Board"]);
      const upcoming = page.getByTestId("dashboard-upcoming").getByTestId("dashboard-appointment");
      await eventually(async () => (await upcoming.count()) > 3);
      expect(await upcoming.count()).toBeGreaterThan(3);
      await checkA11y(page);

      if (viewport === PHONE) {
        // On a phone the userbar is behind the burger; its links are the same.
        await page.getByRole("button", { name: "Toggle navigation" }).click();
        await page.getByRole("navigation", { name: "Userbar" }).getByRole("link", { name: "Administration" }).waitFor();
      }
      // The header's menus: the profile menu and the notifications (the administrator has some).
      await page.getByRole("button", { name: "Profile menu" }).click();
      await page.getByRole("menu").waitFor();
      const menus = await linksIn(page, '[role="menu"]');
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Notifications" }).click();
      await eventually(async () => (await linksIn(page, '[data-testid="notifications-dropdown"]')).length > 0);
      menus.push(...(await linksIn(page, '[data-testid="notifications-dropdown"]')));
      await page.keyboard.press("Escape");
      const header = [...new Set([...(await linksIn(page, "header")), ...menus])];
      const userbar = await linksIn(page, 'nav[aria-label="Userbar"]');
      const start = await linksIn(page, "main");
      expect(userbar).toEqual(
        expect.arrayContaining(["/activitystreams/all", "/messages", "/appointments", "/directory", "/administration"]),
      );
      // Chat (the header's button) and files (a module link) are built; search is not yet.
      expect([...header, ...userbar]).toEqual(expect.arrayContaining(["/chat", "/files"]));
      expect([...header, ...userbar, ...start]).not.toContain("/search");

      const board = page.getByTestId("dashboard-group").getByRole("link", { name: "Management Board" });
      await page.goto((await board.getAttribute("href")) ?? "");
      await page.getByTestId("group-tab-home").waitFor();
      const tabs = await linksIn(page, "main");
      const administration = page.getByTestId("group-tab-administration");
      if ((await administration.count()) > 0) {
        await administration.click();
        await page.getByRole("menu").waitFor();
        tabs.push(...(await linksIn(page, '[role="menu"]')));
        await page.keyboard.press("Escape");
      }

      await walk(page, header, "the header");
      await walk(page, userbar, "the userbar");
      await walk(page, start, "the start page");
      await walk(page, tabs, "the group's tabs");
      await context.close();
    }, 600_000);
  }

  it("opens the group directory at /groups", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "jonas.schneider@example.com");
    await tracked(page).goto("/groups");
    await page.waitForURL(/\/directory\/departments$/);
    await loaded(page);
    expect(await page.getByText("Page not found").count()).toBe(0);
    await context.close();
  });

  it("shows administrators the outbox with the mails the demo sent, and one mail's HTML and text", async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, "admin@example.com");
    // The administration's screens are in the userbar on its pages (loaded from the administration userbar).
    await page.goto("/administration");
    await page.getByRole("button", { name: "Toggle navigation" }).click();
    await page.getByRole("navigation", { name: "Userbar" }).getByRole("link", { name: "Outbox" }).click();
    await page.waitForURL(/\/administration\/outbox$/);
    // The pointer leaves the link it clicked, so the check sees the page as it rests.
    await page.mouse.move(0, 0);
    const count = await textWhen(page.getByTestId("outbox-count"), /^\d+ mails?$/);
    const total = Number(count.split(" ")[0]);
    expect(total).toBeGreaterThan(0);
    const rows = page.getByTestId("outbox-mail");
    expect(await rows.count()).toBe(Math.min(total, 25));
    const first = await rows.first().innerText();
    expect(first).toMatch(/To \S+@\S+/);
    expect(first).toMatch(/Sent \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await checkA11y(page);
    await rows.first().click();
    const view = page.getByRole("dialog");
    await view.waitFor();
    // The mail's HTML is drawn in a frame that loads on its own: read it once it shows text.
    const html = page.frameLocator('[data-testid="outbox-html"]').locator("body");
    expect((await textWhen(html, /\S[\s\S]{10,}/)).length).toBeGreaterThan(10);
    await view.getByRole("tab", { name: "Text" }).click();
    expect((await textWhen(page.getByTestId("outbox-text"), /\S[\s\S]{10,}/)).length).toBeGreaterThan(10);
    await context.close();
  });

  it("does not show the outbox to members who are not administrators", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "jonas.schneider@example.com");
    await page.goto("/");
    const userbar = page.getByRole("navigation", { name: "Userbar" });
    await userbar.getByRole("link", { name: "Messages" }).waitFor();
    expect(await userbar.getByRole("link", { name: "Outbox" }).count()).toBe(0);
    const res = await page.request.get("/administration/outbox", { headers: { accept: "application/json" } });
    expect(res.status()).toBe(403);
    await context.close();
  });
});
