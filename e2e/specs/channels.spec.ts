import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, DESKTOP, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";
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
});
