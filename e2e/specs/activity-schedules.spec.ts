import { describe, expect, it } from "vitest";
import { checkA11y, eventually, PHONE, pickDayIn, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const json = { accept: "application/json" };

/** A whole day of a schedule as the English app writes it: the weekday, the day, the month's name, the year. */
const dayLabel = (day: number) => new RegExp(`^[A-Z][a-z]+day,? ${day} [A-Z][a-z]+ \\d{4}$`);

describe("schedules in a group's stream", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("proposes two days, a member's stream badge rises live, he picks both, and the author closes it on a phone and reads the result", async () => {
    const stamp = Date.now();
    // Elias (IT member) is on another page; the stream `all` counts the group's new activities for him.
    const elias = await browser.newPage();
    await signIn(elias.page, "elias.neumann@example.com");
    await elias.page.goto("/activitystreams/all");
    await elias.page.getByTestId("activity-composer").waitFor();
    await elias.page.goto("/appointments");
    await elias.page
      .getByTestId("activities-unread-badge")
      .or(elias.page.getByRole("link", { name: "Activities" }))
      .first()
      .waitFor();
    const unreads = async () =>
      (await (await elias.page.request.get("/api/v1/unreads", { headers: json })).json()) as Record<string, number>;
    const before = (await unreads()).Activitystreams ?? 0;

    // Sofia proposes two days of this month for the IT group's retrospective.
    const sofia = await browser.newPage();
    await signIn(sofia.page, "sofia.klein@example.com");
    await sofia.page.goto("/groups/it/activitystreams/all");
    await sofia.page.getByTestId("activity-type").getByText("Schedule", { exact: true }).click();
    const text = `Retrospective ${stamp}: which day?`;
    await sofia.page.getByLabel("What is the date for?", { exact: true }).click();
    await sofia.page.keyboard.type(text);
    const editor = sofia.page.getByTestId("schedule-editor");
    await pickDayIn(sofia.page, editor.getByRole("button", { name: /^Date 1\b/ }), 27);
    await pickDayIn(sofia.page, editor.getByRole("button", { name: /^Date 2\b/ }), 28);
    await checkA11y(sofia.page);
    await sofia.page.getByRole("button", { name: "Post", exact: true }).click();
    expect(await textWhen(sofia.page.getByTestId("activity-published"), /published/)).toBe("Your post is published.");

    // Elias's Activities badge counts it without a reload (pushed on the group's topic).
    const badge = elias.page.getByTestId("activities-unread-badge").first();
    expect(await textWhen(badge, new RegExp(`^${before + 1}$`))).toBe(String(before + 1));

    // He opens the group's stream and chooses both days.
    await elias.page.goto("/groups/it/activitystreams/all");
    const card = elias.page.getByTestId("activity-card").filter({ hasText: text });
    const poll = card.getByTestId("poll");
    await poll.waitFor();
    const choices = poll.getByTestId("poll-choices").getByRole("checkbox");
    expect(await choices.count()).toBe(2);
    const labels = await poll.getByTestId("poll-choices").locator("label").allTextContents();
    expect(labels[0]).toMatch(dayLabel(27));
    expect(labels[1]).toMatch(dayLabel(28));
    // Checked again if a click was lost: under CI load a click on a card that had just appeared once left the box
    // unchecked (not reproduced on a quiet machine; named in the closing note). The vote's outcome is asserted below.
    for (const choice of [choices.nth(0), choices.nth(1)]) {
      for (let attempt = 0; attempt < 3 && !(await choice.isChecked()); attempt++) {
        await choice.click();
        await eventually(() => choice.isChecked(), 3_000);
      }
      expect(await choice.isChecked()).toBe(true);
    }
    await poll.getByTestId("poll-vote").click();
    expect(await toastText(elias.page, "Your vote is saved.")).toBe("Your vote is saved.");
    expect(await textWhen(poll.getByTestId("poll-summary"), /1 person voted/)).toContain("1 person voted");
    await checkA11y(elias.page);

    // Sofia closes the poll on her phone and reads the result: each day has Elias's vote, 100 % of the voters.
    const phone = await browser.newPage(PHONE);
    await signIn(phone.page, "sofia.klein@example.com");
    await phone.page.goto("/groups/it/activitystreams/all");
    const mine = phone.page.getByTestId("activity-card").filter({ hasText: text });
    await mine.getByTestId("poll-close").click();
    expect(await toastText(phone.page, "The poll is closed.")).toBe("The poll is closed.");
    await mine.getByTestId("poll-closed").waitFor();
    const results = mine.getByTestId("poll-result");
    await results.first().waitFor();
    expect(await results.count()).toBe(2);
    for (const i of [0, 1]) {
      expect(await results.nth(i).getByTestId("poll-share").textContent()).toBe("100 %");
      expect(await results.nth(i).getByTestId("poll-votes").textContent()).toContain("1 vote");
    }
    await checkA11y(phone.page);

    for (const p of [elias, sofia, phone]) await p.context.close();
  });
});
