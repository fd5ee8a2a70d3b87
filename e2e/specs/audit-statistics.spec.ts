import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, eventually, PHONE, signIn, textWhen, useBrowser } from "../browser.js";

const WIDE = { width: 1366, height: 900 };

describe("audit log, statistics and a group's administration", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("a member joins a group, the administrator finds it in the audit log and reads statistics; a group administrator opens the group's administration", async () => {
    // A member joins the open Running Club (after leaving it, should an earlier run have left her in it).
    const member = await browser.newPage(PHONE);
    await signIn(member.page, "sofia.klein@example.com");
    await apiCall(member.page, "DELETE", "/api/v1/groups/running-club/join");
    expect((await apiCall(member.page, "POST", "/api/v1/groups/running-club/join")).status()).toBe(200);

    // The administrator filters the audit log by event type and details, and reads the row.
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");
    await admin.page.goto("/administration");
    await admin.page.getByTestId("admin-userbar-section-network").getByRole("link", { name: "Audit log" }).click();
    await admin.page.waitForURL(/\/administration\/audit_log$/);
    await admin.page.getByRole("heading", { name: "Audit log" }).waitFor();
    await admin.page.getByRole("combobox", { name: "Event types" }).click();
    await admin.page.getByRole("option", { name: "Joined a group" }).click();
    await admin.page.keyboard.press("Escape");
    await admin.page.getByLabel("Details").fill("Running Club");
    await admin.page.getByRole("button", { name: "Filter" }).click();
    await admin.page.waitForURL(/\/administration\/audit_log\?filter=/);
    const row = admin.page.getByTestId("audit-event").first();
    expect(await textWhen(row, /Sofia Klein joined the group Running Club/)).toMatch(
      /^Sofia Klein joined the group Running Club\s+Joined a group\s+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/i,
    );
    await checkA11y(admin.page);
    // The filter lives in the address: a reload shows the same rows, the reset link returns to the whole log.
    await admin.page.reload();
    expect(await textWhen(admin.page.getByTestId("audit-event").first(), /Running Club/)).toContain("Sofia Klein");
    expect(await admin.page.getByLabel("Details").inputValue()).toBe("Running Club");
    await admin.page.getByTestId("audit-reset").click();
    await admin.page.waitForURL(/\/administration\/audit_log$/);
    // The form shows what the server applied once the unfiltered page has loaded.
    const details = admin.page.getByLabel("Details");
    await eventually(async () => (await details.inputValue()) === "");
    expect(await details.inputValue()).toBe("");

    // Statistics over a custom range since the earliest allowed day: one chart per series.
    await admin.page.goto("/administration/statistics");
    await admin.page.getByTestId("statistics-members").waitFor();
    await admin.page.getByTestId("statistics-preset").click();
    await admin.page.getByRole("option", { name: "Custom" }).click();
    const today = new Date().toISOString().slice(0, 10);
    await admin.page.goto(`/administration/statistics?date_option=custom&start_date=2021-06-01&end_date=${today}`);
    const members = admin.page.getByTestId("statistics-members");
    expect(await textWhen(members, /at the end of the period/)).toMatch(/Members\s+\d+ at the end of the period/);
    await members.locator(".recharts-surface").first().waitFor();
    await admin.page.goto(`/administration/statistics?date_option=custom&start_date=2021-05-01&end_date=${today}`);
    expect(await textWhen(admin.page.getByRole("alert"), /before/)).toBe("The start date cannot be before 01/06/2021.");
    await checkA11y(admin.page);

    // The IT group's administrator opens the group's administration on a phone, then its statistics.
    const jonas = await browser.newPage(PHONE);
    await signIn(jonas.page, "jonas.schneider@example.com");
    await jonas.page.goto("/groups/it/administration");
    const section = jonas.page.getByTestId("admin-section-group");
    const links = await textWhen(section, /Statistics/);
    for (const label of ["Join requests", "Membership roles", "Designs", "Invite", "Navigation", "Widget bars"])
      expect(links).toContain(label);
    await checkA11y(jonas.page);
    await section.getByRole("link", { name: "Statistics" }).click();
    await jonas.page.waitForURL(/\/groups\/it\/administration\/statistics$/);
    expect(await textWhen(jonas.page.getByTestId("statistics-members"), /at the end of the period/)).toMatch(
      /\d+ at the end of the period/,
    );

    // A member may open none of it.
    expect((await apiCall(member.page, "GET", "/administration/audit_log/events")).status()).toBe(403);
    expect((await apiCall(member.page, "GET", "/groups/it/administration/statistics")).status()).toBeGreaterThanOrEqual(
      403,
    );
    await member.page.goto("/administration/audit_log");
    await member.page
      .getByText(/not found|does not exist|doesn’t exist/i)
      .first()
      .waitFor();
  });
});
