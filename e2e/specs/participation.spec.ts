import { describe, expect, it } from "vitest";
import { demoDay } from "../../server/src/seed/demo-day.js";
import { apiCall as call, checkA11y, eventually, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** "Sunday, 29 November 2026": a day heading as the list and the start page write it (en-GB). */
const dayHeading = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(/^(\w+) /, "$1, ");

// Generous: each page is checked by axe at two widths, which on a busy shared machine takes a while.
describe("appointment participation", { timeout: 600_000 }, () => {
  const browser = useBrowser();
  const suffix = Date.now().toString(36);

  it("invites a member who answers from the invites page and the detail page; books a room once", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "admin@example.com");
    const cal = await call(page, "POST", "/calendars", {
      calendar: { name: `Participation ${suffix}`, type: "personal" },
    });
    expect(cal.status()).toBe(201);
    const calendarId = (await cal.json()).id as string;
    const rooms = (await (await call(page, "GET", "/meeting_rooms?filter=all")).json()) as {
      id: string;
      name: string;
    }[];
    const blue = rooms.find((r) => r.name === "Blue room");
    if (!blue) throw new Error("no seeded meeting room");
    const appointment = (start: string, end: string, name: string) => ({
      appointment: {
        name,
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start, end, all_day: false },
        meeting_room_id: blue.id,
      },
    });
    const created = await call(
      page,
      "POST",
      "/appointments",
      appointment("2031-06-10T10:00", "2031-06-10T11:00", `Kick-off ${suffix}`),
    );
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as string;
    const clash = await call(
      page,
      "POST",
      "/appointments",
      appointment("2031-06-10T10:30", "2031-06-10T11:30", "Clash"),
    );
    expect(clash.status()).toBe(409);

    // The form offers rooms; the detail page shows the meeting.
    await page.goto(`/appointments/${id}/edit`);
    await page.getByTestId("meeting-room-section").getByText("Blue room").waitFor();
    await checkA11y(page);
    const dates = page.getByTestId("date-block");
    for (const field of ["Start", "End"]) {
      const shown = dates.getByRole("button", { name: field, exact: true });
      expect(await textWhen(shown, /^10\/06\/2031$/)).toBe("10/06/2031");
    }
    await page.goto(`/appointments/${id}`);
    await page.getByTestId("meeting-links").getByText("Blue room").waitFor();
    const when = "10/06/2031 10:00 – 11:00";
    expect(await textWhen(page.getByTestId("appointment-date"), /^10\/06\/2031 10:00 – 11:00$/)).toBe(when);
    await checkA11y(page);

    // Add a member on the participants page.
    await page.goto(`/appointments/${id}/participants`);
    await page.getByTestId("participants-page").waitFor();
    await checkA11y(page);
    await page.getByTestId("add-participants").getByTestId("member-picker").click();
    await page.keyboard.type("Jonas Sch");
    await page.getByRole("option", { name: "Jonas Schneider" }).click();
    await page.keyboard.press("Escape");
    await page.getByTestId("add-participants-submit").click();
    const added = "Added 1 member.";
    expect(await toastText(page, added)).toBe(added);
    await page.getByTestId("participant-row").filter({ hasText: "Jonas Schneider" }).waitFor();
    expect(await page.getByTestId("participant-row").filter({ hasText: "Jonas Schneider" }).count()).toBe(1);

    // Writing to the attendees: the way back is "Cancel" (not "Cancel appointment"), sending says so.
    await page.goto(`/appointments/${id}/contact`);
    await page.getByTestId("contact-page").waitFor();
    await page.getByRole("heading", { name: `Write to the attendees of Kick-off ${suffix}`, exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Cancel appointment" }).count()).toBe(0);
    await page.getByRole("button", { name: "Cancel", exact: true }).waitFor();
    await checkA11y(page);
    await page.getByTestId("contact-subject").fill("Agenda");
    await page.getByTestId("contact-text").fill("Please bring the figures.");
    await page.getByTestId("contact-send").click();
    await page.waitForURL(new RegExp(`/appointments/${id}$`));
    expect(await toastText(page, "Your message was sent.")).toBe("Your message was sent.");

    // An appointment that does not exist reads as not found, not as a form error.
    await page.goto("/appointments/0123456789abcdef01234567/participants");
    await page.getByText("Page not found").waitFor();
    expect(await page.getByText("Please check the highlighted fields").count()).toBe(0);
    await checkA11y(page);

    // Jonas answers on the invites page, then changes his mind on the detail page.
    const jonas = await browser.newPage();
    await signIn(jonas.page, "jonas.schneider@example.com");
    await jonas.page.goto("/appointments/invites");
    const row = jonas.page.getByTestId("invite-row").filter({ hasText: `Kick-off ${suffix}` });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    await checkA11y(jonas.page);
    // Invites and answers show the appointment's own wall-clock time as every date and time: 10/06/2031 10:00.
    expect(await textWhen(row, /10\/06\/2031 10:00/)).toContain("10/06/2031 10:00");
    await row.getByTestId("invite-accept").click();
    await row.waitFor({ state: "detached" });
    await jonas.page.getByTestId("invites-tab-upcoming").click();
    const answered = jonas.page.getByTestId("participation-row").filter({ hasText: `Kick-off ${suffix}` });
    await answered.waitFor();
    expect(await textWhen(answered, /10\/06\/2031 10:00/)).toContain("10/06/2031 10:00");
    await jonas.page.goto(`/appointments/${id}`);
    await jonas.page.getByText("Your answer: Accepted").waitFor();
    await checkA11y(jonas.page);
    expect(await textWhen(jonas.page.getByTestId("appointment-date"), /^10\/06\/2031 10:00 – 11:00$/)).toBe(when);
    await jonas.page.getByTestId("rsvp-declined").click();
    expect(await toastText(jonas.page, "Your answer was saved.")).toBe("Your answer was saved.");
    await jonas.page.getByText("Your answer: Declined").waitFor();
    // Accept is now the light button: its text must stay readable (it was teal on dark teal).
    expect(await jonas.page.getByTestId("rsvp-accepted").innerText()).toBe("Accept");
    await checkA11y(jonas.page, { again: true });
    expect((await call(jonas.page, "GET", `/appointments/${id}/attendees.csv`)).status()).toBe(403);

    // The organiser downloads the list.
    const csv = await call(page, "GET", `/appointments/${id}/attendees.csv`);
    expect(csv.status()).toBe(200);
    // Every field quoted, so a spreadsheet splitting on its own separator cannot start a formula.
    expect(await csv.text()).toContain('"Jonas","Schneider","jonas.schneider@example.com","Declined"');
    await jonas.context.close();
    await context.close();
  });
  it("shows an accepted weekly appointment of the administrator's calendar to the invitee everywhere", async () => {
    // Two members side by side: the administrator invites in their own calendar, the member accepts.
    const admin = await browser.newPage();
    await signIn(admin.page, "admin@example.com");
    const lea = await browser.newPage();
    await signIn(lea.page, "lea.fischer@example.com");
    const leaId = (await (await call(lea.page, "GET", "/api/v1/network")).json()).current_member.id as string;
    const cal = await call(admin.page, "POST", "/calendars", {
      calendar: { name: `Alex weekly ${suffix}`, type: "personal" },
    });
    expect(cal.status()).toBe(201);
    const day = demoDay(1);
    const name = `Jour fixe ${suffix}`;
    const created = await call(admin.page, "POST", "/appointments", {
      appointment: {
        name,
        calendar_ids: [(await cal.json()).id],
        time_zone: "Europe/Berlin",
        date: { start: `${day}T10:00`, end: `${day}T11:00`, all_day: false },
        recurrence_pattern: { recurrence_frequency: "weekly", recurrence_interval: 1, recurrence_end_time: null },
        membership_ids_to_invite: [leaId],
      },
    });
    expect(created.status()).toBe(201);

    // The invitation says it repeats; Lea accepts it.
    await lea.page.goto("/appointments/invites");
    const row = lea.page.getByTestId("invite-row").filter({ hasText: name });
    await row.waitFor();
    expect(await textWhen(row.getByTestId("invite-repeats"), /^Repeats weekly$/)).toBe("Repeats weekly");
    await row.getByTestId("invite-accept").click();
    expect(await toastText(lea.page, "Your answer was saved.")).toBe("Your answer was saved.");

    // Her appointment list, Participating and the start page show it, on its day at its time. The list runs to the
    // month's end, so the series' later weeks have blocks of their own: the first day's block is read.
    const heading = dayHeading(day);
    for (const path of [`/appointments?date=${day}&view=list`, `/appointments/participating?date=${day}&view=list`]) {
      await lea.page.goto(path);
      const block = lea.page
        .getByTestId("appointment-list")
        .locator("> div")
        .filter({ hasText: name })
        .filter({ has: lea.page.getByRole("heading").filter({ hasText: new RegExp(`^${heading}`) }) });
      await block.waitFor();
      expect(await textWhen(block.getByRole("heading"), new RegExp(`^${heading}`))).toMatch(new RegExp(`^${heading}`));
      const line = block.getByTestId("appointment-line").filter({ hasText: name });
      expect(oneLine(await textWhen(line, /10:00/))).toBe(`10:00 ${name}`);
    }
    await lea.page.goto("/");
    const upcoming = lea.page
      .getByTestId("dashboard-upcoming")
      .getByTestId("dashboard-appointment")
      .filter({ hasText: name })
      .first();
    await upcoming.waitFor();
    expect(oneLine(await textWhen(upcoming, /10:00–11:00/))).toBe(`${heading} 10:00–11:00 ${name}`);

    // On a phone her list of this month opens at today (here: tomorrow's block), not at the month's first day.
    if (day.slice(0, 7) !== demoDay(0).slice(0, 7)) return;
    // A daily series since the month's first day fills the days before today (invited counts as taking part).
    const early = await call(admin.page, "POST", "/appointments", {
      appointment: {
        name: `Early stand-up ${suffix}`,
        calendar_ids: [(await cal.json()).id],
        time_zone: "Europe/Berlin",
        date: { start: `${day.slice(0, 8)}01T08:00`, end: `${day.slice(0, 8)}01T08:15`, all_day: false },
        recurrence_pattern: { recurrence_frequency: "daily", recurrence_interval: 1, recurrence_end_time: null },
        membership_ids_to_invite: [leaId],
      },
    });
    expect(early.status()).toBe(201);
    await lea.page.setViewportSize(PHONE);
    await lea.page.goto("/appointments?view=list");
    const opening = lea.page.getByTestId("appointment-list-opening");
    await opening.waitFor();
    // Scrolled down to it (the days before are above the screen), and it is on screen.
    const measure = () => opening.evaluate((el) => ({ top: el.getBoundingClientRect().top, scrolled: window.scrollY }));
    await eventually(async () => (await measure()).scrolled > 0);
    const seen = await measure();
    expect(seen.scrolled, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(seen.top).toBeGreaterThanOrEqual(0);
    expect(seen.top).toBeLessThan(PHONE.height - 100);
    await lea.context.close();
    await admin.context.close();
  });
});
