import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, checkA11y, eventually, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";
import { pickOptionIn } from "../locators.js";

const WIDE = { width: 1366, height: 900 };

/**
 * A stand-in RSS feed on this machine: the app fetches it because the journeys start it with
 * CRAWL_ALLOW_PRIVATE_HOSTS=1 (e2e/server.ts); in production the guard refuses private addresses.
 */
let site: http.Server;
let origin = "";
beforeAll(async () => {
  site = http.createServer((req, res) => {
    if (req.url === "/feed.xml") {
      res.writeHead(200, { "content-type": "application/rss+xml" }).end(`<?xml version="1.0"?>
        <rss version="2.0"><channel><title>Stand-in news</title>
        <item><title>Stand-in story</title><link>https://news.example.org/story</link></item>
        </channel></rss>`);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const TYPES = [
  "Text",
  "Appointments",
  "Birthdays",
  "Group info",
  "Newest members",
  "Online members",
  "RSS feed",
  "Speed dial",
  "Administrators",
];

describe("widget bars", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("an administrator builds the network's sidebar with every widget type; a group gets its own; a member reads but cannot edit", async () => {
    const stamp = Date.now();
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");
    const saved = await (await apiCall(admin.page, "GET", "/administration/widgetbars/as-all.json")).json();
    const it = await (await apiCall(admin.page, "GET", "/api/v1/groups/it")).json();
    const groupBar = `g-${it.id}-as-all`;
    try {
      // The administration userbar leads to the list, the list to the editor.
      await admin.page.goto("/administration");
      await admin.page
        .getByTestId("admin-userbar-section-content")
        .getByRole("link", { name: "Widget bars", exact: true })
        .click();
      await admin.page.waitForURL(/\/administration\/widgetbars$/);
      await admin.page.getByTestId("widgetbars-table").waitFor();
      await checkA11y(admin.page);
      await admin.page.getByTestId("edit-as-all").click();
      await admin.page.waitForURL(/\/administration\/widgetbars\/as-all\/edit$/);
      const editor = admin.page.getByTestId("widgetbar-editor");
      await editor.waitFor();
      // Start from an empty bar: remove what an earlier run left.
      while ((await admin.page.getByRole("button", { name: /^Remove widget/ }).count()) > 0) {
        await admin.page
          .getByRole("button", { name: /^Remove widget/ })
          .first()
          .click();
      }
      for (const [index, type] of TYPES.entries()) {
        await pickOptionIn(admin.page, admin.page.getByTestId("widget-add-type"), type);
        await admin.page.getByTestId("widget-add").click();
        // The new widget's fields are drawn before the next type is picked (they push the picker down).
        const drawn = admin.page.locator('[data-testid^="widget-fields-"]');
        expect(await eventually(async () => (await drawn.count()) === index + 1)).toBe(true);
      }
      const text = admin.page.getByTestId("widget-fields-text");
      await text.getByRole("textbox", { name: "Headline" }).fill(`Welcome ${stamp}`);
      await text.getByRole("textbox", { name: "Content" }).fill("Read the **house rules** first.");
      await admin.page
        .getByTestId("widget-fields-rss")
        .getByRole("textbox", { name: /Feed address/ })
        .fill(`${origin}/feed.xml`);
      // The administrators' widget moves up one place.
      await admin.page.getByRole("button", { name: "Move up" }).last().click();
      await checkA11y(admin.page);
      await admin.page.getByTestId("widgetbar-save").click();
      expect(await toastText(admin.page, "Saved successfully.")).toBe("Saved successfully.");
      const stored = await (await apiCall(admin.page, "GET", "/administration/widgetbars/as-all.json")).json();
      expect(stored.widgets.map((w: { type: string }) => w.type)).toEqual([
        "text",
        "appointments",
        "birthday",
        "group_info",
        "newest_members",
        "online_members",
        "rss",
        "admin_members",
        "speed_dial",
      ]);
      expect(stored.widgets.map((w: { count: number }) => w.count)).toEqual([0, 10, 5, 0, 5, 5, 12, 5, 15]);

      // Beside the stream.
      await admin.page.goto("/activitystreams/all");
      const sidebar = admin.page.getByTestId("widget-sidebar");
      expect(await textWhen(sidebar, /Stand-in story/)).toContain(`Welcome ${stamp}`);
      // The text widget's markdown, drawn once its renderer has loaded.
      await textWhen(sidebar, /house rules/);
      expect(await sidebar.locator("strong", { hasText: "house rules" }).count()).toBe(1);
      expect(await sidebar.getByRole("link", { name: "Stand-in story" }).getAttribute("href")).toBe(
        "https://news.example.org/story",
      );
      const streamBox = await admin.page.getByTestId("activity-stream").boundingBox();
      const sideBox = await sidebar.boundingBox();
      expect(sideBox && streamBox && sideBox.x > streamBox.x + streamBox.width - 1).toBe(true);
      await checkA11y(admin.page);

      // A member on a phone opens the bar behind its toggle, and may not edit it.
      const jonas = await browser.newPage(PHONE);
      await signIn(jonas.page, "jonas.schneider@example.com");
      await jonas.page.goto("/activitystreams/all");
      await jonas.page.getByTestId("widget-sidebar-toggle").click();
      const compact = jonas.page.locator("#widget-sidebar-compact");
      expect(await textWhen(compact, /Stand-in story/)).toContain(`Welcome ${stamp}`);
      await checkA11y(jonas.page);
      expect((await apiCall(jonas.page, "GET", "/administration/widgetbars.json")).status()).toBe(403);
      expect(
        (
          await apiCall(jonas.page, "PUT", "/administration/widgetbars/as-all.json", { widgetbar: { widgets: [] } })
        ).status(),
      ).toBe(403);

      // Jonas administers the IT group: he gives it a bar of its own, which takes the network's place there.
      await jonas.page.goto("/groups/it/administration/widgetbars");
      await jonas.page.getByTestId(`edit-${groupBar}`).click();
      await jonas.page.getByTestId("widgetbar-editor").waitFor();
      await checkA11y(jonas.page);
      await jonas.page.getByTestId("widget-add-type").click();
      await jonas.page.getByRole("option", { name: "Group info", exact: true }).click();
      await jonas.page.getByTestId("widget-add").click();
      const info = jonas.page.getByTestId("widget-fields-group_info");
      await info.getByRole("textbox", { name: "Headline" }).fill(`IT corner ${stamp}`);
      await info.getByRole("textbox", { name: "Content" }).fill("Tickets go to the *help desk*.");
      await jonas.page.getByTestId("widgetbar-save").click();
      expect(await toastText(jonas.page, "Saved successfully.")).toBe("Saved successfully.");
      await jonas.page.getByTestId("widgetbar-back").click();
      await jonas.page.waitForURL(/\/groups\/it\/administration\/widgetbars$/);

      // The administrator reads the group's bar beside the group's stream, not the network's.
      await admin.page.goto("/groups/it");
      const groupSidebar = admin.page.getByTestId("widget-sidebar");
      // The group info's content is markdown too: read once its renderer has loaded.
      expect(await textWhen(groupSidebar, /help desk/)).toContain(`IT corner ${stamp}`);
      expect(await groupSidebar.getByText("Stand-in story").count()).toBe(0);
      expect(await groupSidebar.getByRole("link", { name: it.name }).count()).toBe(1);
      await checkA11y(admin.page);
    } finally {
      await apiCall(admin.page, "PUT", "/administration/widgetbars/as-all.json", {
        widgetbar: { widgets: saved.widgets },
      });
      await apiCall(admin.page, "PUT", `/groups/it/administration/widgetbars/${groupBar}.json`, {
        widgetbar: { widgets: [] },
      });
    }
  });
});
