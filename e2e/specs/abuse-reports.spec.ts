import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const WIDE = { width: 1366, height: 900 };

describe("abuse reports", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("a member reports a post on a phone; an administrator sees the report and resolves it", async () => {
    const stamp = Date.now();
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");
    const enable = await apiCall(admin.page, "PUT", "/administration/settings", { abuse_reports_enabled: true });
    expect(enable.status()).toBe(200);
    try {
      // Sofia posts in the network's stream; Elias reads it on his phone and reports it.
      const sofia = await browser.newPage(PHONE);
      await signIn(sofia.page, "sofia.klein@example.com");
      const text = `Cheap watches ${stamp}, click here`;
      const posted = await apiCall(sofia.page, "POST", "/api/v1/activities", {
        stream: "all",
        content: `<p>${text}</p>`,
      });
      expect(posted.status()).toBe(201);
      const postId = (await posted.json()).id as string;

      const elias = await browser.newPage(PHONE);
      await signIn(elias.page, "elias.neumann@example.com");
      await elias.page.goto(`/activities/${postId}`);
      const card = elias.page.getByTestId("activity-card").filter({ hasText: text });
      await card.waitFor();
      await card.getByTestId("activity-menu").first().click();
      await elias.page.getByTestId("activity-menu-report").click();
      await elias.page.waitForURL(/\/report\/new\?type=activity&id=/);
      expect(await elias.page.getByTestId("report-subject").textContent()).toBe("You are reporting a post.");
      await checkA11y(elias.page);
      await elias.page.getByLabel("Reason").fill(`Spam with a link (${stamp})`);
      await elias.page.getByTestId("report-submit").click();
      expect(await toastText(elias.page, "Thank you, the administrators will look at it")).toBe(
        "Thank you, the administrators will look at it",
      );
      await elias.page.waitForURL(new RegExp(`/activities/${postId}$`));
      // A second report of the same post is refused with a sentence, not sent twice.
      await elias.page.goto(`/report/new?type=activity&id=${postId}`);
      await elias.page.getByLabel("Reason").fill("Again");
      await elias.page.getByTestId("report-submit").click();
      expect(await textWhen(elias.page.getByTestId("report-error"), /already/)).toBe(
        "You have already reported this. The administrators will look at it.",
      );
      // Members do not see the administrators' list.
      expect((await apiCall(elias.page, "GET", "/api/v1/administration/abuse_reports")).status()).toBe(403);

      // The administrator follows the userbar link and resolves the report with a note.
      await admin.page.goto("/administration");
      await admin.page
        .getByTestId("admin-userbar-section-network")
        .getByRole("link", { name: "Abuse reports", exact: true })
        .click();
      await admin.page.waitForURL(/\/administration\/abuse_reports$/);
      const row = admin.page.getByTestId("abuse-report").filter({ hasText: `Spam with a link (${stamp})` });
      await row.waitFor();
      expect(await row.getByTestId("abuse-excerpt").textContent()).toBe(text);
      expect(await row.textContent()).toContain("Elias Neumann");
      await checkA11y(admin.page);
      await row.getByTestId("abuse-resolve").click();
      await admin.page.getByTestId("abuse-note").fill("Post removed, author contacted");
      await admin.page.getByTestId("abuse-confirm").click();
      expect(await toastText(admin.page, "Report resolved")).toBe("Report resolved");
      await row.waitFor({ state: "detached" });
      await admin.page.getByTestId("abuse-tab-resolved").click();
      await admin.page.waitForURL(/state=resolved/);
      const resolved = admin.page.getByTestId("abuse-report").filter({ hasText: `Spam with a link (${stamp})` });
      expect(await textWhen(resolved.getByTestId("abuse-outcome"), /Resolved by/)).toMatch(/^Resolved by .+ on /);
      expect(await resolved.textContent()).toContain("Post removed, author contacted");
      await checkA11y(admin.page);
    } finally {
      await apiCall(admin.page, "PUT", "/administration/settings", { abuse_reports_enabled: false });
    }
  });
});
