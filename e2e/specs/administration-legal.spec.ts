import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const WIDE = { width: 1366, height: 900 };

// Generous: each page is checked by axe at two widths, which on a busy shared machine takes a while.
describe("legal texts and the imprint", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("an administrator publishes a legal text and a second version and sets the imprint; a visitor reads them, a member accepts", async () => {
    const stamp = Date.now();
    const name = `Terms of use ${stamp}`;
    const handle = `terms-of-use-${stamp}`;
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");
    let created: string | null = null;
    try {
      // The landing lists the administration's sections; the userbar beside it links to the legal texts.
      await admin.page.goto("/administration");
      const legal = admin.page.getByTestId("admin-section-legal");
      expect(await textWhen(legal, /Legal texts/)).toContain("Imprint");
      await checkA11y(admin.page);
      await admin.page.getByTestId("admin-userbar-section-legal").getByRole("link", { name: "Legal texts" }).click();
      await admin.page.waitForURL(/\/administration\/legal_texts$/);
      await admin.page.getByRole("heading", { name: "Legal texts" }).first().waitFor();
      await checkA11y(admin.page);

      // A new text: the handle follows the name; the text is required.
      await admin.page.getByTestId("legal-text-new").click();
      await admin.page.waitForURL(/\/legal_texts\/new$/);
      await admin.page.getByTestId("legal-text-name").fill(name);
      expect(await admin.page.getByTestId("legal-text-handle").inputValue()).toBe(handle);
      await admin.page.getByTestId("legal-text-save").click();
      await admin.page.getByText("This field is required.").waitFor();
      await checkA11y(admin.page);
      await admin.page.getByLabel("Text", { exact: true }).click();
      await admin.page.keyboard.type("Be kind to each other.");
      await admin.page.getByTestId("legal-text-save").click();
      expect(await toastText(admin.page, "Saved successfully.")).toBe("Saved successfully.");
      await admin.page.waitForURL(/\/administration\/legal_texts\/[0-9a-f]{24}$/);
      created = admin.page.url().split("/").at(-1) ?? null;
      await admin.page.getByTestId("legal-text-version").first().waitFor();
      expect(await admin.page.getByTestId("legal-text-version").count()).toBe(1);

      // A second version: the handle cannot change.
      await admin.page.getByTestId("legal-text-edit").click();
      await admin.page.waitForURL(/\/edit$/);
      expect(await admin.page.getByTestId("legal-text-handle").isDisabled()).toBe(true);
      await admin.page.getByLabel("Text", { exact: true }).click();
      await admin.page.keyboard.press("End");
      await admin.page.keyboard.type(" Version two asks for patience.");
      await admin.page.getByTestId("legal-text-save").click();
      expect(await toastText(admin.page, "Saved successfully.")).toBe("Saved successfully.");
      await admin.page.waitForURL(/\/administration\/legal_texts\/[0-9a-f]{24}$/);
      const versions = admin.page.getByTestId("legal-text-version");
      expect(await textWhen(versions.first(), /Version 2 · current/)).toMatch(
        /Saved \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} by/,
      );
      expect(await versions.count()).toBe(2);
      await checkA11y(admin.page);

      // The imprint.
      await admin.page.goto("/administration/imprint/edit");
      await admin.page.getByLabel("Imprint (shown at /imprint)", { exact: true }).click();
      await admin.page.keyboard.press("Control+A");
      await admin.page.keyboard.type(`Example GmbH ${stamp}, Main Street 1, Berlin`);
      await admin.page.getByTestId("imprint-save").click();
      expect(await toastText(admin.page, "The imprint was saved.")).toBe("The imprint was saved.");
      await checkA11y(admin.page);

      // A visitor on a phone: the sign-in card links the imprint and the legal texts; the current version shows.
      const visitor = await browser.newPage(PHONE);
      await visitor.page.goto("/users/sign_in");
      await visitor.page.getByTestId("auth-footer").getByRole("link", { name: "Imprint" }).click();
      await visitor.page.waitForURL(/\/imprint$/);
      expect(await textWhen(visitor.page.getByTestId("public-imprint"), /Example GmbH/)).toBe(
        `Example GmbH ${stamp}, Main Street 1, Berlin`,
      );
      await checkA11y(visitor.page);
      await visitor.page.goto(`/legal/${handle}`);
      await visitor.page.getByRole("heading", { name }).waitFor();
      expect(await visitor.page.getByTestId("public-legal-text").innerText()).toBe(
        "Be kind to each other. Version two asks for patience.",
      );
      expect(await visitor.page.getByTestId("public-legal-version").innerText()).toMatch(
        /^Version 2 of \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      );
      await checkA11y(visitor.page);

      // A member is asked to accept the current version before anything else, on a phone.
      const member = await browser.newPage(PHONE);
      await signIn(member.page, "sofia.klein@example.com");
      expect((await apiCall(member.page, "GET", "/administration/legal_texts")).status()).toBe(403);
      await member.page.goto("/");
      const dialog = member.page.getByTestId("legal-consent");
      expect(await textWhen(dialog, /version 2/)).toContain(
        `Please read “${name}” (version 2) and accept it to continue.`,
      );
      expect(await member.page.getByTestId("legal-consent-text").innerText()).toContain(
        "Version two asks for patience.",
      );
      await checkA11y(member.page);
      expect(await member.page.getByTestId("legal-consent-accept").isDisabled()).toBe(true);
      await member.page.getByTestId("legal-consent-checkbox").check();
      await member.page.getByTestId("legal-consent-accept").click();
      await dialog.waitFor({ state: "detached" });
      await member.page.reload();
      await member.page.getByRole("navigation", { name: "Userbar" }).waitFor({ state: "attached" });
      const pending = await (await apiCall(member.page, "GET", "/api/v1/legal_texts/pending")).json();
      expect(pending.legal_texts.map((t: { name: string }) => t.name)).not.toContain(name);
      expect(await member.page.getByTestId("legal-consent").count()).toBe(0);

      // The administrator on a phone finds the administration as a menu, and deletes the text after confirming.
      const phoneAdmin = await browser.newPage(PHONE);
      await signIn(phoneAdmin.page, "admin@example.com");
      await phoneAdmin.page.goto("/administration/imprint/edit");
      await phoneAdmin.page.getByTestId("admin-menu").click();
      // The menu (some 30 entries) ends on the screen and scrolls inside: one running past the screen's edge made the
      // page scroll under an entry near the bottom, and the menu hid and showed again until the pointer moved.
      const menu = await phoneAdmin.page.getByRole("menu").boundingBox();
      expect(menu && menu.y + menu.height).toBeLessThanOrEqual(PHONE.height);
      await phoneAdmin.page.getByRole("menuitem", { name: "Legal texts" }).click();
      await phoneAdmin.page.waitForURL(/\/administration\/legal_texts$/);
      const row = phoneAdmin.page.getByTestId("legal-text-row").filter({ hasText: name });
      // The row fits the screen: its menu is in sight, not behind a sideways scroll of the table.
      const rowMenu = await row.getByTestId("legal-text-menu").boundingBox();
      expect(rowMenu && rowMenu.x + rowMenu.width).toBeLessThanOrEqual(PHONE.width);
      await row.getByTestId("legal-text-menu").click();
      await phoneAdmin.page.getByTestId("legal-text-delete").click();
      await phoneAdmin.page.getByTestId("confirm-ok").click();
      expect(await toastText(phoneAdmin.page, `The legal text ${name} was deleted.`)).toBe(
        `The legal text ${name} was deleted.`,
      );
      created = null;
      await row.waitFor({ state: "detached" });
      expect(
        (await visitor.page.request.get(`/legal/${handle}`, { headers: { accept: "application/json" } })).status(),
      ).toBe(404);
    } finally {
      // Other journeys of this worker share the database: leave no text members must accept.
      if (created) await apiCall(admin.page, "DELETE", `/administration/legal_texts/${created}`);
    }
  });
});
