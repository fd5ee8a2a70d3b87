import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, eventually, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";
import { pickOptionIn } from "../locators.js";

const WIDE = { width: 1366, height: 900 };

const column = (page: Page, label: string) =>
  page.getByTestId("wall-column").filter({ has: page.getByRole("heading", { name: label, exact: true }) });
const titlesIn = async (page: Page, label: string) =>
  (await column(page, label).getByTestId("wall-card").getByRole("link").allTextContents()).filter(
    (t) => !t.startsWith("#"),
  );
const shows = (page: Page, label: string, titles: string[]) =>
  eventually(async () => JSON.stringify(await titlesIn(page, label)) === JSON.stringify(titles), 20_000);

/** Drags by the card's grip to the middle of the target (a column or a card), in small steps as a hand does. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("nothing to drag");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 60), { steps: 15 });
  await page.mouse.up();
}

describe("apps and the wall", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("an administrator defines an app, fills it and works the wall by mouse and keyboard while a member sees it live", async () => {
    const stamp = Date.now();
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");

    // The app creator: the default title field, a selection field as the wall's columns.
    await admin.page.goto("/apps/new");
    await admin.page.getByTestId("app-name").fill(`Projects ${stamp}`);
    await admin.page.getByTestId("app-userbar").check();
    await admin.page.getByTestId("add-field").click();
    const status = admin.page.getByTestId("creator-field").nth(1);
    await status.getByTestId("field-label").fill("Status");
    await pickOptionIn(admin.page, status.getByTestId("field-type"), "Selection");
    await status.getByTestId("field-options").fill("To do\nDoing\nDone");
    await pickOptionIn(admin.page, admin.page.getByTestId("column-property"), "Status");
    await checkA11y(admin.page);
    await admin.page.getByTestId("app-save").click();
    await admin.page.waitForURL(/\/apps\/projects-[0-9]+\/items$/);
    const slug = new URL(admin.page.url()).pathname.split("/")[2] as string;
    await column(admin.page, "To do").waitFor();

    // Items: one through the form, the others through the API.
    await admin.page.getByRole("link", { name: "New item" }).click();
    await admin.page.getByTestId("field-title").fill("Write the plan");
    await pickOptionIn(admin.page, admin.page.getByTestId("field-status"), "To do");
    await admin.page.getByTestId("item-save").click();
    await toastText(admin.page, "Saved successfully.");
    for (const [title, state] of [
      ["Book the room", "to-do"],
      ["Order lunch", "doing"],
    ] as const) {
      const res = await apiCall(admin.page, "POST", `/api/v1/apps/${slug}/items`, {
        values: { title, status: state },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    // A member watches the wall on a phone.
    const sofia = await browser.newPage(PHONE);
    await signIn(sofia.page, "sofia.klein@example.com");
    await sofia.page.goto(`/apps/${slug}/items`);
    expect(await shows(sofia.page, "To do", ["Write the plan", "Book the room"])).toBe(true);
    await checkA11y(sofia.page);

    await admin.page.goto(`/apps/${slug}/items`);
    expect(await shows(admin.page, "Doing", ["Order lunch"])).toBe(true);
    await checkA11y(admin.page);

    // By mouse: "Write the plan" onto "Done".
    await drag(
      admin.page,
      column(admin.page, "To do").getByRole("button", { name: "Move Write the plan" }),
      column(admin.page, "Done"),
    );
    expect(await shows(admin.page, "Done", ["Write the plan"])).toBe(true);
    expect(await shows(sofia.page, "Done", ["Write the plan"])).toBe(true);
    expect(await shows(sofia.page, "To do", ["Book the room"])).toBe(true);

    // By keyboard: "Book the room" picked up with space, one column to the right, dropped with space.
    const grip = column(admin.page, "To do").getByRole("button", { name: "Move Book the room" });
    await grip.focus();
    // Each key when the one before has taken effect, as a screen reader user hears it (dnd-kit's live region): dnd-kit
    // measures the columns between the keys, which a busy machine can delay. The pick-up is announced and at once
    // replaced by where the card is; the grip shows it pressed.
    const announced = admin.page.locator('[id^="DndLiveRegion"]');
    await admin.page.keyboard.press("Space");
    await grip.and(admin.page.locator('[aria-pressed="true"]')).waitFor();
    // The keyboard sensor listens from a 0 ms timer after the pick-up: one of ours runs after it.
    await admin.page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    await admin.page.keyboard.press("ArrowRight");
    expect(await textWhen(announced, /is over Doing\.$/, 20_000)).toBe("Book the room is over Doing.");
    await admin.page.keyboard.press("Space");
    expect(await textWhen(announced, /dropped/, 20_000)).toBe("Book the room dropped in Doing.");
    expect(await eventually(async () => (await titlesIn(admin.page, "Doing")).includes("Book the room"), 20_000)).toBe(
      true,
    );
    expect(await eventually(async () => (await titlesIn(sofia.page, "Doing")).includes("Book the room"), 20_000)).toBe(
      true,
    );

    // Archive and restore from the item page.
    await admin.page.getByRole("link", { name: "Order lunch" }).click();
    await admin.page.getByTestId("item-archive").click();
    await toastText(admin.page, "Item archived");
    expect(await eventually(async () => !(await titlesIn(sofia.page, "Doing")).includes("Order lunch"), 20_000)).toBe(
      true,
    );
    await admin.page.goto(`/apps/${slug}/items/archive`);
    const archived = admin.page.getByTestId("archived-item").filter({ hasText: "Order lunch" });
    await archived.waitFor();
    await checkA11y(admin.page);
    await archived.getByTestId("restore-item").click();
    await toastText(admin.page, "Item restored");
    expect(await eventually(async () => (await titlesIn(sofia.page, "Doing")).includes("Order lunch"), 20_000)).toBe(
      true,
    );

    // The app is in the userbar of its pages.
    await admin.page.goto(`/apps/${slug}/items`);
    await admin.page
      .getByTestId("userbar-apps")
      .getByRole("link", { name: `Projects ${stamp}` })
      .waitFor();

    await Promise.all([admin.context.close(), sofia.context.close()]);
  });

  it("the activity integration posts a new item's teaser that another member reads in the stream and follows", async () => {
    const stamp = Date.now();
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");
    const defined = await apiCall(admin.page, "POST", "/api/v1/apps", {
      name: `Ideas ${stamp}`,
      fields: [
        { name: "title", label: "Title", type: "text", required: true },
        { name: "notes", label: "Notes", type: "rich_text" },
      ],
      integrations: { activity: { teaser: "New idea: {{title}}. {{notes}}" } },
    });
    expect(defined.status(), await defined.text()).toBe(201);
    const { slug } = (await defined.json()) as { slug: string };

    // The item through the form, its notes in the rich text editor.
    await admin.page.goto(`/apps/${slug}/items/new`);
    await admin.page.getByTestId("field-title").fill(`Bike racks ${stamp}`);
    const notes = admin.page.getByTestId("field-notes").locator("[contenteditable=true]");
    await notes.click();
    await admin.page.keyboard.type("Near the entrance");
    await checkA11y(admin.page);
    await admin.page.getByTestId("item-save").click();
    await toastText(admin.page, "Saved successfully.");
    await admin.page.waitForURL(/\/items\/[0-9a-f]{24}$/);
    const itemPath = new URL(admin.page.url()).pathname;

    // A member reads it in the network stream on a phone, and the link opens the item.
    const sofia = await browser.newPage(PHONE);
    await signIn(sofia.page, "sofia.klein@example.com");
    await sofia.page.goto("/activitystreams/all");
    const card = sofia.page
      .getByTestId("activity-card")
      .filter({ hasText: `New idea: Bike racks ${stamp}. Near the entrance` });
    await card.waitFor({ timeout: 20_000 });
    await checkA11y(sofia.page);
    await card.getByRole("link", { name: `Bike racks ${stamp}` }).click();
    await sofia.page.waitForURL((url) => url.pathname === itemPath);
    await sofia.page.getByText("Near the entrance").waitFor();

    await Promise.all([admin.context.close(), sofia.context.close()]);
  });
});
