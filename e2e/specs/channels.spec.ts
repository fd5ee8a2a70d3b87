import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, DESKTOP, eventually, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";
import { pickOptionIn } from "../locators.js";

describe("channels", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("an administrator creates a draft channel with widgets; a member sees it only once published, on a phone too", async () => {
    const stamp = Date.now();
    const title = `Journey channel ${stamp}`;
    const admin = await browser.newPage(DESKTOP);
    await signIn(admin.page, "admin@example.com");

    // The directory tab leads to the creation form.
    await admin.page.goto("/channels");
    await admin.page.getByTestId("channel-create").click();
    await admin.page.waitForURL(/\/channels\/new$/);
    await admin.page.getByTestId("channel-title").fill(title);
    await admin.page.getByTestId("channel-slug").fill(`journey-${stamp}`);
    await checkA11y(admin.page);
    await admin.page.getByTestId("channel-save").click();
    await admin.page.waitForURL(new RegExp(`/channels/journey-${stamp}$`));
    await textWhen(admin.page.getByTestId("channel-status-message"), /draft/);

    // A text widget through the widget form.
    await admin.page.goto(`/channels/journey-${stamp}/widgets/new`);
    await admin.page.getByTestId("widget-title").fill("Welcome");
    await admin.page.getByTestId("widget-content").fill("<p>Hello from the journey</p>");
    await admin.page.getByTestId("widget-save").click();
    await toastText(admin.page, "Widget saved");
    // A navigation widget.
    await admin.page.getByTestId("widget-add").click();
    await pickOptionIn(admin.page, admin.page.getByTestId("widget-type"), "Navigation");
    await admin.page.getByTestId("widget-title").fill("Quick links");
    await admin.page.getByLabel(/Items \(title/).fill("Intranet | https://example.org/");
    await admin.page.getByTestId("widget-save").click();
    await toastText(admin.page, "Widget saved");
    await textWhen(admin.page.getByTestId("widget-entry").last(), /Quick links/);

    await admin.page.goto(`/channels/journey-${stamp}`);
    await textWhen(admin.page.getByTestId("channel-widget-text"), /Hello from the journey/);
    await textWhen(admin.page.getByTestId("channel-widget-navigation"), /Intranet/);
    await checkA11y(admin.page);

    // A member knows nothing of the draft: not by its page, nor in the directory.
    const member = await browser.newPage(PHONE);
    await signIn(member.page, "jonas.schneider@example.com");
    const hidden = await apiCall(member.page, "GET", `/channels/journey-${stamp}`);
    expect(hidden.status()).toBe(404);
    const dir = await (await apiCall(member.page, "GET", `/directory/channels.json?q=${stamp}`)).json();
    expect(dir.entries).toEqual([]);

    // Published: the member reads it on a phone and subscribes.
    await admin.page.goto(`/channels/journey-${stamp}/edit`);
    await pickOptionIn(admin.page, admin.page.getByTestId("channel-status"), "Published");
    await admin.page.getByTestId("channel-save").click();
    await toastText(admin.page, "Channel saved");

    await member.page.goto("/channels");
    await member.page.getByTestId("channel-search").fill(String(stamp));
    await member.page.getByTestId("channel-entry").getByRole("link", { name: title }).click();
    await member.page.waitForURL(new RegExp(`/channels/journey-${stamp}$`));
    await textWhen(member.page.getByTestId("channel-widget-text"), /Hello from the journey/);
    expect(await member.page.getByTestId("channel-status-message").count()).toBe(0);
    expect(await member.page.getByTestId("channel-admin-menu").count()).toBe(0);
    await member.page.getByTestId("channel-subscribe").click();
    await textWhen(member.page.getByTestId("channel-subscribe"), /Unsubscribe/);
    await checkA11y(member.page);
  });

  it("an administrator lays out widgets side by side, sets a design and assigns the channel to every member; a member finds it subscribed and favourites it on a phone", async () => {
    const stamp = Date.now();
    const slug = `layout-${stamp}`;
    const title = `Layout channel ${stamp}`;
    const admin = await browser.newPage(DESKTOP);
    await signIn(admin.page, "admin@example.com");
    const made = await apiCall(admin.page, "POST", "/channels", { channel: { title, slug, status: "published" } });
    expect(made.status()).toBe(201);
    for (const [name, text] of [
      ["Left", "Text on the left"],
      ["Right", "Text on the right"],
    ]) {
      const res = await apiCall(admin.page, "POST", `/channels/${slug}/widgets`, {
        widget: { type: "text", title: name, fields: { content: `<p>${text}</p>` } },
      });
      expect(res.status()).toBe(201);
    }

    // The layout: each new widget has a row of its own; the first row becomes "one third, two thirds" with both.
    await admin.page.goto(`/channels/${slug}/layout/edit`);
    const rows = admin.page.getByTestId("layout-row");
    await eventually(async () => (await rows.count()) === 2, 30_000);
    await rows.nth(1).getByRole("button", { name: "Remove row" }).click();
    await eventually(async () => (await rows.count()) === 1);
    await pickOptionIn(admin.page, rows.first().locator("input").first(), "One third, two thirds");
    const second = rows
      .first()
      .locator(".mantine-InputWrapper-root", { hasText: "Column 2" })
      .locator(".mantine-Input-wrapper");
    await second.click();
    await admin.page.getByRole("option", { name: "Right", exact: true }).click();
    await admin.page.keyboard.press("Escape");
    await checkA11y(admin.page);
    await admin.page.getByTestId("layout-save").click();
    expect(await toastText(admin.page, "Layout saved")).toBe("Layout saved");

    // The design: the page takes the header's colour.
    await admin.page.goto(`/channels/${slug}/design/edit`);
    await admin.page.getByLabel("Header background").fill("#1f6f43");
    await admin.page.getByLabel("Header background").press("Tab");
    await checkA11y(admin.page);
    await admin.page.getByTestId("design-save").click();
    expect(await toastText(admin.page, "Design saved")).toBe("Design saved");
    await admin.page.waitForURL(new RegExp(`/channels/${slug}$`));

    // Every member subscribed by the administrators.
    await admin.page.goto("/administration/channel_settings/assign_channel_subscriptions");
    await admin.page.getByTestId("assign-channels").click();
    await admin.page.getByTestId("assign-channels").fill(String(stamp));
    await admin.page.getByRole("option", { name: title, exact: true }).click();
    await admin.page.keyboard.press("Escape");
    await admin.page.getByTestId("assign-all").check();
    await checkA11y(admin.page);
    await admin.page.getByTestId("assign-submit").click();
    await textWhen(admin.page.locator(".mantine-Notification-description").first(), /subscriptions added/);
    await admin.page.waitForURL(/\/administration$/);

    // A member on a phone: the two widgets stacked in their row, the header in the design's colour, subscribed.
    const member = await browser.newPage(PHONE);
    await signIn(member.page, "jonas.schneider@example.com");
    await member.page.goto(`/channels/${slug}`);
    const row = member.page.getByTestId("channel-row-half-1-2");
    await textWhen(row, /Text on the left[\s\S]*Text on the right/);
    const header = member.page.getByRole("heading", { name: title, level: 1 });
    expect(
      await header.evaluate((el) => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          if (bg !== "rgba(0, 0, 0, 0)") return bg;
        }
        return "";
      }),
    ).toBe("rgb(31, 111, 67)");
    expect(await textWhen(member.page.getByTestId("channel-subscribe"), /Unsubscribe/)).toBe("Unsubscribe");
    const star = member.page.getByTestId("channel-favorite");
    expect(await star.getAttribute("aria-label")).toBe("Add to favourites");
    await star.click();
    await eventually(async () => (await star.getAttribute("aria-pressed")) === "true");
    expect(await star.getAttribute("aria-label")).toBe("Remove from favourites");
    // The userbar's channel navigation lists it among the subscribed ones.
    await member.page.getByRole("button", { name: "Toggle navigation" }).click();
    await textWhen(member.page.getByTestId("userbar-channels-subscribed"), new RegExp(title));
    await checkA11y(member.page);
  });
});
