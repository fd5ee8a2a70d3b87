import { describe, expect, it } from "vitest";
import { apiCall, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const WIDE = { width: 1366, height: 900 };

describe("navigation editors", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("an administrator edits the navigation and a member sees it; the app navigation keeps its rules; categories are reordered", async () => {
    const stamp = Date.now();
    const text = `Canteen ${stamp}`;
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");
    const savedNavigation = await (await apiCall(admin.page, "GET", "/administration/navigation.json")).json();
    const savedApp = await (await apiCall(admin.page, "GET", "/administration/app_navigation.json")).json();
    const network = await (await apiCall(admin.page, "GET", "/api/v1/network")).json();
    const order = (network.group_categories as { slug: string }[]).map((c) => c.slug);
    try {
      // The administration userbar leads to the editor.
      await admin.page.goto("/administration");
      await admin.page
        .getByTestId("admin-userbar-section-content")
        .getByRole("link", { name: "Navigation", exact: true })
        .click();
      await admin.page.waitForURL(/\/administration\/navigation\/edit$/);
      await admin.page.getByTestId("navigation-editor").waitFor();

      // An empty item: a toast about empty fields, and nothing is sent.
      await admin.page.getByTestId("nav-add").click();
      await admin.page.getByTestId("nav-save").click();
      expect(await toastText(admin.page, "Some items are incomplete")).toContain("each needs a text and a link");
      const added = admin.page.getByTestId("nav-item").last();
      await added.getByTestId("nav-item-text").fill(text);
      await added.getByTestId("nav-item-link").fill("/directory");
      await admin.page.getByTestId("nav-save").click();
      expect(await toastText(admin.page, "Saved successfully.")).toBe("Saved successfully.");

      // A member on a phone finds the item in the navigation and follows it.
      const memberPage = await browser.newPage(PHONE);
      await signIn(memberPage.page, "jonas.schneider@example.com");
      await memberPage.page.goto("/activitystreams/all");
      await memberPage.page.getByRole("button", { name: "Toggle navigation" }).click();
      const block = memberPage.page.getByTestId("userbar-navigation");
      expect(await textWhen(block, new RegExp(text))).toContain(text);
      await block.getByRole("link", { name: text }).click();
      await memberPage.page.waitForURL(/\/directory/);
      // And may not open the editor.
      expect((await apiCall(memberPage.page, "GET", "/administration/navigation.json")).status()).toBe(403);

      // The app navigation: five items at most, the entry point required.
      await admin.page.goto("/administration/app_navigation/edit");
      await admin.page.getByTestId("app-navigation-editor").waitFor();
      // The default holds five items; removing the entry point moves it on, and a new item fills the gap.
      const appItems = admin.page.getByTestId("app-item");
      expect(await appItems.count()).toBe(5);
      expect(await admin.page.getByTestId("app-add").isDisabled()).toBe(true);
      await appItems.first().getByRole("button", { name: "Remove" }).click();
      expect(await appItems.count()).toBe(4);
      expect(await appItems.first().getByTestId("app-item-entry").isChecked()).toBe(true);
      await admin.page.getByTestId("app-add").click();
      expect(await admin.page.getByTestId("app-item").count()).toBe(5);
      expect(await admin.page.getByTestId("app-add").isDisabled()).toBe(true);
      expect(await textWhen(admin.page.getByTestId("app-hint-max"), /five items/)).toContain("at most");
      await admin.page.getByTestId("app-save").click();
      expect(await toastText(admin.page, "Saved successfully.")).toBe("Saved successfully.");

      // The group categories: the first moves down; the preload lists them in the new order.
      await admin.page.goto("/administration/group-categories-order/edit");
      const rows = admin.page.getByTestId("category-order-row");
      await rows.first().waitFor();
      const first = await rows.first().innerText();
      await admin.page.getByRole("button", { name: "Move down" }).first().click();
      expect(await rows.nth(1).innerText()).toBe(first);
      await admin.page.getByTestId("order-save").click();
      expect(await toastText(admin.page, "The order was saved.")).toBe("The order was saved.");
      const reordered = await (await apiCall(admin.page, "GET", "/api/v1/network")).json();
      expect((reordered.group_categories as { slug: string }[]).map((c) => c.slug)).toEqual([
        order[1],
        order[0],
        ...order.slice(2),
      ]);
    } finally {
      await apiCall(admin.page, "PUT", "/administration/navigation", savedNavigation);
      await apiCall(admin.page, "PUT", "/administration/app_navigation", savedApp);
      await apiCall(admin.page, "PUT", "/administration/group-categories/order", { order });
    }
  });
});
