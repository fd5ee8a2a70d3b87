import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, eventually, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const WIDE = { width: 1366, height: 900 };

type OutboxMail = { to: string; subject: string; text: string; headers: Record<string, string> };

// Generous: each page is checked by axe at two widths on a busy shared machine.
describe("mailings: newsletter, digests and unsubscribing", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("an administrator designs the newsletter, orders its entries, sends it and a digest; a member unsubscribes", async () => {
    const stamp = Date.now();
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");

    // The designer (GrapesJS in a frame): it offers the placeholders as blocks; the content block removed from the
    // canvas, saving says so and saves nothing.
    await admin.page.goto("/administration/newsletter/settings");
    await admin.page.getByTestId("newsletter-designer").waitFor();
    await admin.page.getByTestId("newsletter-designer-loading").waitFor({ state: "detached", timeout: 60_000 });
    const designer = admin.page.frameLocator('[data-testid="newsletter-designer"]');
    const canvas = designer.frameLocator("iframe.gjs-frame");
    expect(await designer.locator(".gjs-block").allInnerTexts()).toEqual(
      expect.arrayContaining(["Content", "Disclaimer"]),
    );
    await checkA11y(admin.page);
    await canvas.getByText("{{content}}").click();
    // The selected component's toolbar: select parent, move, copy, delete.
    await designer.locator(".gjs-toolbar-item").last().click();
    await eventually(async () => (await canvas.getByText("{{content}}").count()) === 0);
    await admin.page.getByTestId("newsletter-save").click();
    const errors = admin.page.getByTestId("newsletter-template-errors");
    expect(await textWhen(errors, /content missing/)).not.toContain("disclaimer missing");

    // The HTML and CSS tab holds what the designer made; both placeholder errors together, nothing saved; then a
    // valid template, which the designer shows when the administrator goes back to it.
    await admin.page.getByTestId("newsletter-tab-code").click();
    const html = admin.page.getByTestId("newsletter-html");
    expect(await html.inputValue()).toContain("{{disclaimer_and_settings}}");
    expect(await html.inputValue()).not.toContain("{{content}}");
    expect(await admin.page.getByTestId("newsletter-preview").getAttribute("sandbox")).toBe("");
    await html.fill("<h1>Our news</h1><p>No placeholders</p>");
    await admin.page.getByTestId("newsletter-save").click();
    expect(await textWhen(errors, /disclaimer missing/)).toContain("content missing");
    await checkA11y(admin.page);
    await html.fill(`<h1>Our news ${stamp}</h1>`);
    await admin.page.getByRole("button", { name: "Insert content placeholder" }).click();
    await admin.page.getByRole("button", { name: "Insert disclaimer placeholder" }).click();
    await admin.page.getByTestId("newsletter-save").click();
    expect(await toastText(admin.page, "The newsletter settings were saved.")).toBe(
      "The newsletter settings were saved.",
    );
    await admin.page.getByTestId("newsletter-tab-visual").click();
    await canvas.getByText(`Our news ${stamp}`).waitFor();

    // Two network posts are the next newsletter's entries; the administrator puts the older first.
    for (const word of ["Alpha", "Beta"])
      expect(
        (
          await apiCall(admin.page, "POST", "/api/v1/activities", { stream: "all", content: `<p>${word} ${stamp}</p>` })
        ).status(),
      ).toBe(201);
    await admin.page.getByRole("link", { name: "Order of the upcoming activities" }).click();
    await admin.page.waitForURL(/\/upcoming_activities$/);
    const rows = admin.page.getByTestId("upcoming-row");
    expect(await textWhen(rows.first(), new RegExp(`Beta ${stamp}`))).toContain("Beta");
    await checkA11y(admin.page);
    await admin.page.getByTestId("upcoming-order").getByRole("button", { name: "Move down" }).first().click();
    expect(await rows.first().innerText()).toContain(`Alpha ${stamp}`);
    await admin.page.getByTestId("upcoming-save").click();
    expect(await toastText(admin.page, "The order was saved.")).toBe("The order was saved.");

    // Send now: the newsletter; the outbox shows Sofia's with Alpha before Beta.
    await admin.page.getByRole("link", { name: "Back to the newsletter" }).click();
    await admin.page.getByTestId("send-now-newsletter").click();
    expect(await textWhen(admin.page.getByText(/mails queued\./).first(), /\d+ mails queued\./)).toMatch(/^\d+/);
    const outbox = async (): Promise<OutboxMail[]> =>
      (await (await apiCall(admin.page, "GET", "/administration/outbox?limit=100")).json()).mails;
    const isSofiasNewsletter = (m: OutboxMail) =>
      m.to === "sofia.klein@example.com" && m.subject.startsWith("Newsletter of");
    // Sofia's newsletter and where it is, newest first, read page by page: the journeys before this one on the same
    // database made members, so the mails sent after hers (newsletters, then digests) can be more than a page of 100.
    const sofias = async (): Promise<{ position: number; mail?: OutboxMail }> => {
      for (let page = 1; page <= 50; page++) {
        const mails: OutboxMail[] = (
          await (await apiCall(admin.page, "GET", `/administration/outbox?limit=100&page=${page}`)).json()
        ).mails;
        const at = mails.findIndex(isSofiasNewsletter);
        if (at >= 0) return { position: (page - 1) * 100 + at, mail: mails[at] };
        if (mails.length < 100) break;
      }
      return { position: -1 };
    };
    // The mails go through the job queue (pg-boss) into the outbox.
    expect(await eventually(async () => (await sofias()).position >= 0, 60_000)).toBe(true);
    // The other members' newsletters keep arriving, newest first, 20 at a time (the job queue's batches), and push
    // Sofia's down the pages: wait until the outbox stops growing, then open the page her row is on.
    const outboxTotal = async (): Promise<number> =>
      (await (await apiCall(admin.page, "GET", "/administration/outbox?limit=1")).json()).meta.total_count;
    let total = -1;
    expect(
      await eventually(async () => {
        const before = total;
        total = await outboxTotal();
        await admin.page.waitForTimeout(3_000);
        return before === total;
      }, 120_000),
    ).toBe(true);
    const sofiasRow = admin.page
      .getByTestId("outbox-mail")
      .filter({ hasText: "sofia.klein@example.com" })
      .filter({ hasText: "Newsletter of" })
      .first();
    const opened = await eventually(async () => {
      const { position } = await sofias();
      if (position < 0) return false;
      await admin.page.goto(`/administration/outbox?page=${Math.floor(position / 20) + 1}`);
      await admin.page.getByTestId("outbox-mail").first().waitFor();
      return sofiasRow.isVisible();
    }, 60_000);
    expect(opened).toBe(true);
    await sofiasRow.click();
    const view = admin.page.getByTestId("outbox-mail-view");
    await view.getByRole("tab", { name: "Text" }).click();
    const text = await textWhen(view.getByTestId("outbox-text"), new RegExp(`Beta ${stamp}`));
    expect(text.indexOf(`Alpha ${stamp}`)).toBeLessThan(text.indexOf(`Beta ${stamp}`));
    expect(text).toContain("Unsubscribe from the newsletter");
    await checkA11y(admin.page);
    await admin.page.keyboard.press("Escape");

    // The weekly digest: each member gets their own.
    await admin.page.goto("/administration/newsletter/settings");
    await admin.page.getByTestId("send-now-weekly_digest").click();
    await admin.page
      .getByText(/mails queued\./)
      .first()
      // The digests are made for every member while the request waits: minutes on a loaded machine.
      .waitFor({ timeout: 180_000 });
    const digestReaders = async () =>
      new Set((await outbox()).filter((m) => m.subject.startsWith("Your weekly digest of")).map((m) => m.to)).size;
    // One query and one render per member through the job queue: slow on a loaded machine.
    expect(await eventually(async () => (await digestReaders()) > 1, 150_000)).toBe(true);
    const newsletter = (await sofias()).mail;
    expect(newsletter?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /\/mailings\/unsubscribe\/[0-9a-f]{24}\.n\.[A-Za-z0-9_-]{32}/.exec(newsletter?.text ?? "")?.[0];
    expect(link).toBeTruthy();

    // Sofia's link works on a phone without signing in, and says so.
    const visitor = await browser.newPage(PHONE);
    await visitor.page.goto(link ?? "/");
    const confirm = visitor.page.getByTestId("unsubscribe-confirm");
    const done = visitor.page.getByTestId("unsubscribe-done");
    await confirm.or(done).first().waitFor();
    await checkA11y(visitor.page);
    if (await confirm.isVisible()) await confirm.click();
    expect(await textWhen(done, /is unsubscribed/)).toContain("sofia.klein@example.com is unsubscribed.");
    await checkA11y(visitor.page);
    // An altered link is refused.
    await visitor.page.goto((link ?? "").replace(/.{4}$/, "AAAA"));
    await visitor.page.getByTestId("unsubscribe-invalid").waitFor();

    // The designer on a phone.
    const phoneAdmin = await browser.newPage(PHONE);
    await signIn(phoneAdmin.page, "admin@example.com");
    await phoneAdmin.page.goto("/administration/newsletter/settings");
    await phoneAdmin.page.getByTestId("newsletter-designer-loading").waitFor({ state: "detached", timeout: 60_000 });
    await checkA11y(phoneAdmin.page);
    await phoneAdmin.page.goto("/administration/newsletter/settings/upcoming_activities");
    await phoneAdmin.page.getByTestId("upcoming-row").first().waitFor();
    await checkA11y(phoneAdmin.page);
  });
});
