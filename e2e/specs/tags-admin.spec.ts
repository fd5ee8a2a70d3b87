import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, PHONE, signIn, textWhen, useBrowser } from "../browser.js";

const WIDE = { width: 1366, height: 900 };

describe("tags administration", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("the administrator renames a tag and the member's post shows the new name; a member may not open the screen", async () => {
    const suffix = Date.now().toString(36);
    const from = `launch${suffix}`;
    const to = `liftoff${suffix}`;
    // A member posts with a tag (the editor's #[id:name] markup).
    const member = await browser.newPage(PHONE);
    await signIn(member.page, "sofia.klein@example.com");
    const posted = await apiCall(member.page, "POST", "/api/v1/activities", {
      stream: "all",
      content: `<p>Countdown for #[0123456789abcdef01234567:${from}] today</p>`,
    });
    expect(posted.status()).toBe(201);
    const note = (await posted.json()) as { id: string };
    await member.page.goto(`/activities/${note.id}`);
    expect(await textWhen(member.page.getByRole("link", { name: `#${from}` }).first(), new RegExp(from))).toBe(
      `#${from}`,
    );

    // The administrator finds it, renames it.
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");
    await admin.page.goto("/administration/tags");
    await admin.page.getByRole("heading", { name: "Tags" }).waitFor();
    await admin.page.getByTestId("tag-search").fill(from);
    const row = admin.page.getByTestId("admin-tag").filter({ hasText: `#${from}` });
    expect(await textWhen(row, /#launch/)).toMatch(new RegExp(`^#${from}\\s*1`));
    await checkA11y(admin.page);
    await row.getByRole("button", { name: `Rename #${from}` }).click();
    await admin.page.getByTestId("tag-rename-input").fill(to);
    await admin.page.getByTestId("tag-rename-save").click();
    expect(await textWhen(admin.page.getByText(`“${from}” is now “${to}”.`), /now/)).toBe(`“${from}” is now “${to}”.`);
    await admin.page.getByTestId("tag-search").fill(to);
    await textWhen(admin.page.getByTestId("admin-tag").filter({ hasText: `#${to}` }), /liftoff/);

    // The member's post reads the new name, and its link leads to the renamed tag's stream.
    await member.page.goto(`/activities/${note.id}`);
    const link = member.page.getByRole("link", { name: `#${to}` }).first();
    expect(await textWhen(link, new RegExp(to))).toBe(`#${to}`);
    expect(await link.getAttribute("href")).toBe(`/activitystreams/all?tag=${to}`);
    expect(await member.page.getByText(`#${from}`).count()).toBe(0);
    await checkA11y(member.page);

    // A member may open none of it.
    expect((await apiCall(member.page, "GET", "/administration/tags")).status()).toBe(403);
    await member.page.goto("/administration/tags");
    await member.page
      .getByText(/not found|does not exist|doesn’t exist/i)
      .first()
      .waitFor();

    // On a phone, the administrator's list fits.
    const phoneAdmin = await browser.newPage(PHONE);
    await signIn(phoneAdmin.page, "admin@example.com");
    await phoneAdmin.page.goto("/administration/tags");
    await phoneAdmin.page.getByTestId("tag-search").fill(to);
    const phoneRow = phoneAdmin.page.getByTestId("admin-tag").filter({ hasText: `#${to}` });
    await textWhen(phoneRow, /liftoff/);
    // Its buttons are in sight, not behind a sideways scroll of the table.
    const remove = await phoneRow.getByTestId("tag-delete").boundingBox();
    expect(remove && remove.x + remove.width).toBeLessThanOrEqual(PHONE.width);
    // And the tag's name keeps room to be read, not broken after every few letters.
    const nameCell = await phoneRow.getByRole("cell").nth(1).boundingBox();
    expect(nameCell?.width).toBeGreaterThan(100);
    await checkA11y(phoneAdmin.page);
  });
});
