import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, eventually, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const WIDE = { width: 1366, height: 900 };

/** The header's computed background, as the browser paints it. */
const headerBackground = (page: Page) =>
  page.locator(".mantine-AppShell-header").evaluate((el) => getComputedStyle(el).backgroundColor);

/** Fills a colour field the way a person types a hex value, then leaves it. */
async function fillColor(page: Page, label: string, value: string) {
  const input = page.getByRole("textbox", { name: label });
  await input.fill(value);
  await input.press("Tab");
}

/** The header's background once it is `expected` (a theme applies after its data arrives), else as it is. */
async function waitForBackground(page: Page, expected: string) {
  await eventually(async () => (await headerBackground(page)) === expected, 15_000);
  return headerBackground(page);
}

describe("designs and themes", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("an administrator designs and activates a theme, a member's shell shows it, a group administrator themes a group", async () => {
    const stamp = Date.now();
    const name = `Autumn ${stamp}`;
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");
    let themeId: string | null = null;
    try {
      // The administration userbar links the designs.
      await admin.page.goto("/administration");
      await admin.page.getByTestId("admin-userbar-section-network").getByRole("link", { name: "Designs" }).click();
      await admin.page.waitForURL(/\/administration\/designs$/);
      await admin.page.getByRole("heading", { name: "Designs" }).first().waitFor();
      await checkA11y(admin.page);

      await admin.page.getByRole("link", { name: "New design" }).click();
      await admin.page.waitForURL(/\/administration\/designs\/new$/);
      await admin.page.getByRole("textbox", { name: "Name" }).fill(name);
      await admin.page.getByText("Colour (20 px)").click();
      await fillColor(admin.page, "Banner colour", "#e85d04");
      await fillColor(admin.page, "Primary colour", "#7b2cbf");
      await fillColor(admin.page, "Header background", "#102a43");
      await admin.page.getByTestId("design-preview").waitFor();
      await checkA11y(admin.page);
      await admin.page.getByTestId("design-save").click();
      expect(await toastText(admin.page, "Saved successfully.")).toBe("Saved successfully.");
      await admin.page.waitForURL(/\/administration\/designs$/);

      const row = admin.page.getByTestId("design-row").filter({ hasText: name });
      expect(await textWhen(row, /Inactive/)).toContain(name);
      const before = await headerBackground(admin.page);
      expect(before).not.toBe("rgb(16, 42, 67)");
      await row.getByTestId("design-menu").click();
      await admin.page.getByTestId("design-toggle").click();
      expect(await toastText(admin.page, `${name} is now the active design.`)).toBe(
        `${name} is now the active design.`,
      );
      expect(await textWhen(row, /Active/)).toContain(name);
      // At once for the administrator, without a reload.
      expect(await waitForBackground(admin.page, "rgb(16, 42, 67)")).toBe("rgb(16, 42, 67)");
      themeId = (await (await apiCall(admin.page, "GET", "/administration/designs")).json()).active_theme_id;

      // A member on a phone: header, banner and primary colour of the theme.
      const member = await browser.newPage(PHONE);
      await signIn(member.page, "lea.fischer@example.com");
      await member.page.goto("/activitystreams/all");
      expect(await waitForBackground(member.page, "rgb(16, 42, 67)")).toBe("rgb(16, 42, 67)");
      const banner = member.page.getByTestId("theme-banner");
      expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(232, 93, 4)");
      expect(await banner.evaluate((el) => el.getBoundingClientRect().height)).toBe(20);
      expect(
        await member.page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue("--mantine-primary-color-filled").trim(),
        ),
      ).toBe("#7b2cbf");
      await checkA11y(member.page);
      // A visitor's sign-in page wears the network's theme as well, once the page has hydrated.
      const visitor = await browser.newPage(PHONE);
      await visitor.page.goto("/");
      await visitor.page.getByRole("button", { name: "Sign in" }).waitFor();
      await expect
        .poll(
          () =>
            visitor.page.evaluate(() =>
              getComputedStyle(document.documentElement).getPropertyValue("--mantine-primary-color-filled").trim(),
            ),
          { timeout: 15_000 },
        )
        .toBe("#7b2cbf");
      // A prerendered page, hydrated: the banner once (the server's, drawn before the scripts, made way for the
      // client's), the theme's header, and no hydration error.
      const errors: string[] = [];
      visitor.page.on("console", (message) => {
        if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
      });
      visitor.page.on("pageerror", (error) => errors.push(error.message));
      await visitor.page.goto("/legal");
      await visitor.page.waitForLoadState("networkidle");
      await expect.poll(() => visitor.page.getByTestId("theme-banner").count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => visitor.page.locator("[data-theme-static]").count(), { timeout: 15_000 }).toBe(0);
      // The page's content starts below the 60 px header, the 20 px banner and the shell's 12 px padding.
      expect(await visitor.page.locator("main").evaluate((el) => getComputedStyle(el).paddingTop)).toBe("92px");
      expect(await waitForBackground(visitor.page, "rgb(16, 42, 67)")).toBe("rgb(16, 42, 67)");
      expect(errors).toEqual([]);
      await checkA11y(visitor.page);
      // Without JavaScript the signed-out pages wear the theme as the server drew it: header, banner, primary colour.
      const noScript = await browser.newPage(PHONE, { javaScriptEnabled: false } as never);
      for (const path of ["/users/sign_in", "/legal", "/imprint"]) {
        await noScript.page.goto(path);
        await noScript.page.getByRole("heading", { level: 1 }).first().waitFor();
        expect(await headerBackground(noScript.page), path).toBe("rgb(16, 42, 67)");
        const staticBanner = noScript.page.getByTestId("theme-banner");
        expect(await staticBanner.count(), path).toBe(1);
        expect(await staticBanner.evaluate((el) => getComputedStyle(el).backgroundColor), path).toBe("rgb(232, 93, 4)");
        const box = await staticBanner.evaluate((el) => el.getBoundingClientRect().toJSON());
        // Below the 60 px header, the page's width, 20 px high.
        expect({ top: box.top, height: box.height, width: box.width }, path).toEqual({
          top: 60,
          height: 20,
          width: 390,
        });
        expect(
          await noScript.page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue("--mantine-primary-color-filled").trim(),
          ),
          path,
        ).toBe("#7b2cbf");
      }
      await noScript.context.close();
      // The designs are not the member's: refused by the server, not shown by the screen.
      expect((await apiCall(member.page, "GET", "/administration/designs")).status()).toBe(403);
      await member.page.goto("/administration/designs");
      await member.page.getByText("Page not found").first().waitFor();
      expect(await member.page.getByTestId("designs").count()).toBe(0);

      // A group administrator themes the group: its header takes the group's colour, the network's stays elsewhere.
      const jonas = await browser.newPage(WIDE);
      await signIn(jonas.page, "jonas.schneider@example.com");
      const preload = await (await apiCall(jonas.page, "GET", "/api/v1/network")).json();
      const category = preload.group_categories.find((c: { can: { create: boolean } }) => c.can.create);
      const created = await apiCall(jonas.page, "POST", "/groups", {
        group: { name: `Design team ${stamp}`, access: "open", group_category_id: category.id },
      });
      expect(created.status()).toBe(201);
      const slug = (await created.json()).slug as string;
      await jonas.page.goto(`/groups/${slug}/administration/designs`);
      await jonas.page.getByRole("link", { name: "New design" }).click();
      await jonas.page.waitForURL(/\/designs\/new$/);
      await jonas.page.getByRole("textbox", { name: "Name" }).fill(`Green ${stamp}`);
      await fillColor(jonas.page, "Header background", "#2b8a3e");
      await jonas.page.getByTestId("design-save").click();
      expect(await toastText(jonas.page, "Saved successfully.")).toBe("Saved successfully.");
      const groupRow = jonas.page.getByTestId("design-row").filter({ hasText: `Green ${stamp}` });
      await groupRow.getByTestId("design-menu").click();
      await jonas.page.getByTestId("design-toggle").click();
      expect(await toastText(jonas.page, `Green ${stamp} is now the active design.`)).toBe(
        `Green ${stamp} is now the active design.`,
      );
      expect(await waitForBackground(jonas.page, "rgb(43, 138, 62)")).toBe("rgb(43, 138, 62)");
      await jonas.page.goto("/activitystreams/all");
      expect(await waitForBackground(jonas.page, "rgb(16, 42, 67)")).toBe("rgb(16, 42, 67)");
      // Another member of the network may not design the group.
      expect((await apiCall(member.page, "GET", `/groups/${slug}/administration/designs`)).status()).toBe(403);
    } finally {
      // The network's look goes back to the built-in one for the journeys that follow.
      if (themeId) {
        await apiCall(admin.page, "DELETE", `/administration/designs/${themeId}/activation`);
        await apiCall(admin.page, "DELETE", `/administration/designs/${themeId}`);
      }
    }
  });
});
