import { describe, expect, it } from "vitest";
import { PHONE, signIn, textWhen, useBrowser } from "../browser.js";

describe("calendars and appointments", () => {
  const browser = useBrowser();
  const calendarName = `E2E calendar ${Date.now().toString(36)}`;

  it("creates a calendar and a weekly appointment, opens an occurrence, and sees the list on a phone", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "admin@example.com");
    await page.goto("/calendars/new?type=personal");
    await page.getByLabel("Name").fill(calendarName);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL("**/calendars/manage");
    await page.getByText(calendarName).waitFor();

    await page.goto("/appointments/new?date=2031-03-05");
    await page.getByTestId("appointment-form").waitFor();
    // Date fields read as dates in the member's language (English: day first), never a format token.
    const dates = page.getByTestId("date-block");
    expect(await textWhen(dates.getByRole("button", { name: "Start", exact: true }), /^05\/03\/2031$/)).toBe(
      "05/03/2031",
    );
    expect(await textWhen(dates.getByRole("button", { name: "End", exact: true }), /^\d{2}\/03\/2031$/)).toMatch(
      /^0[56]\/03\/2031$/,
    );
    await page.getByLabel("Name").first().fill("E2E weekly");
    await page.getByRole("combobox", { name: "Calendars" }).click();
    await page.getByRole("option", { name: calendarName }).click();
    await page.keyboard.press("Escape");
    await page.getByTestId("recurrence").locator("input").first().click();
    await page.getByRole("option", { name: "Weekly" }).click();
    await page.getByTestId("save-appointment").click();
    await page.waitForURL(/\/appointments\/[0-9a-f]{24}$/);
    await page.getByTestId("appointment-detail").waitFor();
    const when = /^05\/03\/2031 \d{2}:\d{2} – (0[56]\/03\/2031 )?\d{2}:\d{2}$/;
    expect(await textWhen(page.getByTestId("appointment-date"), when)).toMatch(when);
    const ics = await page.request.get(`${new URL(page.url()).pathname}.ics`);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain("RRULE:FREQ=WEEKLY;INTERVAL=1");

    await page.goto("/appointments?date=2031-03-05&view=sheet");
    await page.getByTestId("month-sheet").waitFor();
    const month = page.getByTestId("calendar-toolbar").getByRole("button", { name: "Month", exact: true });
    expect(await textWhen(month, /^March 2031$/)).toBe("March 2031");
    await page.getByTestId("day-2031-03-12").getByTestId("appointment-line").click();
    await page.waitForURL(/\/appointments\/r-[0-9a-f]{24}-20310312T\d{6}Z$/);
    await page.getByRole("link", { name: "Show series" }).waitFor();
    const occurrence = /^12\/03\/2031 \d{2}:\d{2} – (1[23]\/03\/2031 )?\d{2}:\d{2}$/;
    expect(await textWhen(page.getByTestId("appointment-date"), occurrence)).toMatch(occurrence);

    const phone = await context.browser()?.newContext({ viewport: PHONE, storageState: await context.storageState() });
    const small = await phone?.newPage();
    if (!small || !phone) throw new Error("no phone page");
    await small.goto(`${new URL(page.url()).origin}/appointments?date=2031-03-05&view=sheet`);
    await small.getByTestId("appointment-list").waitFor();
    // Each day of the list is headed by its weekday and date.
    const list = small.getByTestId("appointment-list");
    await list.getByRole("heading", { name: "Wednesday, 5 March 2031", exact: true }).waitFor();
    const headings = await list.getByRole("heading").allInnerTexts();
    expect(headings).toContain("Wednesday, 12 March 2031");
    for (const heading of headings) expect(heading).toMatch(/^[A-Z][a-z]+day, \d{1,2} March 2031$/);
    expect(await small.getByTestId("month-sheet").count()).toBe(0);
    await phone.close();
    await context.close();
  });

  it("shows the end-before-start error on the date block", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "admin@example.com");
    await page.goto("/appointments/new?date=2031-04-15");
    await page.getByLabel("Name").first().fill("Backwards");
    await page.getByRole("combobox", { name: "Calendars" }).click();
    await page.getByRole("option").first().click();
    await page.keyboard.press("Escape");
    await page.getByTestId("date-block").getByRole("button", { name: "End" }).first().click();
    await page.locator("button.mantine-DatePickerInput-day", { hasText: /^10$/ }).first().click();
    const end = page.getByTestId("date-block").getByRole("button", { name: "End", exact: true });
    expect(await textWhen(end, /^10\/04\/2031$/)).toBe("10/04/2031");
    await page.getByTestId("save-appointment").click();
    await page.getByTestId("date-block").getByText("The end must not be before the start.").waitFor();
    await context.close();
  });
});
