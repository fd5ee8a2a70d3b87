import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { checkA11y, eventually, PHONE, pickDayIn, signIn, textWhen, toastText, useBrowser } from "../browser.js";

/** DD/MM/YYYY of a date field as the English app writes it, moved by some days. */
function plusDays(text: string, days: number): string {
  const [d, m, y] = text.split("/").map(Number);
  const moved = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return moved.toLocaleDateString("en-GB", { timeZone: "UTC" });
}

/** Picks a day in the date field of the appointment form's date block. */
const pickDay = (page: Page, field: string, day: number) =>
  pickDayIn(page, page.getByTestId("date-block").getByRole("button", { name: field, exact: true }), day);

// Generous: each page is checked by axe at two widths, which on a busy shared machine takes a while.
describe("calendars and appointments", { timeout: 600_000 }, () => {
  const browser = useBrowser();
  const calendarName = `E2E calendar ${Date.now().toString(36)}`;

  it("creates a calendar and a weekly appointment, opens an occurrence, and sees the list on a phone", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "admin@example.com");
    await page.goto("/calendars/new?type=personal");
    await page.getByLabel("Name").waitFor();
    await checkA11y(page);
    await page.getByLabel("Name").fill(calendarName);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL("**/calendars/manage");
    expect(await toastText(page, "Saved successfully.")).toBe("Saved successfully.");
    await page.getByText(calendarName).waitFor();
    await checkA11y(page);

    await page.goto("/appointments/new?date=2031-03-05");
    await page.getByTestId("appointment-form").waitFor();
    await checkA11y(page);
    // Date fields read as dates in the member's language (English: day first), never a format token.
    const dates = page.getByTestId("date-block");
    const start = dates.getByRole("button", { name: "Start", exact: true });
    const end = dates.getByRole("button", { name: "End", exact: true });
    expect(await textWhen(start, /^05\/03\/2031$/)).toBe("05/03/2031");
    const firstEnd = await textWhen(end, /^\d{2}\/03\/2031$/);
    expect(firstEnd).toMatch(/^0[56]\/03\/2031$/);
    // Moving the start two days on moves the end with it: the appointment keeps its length.
    await pickDay(page, "Start", 7);
    expect(await textWhen(start, /^07\/03\/2031$/)).toBe("07/03/2031");
    expect(await textWhen(end, new RegExp(`^${plusDays(firstEnd, 2).replaceAll("/", "\\/")}$`))).toBe(
      plusDays(firstEnd, 2),
    );
    await pickDay(page, "Start", 5);
    expect(await textWhen(end, new RegExp(`^${firstEnd.replaceAll("/", "\\/")}$`))).toBe(firstEnd);

    await page.getByLabel("Name").first().fill("E2E weekly");
    // The form opens with the member's own calendar chosen; this appointment goes into the new one instead.
    const chosen = page.getByTestId("appointment-form").locator(".mantine-MultiSelect-pill");
    expect(await textWhen(chosen.first(), /^Alex's calendar$/)).toBe("Alex's calendar");
    await page.getByRole("combobox", { name: "Calendars" }).click();
    await page.getByRole("option", { name: "Alex's calendar" }).click();
    await page.getByRole("option", { name: calendarName }).click();
    await page.keyboard.press("Escape");
    await page.getByTestId("recurrence").locator("input").first().click();
    await page.getByRole("option", { name: "Weekly" }).click();
    await page.getByTestId("save-appointment").click();
    await page.waitForURL(/\/appointments\/[0-9a-f]{24}$/);
    await page.getByTestId("appointment-detail").waitFor();
    expect(await toastText(page, "Appointment created.")).toBe("Appointment created.");
    const when = /^05\/03\/2031 \d{2}:\d{2} – (0[56]\/03\/2031 )?\d{2}:\d{2}$/;
    expect(await textWhen(page.getByTestId("appointment-date"), when)).toMatch(when);
    expect(await textWhen(page.getByTestId("appointment-repeats"), /^Weekly$/)).toBe("Weekly");
    await checkA11y(page);
    const ics = await page.request.get(`${new URL(page.url()).pathname}.ics`);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain("RRULE:FREQ=WEEKLY;INTERVAL=1");

    await page.goto("/appointments?date=2031-03-05&view=sheet");
    await page.getByTestId("month-sheet").waitFor();
    const month = page.getByTestId("calendar-month");
    expect(await textWhen(month, /^March 2031$/)).toBe("March 2031");
    // The sheet runs from Monday 24 February to Sunday 6 April: the series shows on 5, 12, 19, 26 March and 2 April.
    const weekly = page.getByTestId("appointment-line").filter({ hasText: "E2E weekly" });
    await weekly.first().waitFor();
    expect(await weekly.count()).toBe(5);
    await checkA11y(page);
    // The sheet is reachable by keyboard: an appointment is a link that Enter opens.
    await page.getByTestId("day-2031-03-19").getByTestId("appointment-line").filter({ hasText: "E2E weekly" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/appointments\/r-[0-9a-f]{24}-20310319T\d{6}Z$/);
    await page.goBack();
    await page.getByTestId("month-sheet").waitFor();
    await page.getByTestId("day-2031-03-12").getByTestId("appointment-line").filter({ hasText: "E2E weekly" }).click();
    await page.waitForURL(/\/appointments\/r-[0-9a-f]{24}-20310312T\d{6}Z$/);
    await page.getByRole("link", { name: "Show series" }).waitFor();
    const occurrence = /^12\/03\/2031 \d{2}:\d{2} – (1[23]\/03\/2031 )?\d{2}:\d{2}$/;
    expect(await textWhen(page.getByTestId("appointment-date"), occurrence)).toMatch(occurrence);
    await checkA11y(page);

    const phone = await context.browser()?.newContext({ viewport: PHONE, storageState: await context.storageState() });
    const small = await phone?.newPage();
    if (!small || !phone) throw new Error("no phone page");
    await small.goto(`${new URL(page.url()).origin}/appointments?date=2031-03-05&view=sheet`);
    await small.getByTestId("appointment-list").waitFor();
    // Each day of the list is headed by its weekday and date; the series has one row on each March Wednesday.
    const list = small.getByTestId("appointment-list");
    await list.getByRole("heading", { name: "Wednesday, 5 March 2031", exact: true }).waitFor();
    const headings = await list.getByRole("heading").allInnerTexts();
    expect(headings).toEqual(expect.arrayContaining(["Wednesday, 12 March 2031", "Wednesday, 26 March 2031"]));
    for (const heading of headings) expect(heading).toMatch(/^[A-Z][a-z]+day, \d{1,2} March 2031$/);
    expect(await list.getByTestId("appointment-line").filter({ hasText: "E2E weekly" }).count()).toBe(4);
    expect(await small.getByTestId("month-sheet").count()).toBe(0);
    await checkA11y(small);
    await phone.close();
    await context.close();
  });

  it("moves an all-day end with its start, shows the end-before-start error, then creates and edits", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "admin@example.com");
    await page.goto("/appointments/new?date=2031-04-15");
    await page.getByTestId("appointment-form").waitFor();
    await page.getByLabel("Name").first().fill("Backwards");
    await page.getByRole("combobox", { name: "Calendars" }).click();
    await page.getByRole("option", { name: "Alex's calendar" }).click();
    await page.getByRole("option", { name: calendarName }).click();
    await page.keyboard.press("Escape");
    const block = page.getByTestId("date-block");
    const start = block.getByRole("button", { name: "Start", exact: true });
    const end = block.getByRole("button", { name: "End", exact: true });

    // All-day over three days: moving the start keeps the three days.
    const allDay = block.getByRole("switch", { name: "All day" });
    await allDay.focus();
    await page.keyboard.press("Space");
    expect(await eventually(() => allDay.isChecked())).toBe(true);
    await pickDay(page, "End", 17);
    expect(await textWhen(end, /^17\/04\/2031$/)).toBe("17/04/2031");
    await pickDay(page, "Start", 20);
    expect(await textWhen(start, /^20\/04\/2031$/)).toBe("20/04/2031");
    expect(await textWhen(end, /^22\/04\/2031$/)).toBe("22/04/2031");

    // An end picked before the start is refused on the date block.
    await pickDay(page, "End", 10);
    expect(await textWhen(end, /^10\/04\/2031$/)).toBe("10/04/2031");
    await page.getByTestId("save-appointment").click();
    await block.getByText("The end must not be before the start.").waitFor();
    await checkA11y(page);

    await pickDay(page, "End", 21);
    await page.getByTestId("save-appointment").click();
    await page.waitForURL(/\/appointments\/[0-9a-f]{24}$/);
    expect(await toastText(page, "Appointment created.")).toBe("Appointment created.");
    expect(await textWhen(page.getByTestId("appointment-date"), /^20\/04\/2031 – 21\/04\/2031$/)).toBe(
      "20/04/2031 – 21/04/2031",
    );
    const id = new URL(page.url()).pathname.split("/").pop();

    await page.goto(`/appointments/${id}/edit`);
    await page.getByTestId("appointment-form").waitFor();
    expect(await textWhen(start, /^20\/04\/2031$/)).toBe("20/04/2031");
    await page.getByLabel("Name").first().fill("Forwards");
    await page.getByTestId("save-appointment").click();
    await page.waitForURL(new RegExp(`/appointments/${id}$`));
    expect(await toastText(page, "Appointment saved.")).toBe("Appointment saved.");
    await page.getByRole("heading", { name: "Forwards" }).waitFor();
    await context.close();
  });

  it("writes dates in every language, never a format token", async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, "admin@example.com");
    // Any document of the app's origin gives the page its local storage; the smallest will do.
    await page.goto("/favicon.svg");
    const languages = [
      ["en", "05/03/2031", "Wednesday, 5 March 2031"],
      ["de", "05.03.2031", "Mittwoch, 5. März 2031"],
      ["de_DU", "05.03.2031", "Mittwoch, 5. März 2031"],
      ["es", "05/03/2031", "miércoles, 5 de marzo de 2031"],
      ["fr", "05/03/2031", "mercredi, 5 mars 2031"],
    ] as const;
    for (const [language, field, heading] of languages) {
      await page.evaluate((lng) => window.localStorage.setItem("intranet.language", lng), language);
      await page.goto("/appointments/new?date=2031-03-05");
      const shown = page.getByTestId("date-block").locator("button.mantine-DatePickerInput-input").first();
      expect(await textWhen(shown, new RegExp(`^${field.replaceAll(".", "\\.").replaceAll("/", "\\/")}$`))).toBe(field);
      await page.goto("/appointments?date=2031-03-05&view=sheet");
      const list = page.getByTestId("appointment-list");
      await list.waitFor();
      await list.getByRole("heading", { name: heading, exact: true }).waitFor();
      const headings = await list.getByRole("heading").allInnerTexts();
      expect(headings).toContain(heading);
      for (const text of headings) expect(text).not.toMatch(/\bL{1,4}\b/);
    }
    await checkA11y(page);
    await context.close();
  });
});
