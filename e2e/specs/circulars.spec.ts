import { describe, expect, it } from "vitest";
import { checkA11y, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const json = { accept: "application/json" };

/** A date and time as English readers see them: day first. */
const DATED = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

// Generous: each page is checked by axe at two widths, which on a busy shared machine takes a while.
describe("circulars", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("sends a circular to everyone, a reader confirms it on a phone, and the author sees who has", async () => {
    const title = `Fire drill on Thursday ${Date.now()}`;
    const admin = await browser.newPage();
    await signIn(admin.page, "admin@example.com");
    await admin.page.goto("/rundschreiben/new");
    await admin.page.getByTestId("circular-title-input").waitFor();
    await checkA11y(admin.page);
    await admin.page.getByTestId("circular-title-input").fill(title);
    await admin.page.getByTestId("circular-editor").locator(".ProseMirror").click();
    await admin.page.keyboard.type("Please leave the building by the nearest exit when the alarm sounds at ten.");
    await admin.page.getByTestId("circular-send").click();
    expect(await toastText(admin.page, `The circular “${title}” was sent.`)).toBe(`The circular “${title}” was sent.`);
    await admin.page.waitForURL(/\/rundschreiben\/[0-9a-f]{24}$/);
    const circularUrl = new URL(admin.page.url()).pathname;
    // The author is not a recipient: nothing to confirm, and the circular is marked as sent in their list.
    await admin.page.getByTestId("confirmations-panel").waitFor();
    expect(await admin.page.getByTestId("circular-confirm").count()).toBe(0);
    await admin.page.goto("/rundschreiben");
    const own = admin.page.getByTestId("circular").filter({ hasText: title });
    await own.waitFor();
    expect(await own.textContent()).toContain("Sent by you");
    await admin.page.goto(circularUrl);

    // Anna finds it unconfirmed in her list, opens and confirms it.
    const anna = await browser.newPage(PHONE);
    await signIn(anna.page, "anna.becker@example.com");
    await anna.page.goto("/rundschreiben");
    const row = anna.page.getByTestId("circular").filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain("Not confirmed yet");
    await checkA11y(anna.page);
    await row.click();
    await anna.page.waitForURL(new RegExp(`${circularUrl}$`));
    await anna.page.getByText("Please leave the building").waitFor();
    await anna.page.getByTestId("circular-confirm").click();
    expect(await toastText(anna.page, "Thank you for confirming.")).toBe("Thank you for confirming.");
    const readOn = await textWhen(anna.page.getByTestId("circular-read-on"), DATED);
    expect(readOn).toMatch(/^Read on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await checkA11y(anna.page);
    // Nothing on the phone screen is wider than the screen.
    expect(
      await anna.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // The author sees one confirmation, Anna's, and the rest pending.
    await admin.page.reload();
    const panel = admin.page.getByTestId("confirmations-panel");
    await panel.waitFor();
    expect(await textWhen(panel, /1 of \d+ confirmed/)).toMatch(/1 of \d+ confirmed/);
    await admin.page.getByTestId("tab-confirmed").click();
    const confirmed = admin.page.getByTestId("confirmations-confirmed").getByTestId("confirmation");
    await confirmed.first().waitFor();
    expect(await confirmed.count()).toBe(1);
    expect(await confirmed.first().textContent()).toContain("Anna Becker");
    await checkA11y(admin.page);

    // A group's circular stays with the group: Jonas sends one to IT, Anna (not in IT) cannot open it.
    const jonas = await browser.newPage();
    await signIn(jonas.page, "jonas.schneider@example.com");
    const it = (await (await jonas.page.request.get("/api/v1/groups/it", { headers: json })).json()) as { id: string };
    const cookies = await jonas.page.context().cookies();
    const sent = await jonas.page.request.post("/rundschreiben", {
      headers: { ...json, "x-csrf-token": cookies.find((c) => c.name === "csrf_token")?.value ?? "" },
      data: { circular: { title: "IT only", html_content: "<p>For the IT group.</p>", group_id: it.id } },
    });
    expect(sent.status()).toBe(201);
    const groupCircular = (await sent.json()) as { id: string };
    expect((await anna.page.request.get(`/rundschreiben/${groupCircular.id}`, { headers: json })).status()).toBe(404);

    for (const p of [admin, anna, jonas]) await p.context.close();
  });
});
