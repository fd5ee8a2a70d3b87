import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, checkA11y, DESKTOP, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";
import { pickOptionIn } from "../locators.js";

/**
 * A stand-in RSS feed on this machine: the app fetches it because the journeys start it with
 * CRAWL_ALLOW_PRIVATE_HOSTS=1 (e2e/server.ts); in production the guard refuses private addresses.
 */
let site: http.Server;
let origin = "";
beforeAll(async () => {
  site = http.createServer((req, res) => {
    if (req.url === "/channel-feed.xml") {
      res.writeHead(200, { "content-type": "application/rss+xml" }).end(`<?xml version="1.0"?>
        <rss version="2.0"><channel><title>Channel news</title>
        <item><title>Canteen opens on Monday</title><link>https://news.example.org/canteen</link></item>
        <item><title>New parking rules</title><link>https://news.example.org/parking</link></item>
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

/** A published channel made through the API (its creation has a journey of its own in channels.spec.ts). */
async function channel(page: Parameters<typeof apiCall>[0], title: string, slug: string) {
  const res = await apiCall(page, "POST", "/channels", { channel: { title, slug, status: "published" } });
  expect(res.status()).toBe(201);
}

describe("channel widgets and administrators", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("a text widget with a German translation has a page of its own, read in both languages on a phone", async () => {
    const stamp = Date.now();
    const slug = `widget-page-${stamp}`;
    const admin = await browser.newPage(PHONE);
    await signIn(admin.page, "admin@example.com");
    await channel(admin.page, `Widget page ${stamp}`, slug);

    await admin.page.goto(`/channels/${slug}/widgets/new`);
    await admin.page.getByTestId("widget-title").fill("Welcome");
    await admin.page.getByTestId("widget-content").fill("<p>Hello from the widget page</p>");
    await pickOptionIn(admin.page, admin.page.getByTestId("widget-translation-language"), "Deutsch");
    await admin.page.getByTestId("widget-translation-title").fill("Willkommen");
    await admin.page.getByTestId("widget-translation-content").fill("<p>Hallo von der Widget-Seite</p>");
    await admin.page.getByTestId("widget-save").click();
    expect(await toastText(admin.page, "Widget saved")).toBe("Widget saved");

    // The widgets list leads to the widget's own page.
    await admin.page.getByTestId("widget-entry").first().getByTestId("widget-show").click();
    await admin.page.waitForURL(/\/widgets\/[0-9a-f]{24}$/);
    const path = new URL(admin.page.url()).pathname;
    await textWhen(admin.page.getByTestId("channel-widget-text"), /Hello from the widget page/);
    await textWhen(admin.page.getByTestId("widget-page-back"), new RegExp(`Back to Widget page ${stamp}`));
    expect(await admin.page.getByTestId("widget-page-edit").getAttribute("href")).toBe(`/channels/${slug}${path}/edit`);
    await checkA11y(admin.page);

    await admin.page.goto(`${path}?lng=de`);
    await textWhen(admin.page.getByTestId("channel-widget-text"), /Hallo von der Widget-Seite/);
    await textWhen(admin.page.getByTestId("channel-widget-text").getByRole("heading"), /Willkommen/);
    await checkA11y(admin.page);

    // A member reads it too; the back link leads to the channel.
    const member = await browser.newPage(PHONE);
    await signIn(member.page, "jonas.schneider@example.com");
    await member.page.goto(`${path}?lng=en`);
    await textWhen(member.page.getByTestId("channel-widget-text"), /Hello from the widget page/);
    expect(await member.page.getByTestId("widget-page-edit").count()).toBe(0);
    await member.page.getByTestId("widget-page-back").click();
    await member.page.waitForURL(new RegExp(`/channels/${slug}$`));
    await textWhen(member.page.getByTestId("channel-widget-text"), /Hello from the widget page|Hallo/);
  });

  it("an administrator makes a member channel administrator, who then edits its settings; the last one stays", async () => {
    const stamp = Date.now();
    const slug = `admins-${stamp}`;
    const admin = await browser.newPage(DESKTOP);
    await signIn(admin.page, "admin@example.com");
    await channel(admin.page, `Admins ${stamp}`, slug);

    // Lea reads the channel but may not administrate it.
    const lea = await browser.newPage(PHONE);
    await signIn(lea.page, "lea.fischer@example.com");
    expect((await apiCall(lea.page, "GET", `/channels/${slug}/admins`)).status()).toBe(403);

    await admin.page.goto(`/channels/${slug}`);
    await admin.page.getByTestId("channel-admin-menu").click();
    await admin.page.getByRole("menuitem", { name: "Administrators" }).click();
    await admin.page.waitForURL(new RegExp(`/channels/${slug}/administration$`));
    await textWhen(admin.page.getByTestId("channel-admins-title"), new RegExp(`Administrators of Admins ${stamp}`));
    await admin.page.getByTestId("member-picker").fill("lea");
    await admin.page.getByRole("option", { name: /Lea Fischer/ }).click();
    await admin.page.keyboard.press("Escape");
    await admin.page.getByTestId("channel-admin-appoint").click();
    const added = "Lea Fischer can now administrate this channel";
    expect(await toastText(admin.page, added)).toBe(added);
    await textWhen(admin.page.getByTestId("channel-admins"), /Lea Fischer/);
    await checkA11y(admin.page);

    // Lea, on her phone, now has the administration menu and saves the settings.
    await lea.page.goto(`/channels/${slug}`);
    await lea.page.getByTestId("channel-admin-menu").click();
    await lea.page.getByRole("menuitem", { name: "Settings" }).click();
    await lea.page.waitForURL(new RegExp(`/channels/${slug}/edit$`));
    await lea.page.getByTestId("channel-title").fill(`Admins by Lea ${stamp}`);
    await lea.page.getByTestId("channel-save").click();
    expect(await toastText(lea.page, "Channel saved")).toBe("Channel saved");

    // Lea removes the network administrator; then she is the last one and cannot go.
    await lea.page.goto(`/channels/${slug}/administration`);
    await textWhen(lea.page.getByTestId("channel-admins-title"), new RegExp(`Admins by Lea ${stamp}`));
    await lea.page.getByRole("button", { name: "Remove Alex Admin" }).click();
    const removed = "Alex Admin no longer administrates this channel";
    expect(await toastText(lea.page, removed)).toBe(removed);
    await lea.page.getByRole("button", { name: "Remove Lea Fischer" }).click();
    const last = "A channel keeps at least one administrator: add another before removing this one.";
    expect(await toastText(lea.page, last)).toBe(last);
    await textWhen(lea.page.getByTestId("channel-admins"), /Lea Fischer/);
    await checkA11y(lea.page);
  });

  it("an rss widget shows a local feed on the channel page and on its own page", async () => {
    const stamp = Date.now();
    const slug = `rss-${stamp}`;
    const admin = await browser.newPage(DESKTOP);
    await signIn(admin.page, "admin@example.com");
    await channel(admin.page, `Feeds ${stamp}`, slug);

    await admin.page.goto(`/channels/${slug}/widgets/new`);
    await pickOptionIn(admin.page, admin.page.getByTestId("widget-type"), "RSS feed");
    await admin.page.getByTestId("widget-title").fill("Company news");
    await admin.page.getByTestId("widget-url").fill(`${origin}/channel-feed.xml`);
    await admin.page.getByTestId("widget-save").click();
    expect(await toastText(admin.page, "Widget saved")).toBe("Widget saved");

    await admin.page.goto(`/channels/${slug}`);
    await textWhen(admin.page.getByTestId("channel-widget-rss"), /Canteen opens on Monday/);
    await textWhen(admin.page.getByTestId("channel-widget-rss"), /New parking rules/);
    await checkA11y(admin.page);

    await admin.page.goto(`/channels/${slug}/widgets`);
    await admin.page.getByTestId("widget-show").click();
    await admin.page.waitForURL(/\/widgets\/[0-9a-f]{24}$/);
    await textWhen(admin.page.getByTestId("channel-widget-rss"), /Canteen opens on Monday/);
    await checkA11y(admin.page);
  });
});
