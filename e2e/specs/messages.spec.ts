import { describe, expect, it } from "vitest";
import { checkA11y, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const json = { accept: "application/json" };

// Generous: each page is checked by axe at two widths, which on a busy shared machine takes a while.
describe("direct messages between members", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("sends, shows the unread count live, opens, replies, and keeps it from third parties", async () => {
    // Mia's browser is in New York and American English; her profile says otherwise, and the profile wins.
    const recipient = await browser.newPage(undefined, { timezoneId: "America/New_York", locale: "en-US" });
    await signIn(recipient.page, "mia.meyer@example.com");
    const network = await (await recipient.page.request.get("/api/v1/network", { headers: json })).json();
    const mia = network.current_member;
    await recipient.page.goto("/messages");
    await recipient.page.getByText("No messages").or(recipient.page.getByRole("checkbox").first()).first().waitFor();
    await checkA11y(recipient.page);
    const before = (await (await recipient.page.request.get("/api/v1/unreads", { headers: json })).json()).Messages;

    const sender = await browser.newPage();
    await signIn(sender.page, "admin@example.com");
    await sender.page.goto(`/messages/new?to=${mia.id}`);
    await sender.page.getByText(mia.displayName).first().waitFor();
    await checkA11y(sender.page);
    const subject = `Quarterly plan ${Date.now()}`;
    await sender.page.getByLabel("Subject").fill(subject);
    await sender.page.locator(".ProseMirror").click();
    await sender.page.keyboard.type("Please read the plan before Friday.");
    await sender.page.getByRole("button", { name: "Send" }).click();
    expect(await toastText(sender.page, "Message sent.")).toBe("Message sent.");
    await sender.page.waitForURL(/\/messages$/);
    // The Sent folder lists it once and offers no read/unread marks: those are the receiver's.
    await sender.page.goto("/messages/sent");
    const sentRows = sender.page.getByTestId("message-row").filter({ hasText: subject });
    await sentRows.first().waitFor();
    expect(await sentRows.count()).toBe(1);
    expect(await sender.page.getByTestId("mark-read").count()).toBe(0);
    expect(await sender.page.getByTestId("mark-unread").count()).toBe(0);
    await checkA11y(sender.page);

    // The recipient's badge changes without a reload: the socket pushes unreads_changed.
    // The demo may already have given the recipient unread messages, so the badge can be there before the push.
    const badge = recipient.page.getByTestId("messages-unread-badge").first();
    expect(await textWhen(badge, new RegExp(`^${before + 1}$`))).toBe(String(before + 1));

    await recipient.page.reload();
    const inboxRows = recipient.page.getByTestId("message-row").filter({ hasText: subject });
    await inboxRows.first().waitFor();
    expect(await inboxRows.count()).toBe(1);
    await inboxRows.first().click();
    await recipient.page.getByText("Please read the plan before Friday.").waitFor();
    await recipient.page.waitForURL(/\/messages\/[0-9a-f]{24}$/);
    await checkA11y(recipient.page);
    // The page names the message, and dates it in Mia's zone and language (English: day first, 24 hours).
    expect(await recipient.page.title()).toBe(`${subject} · Messages · ${network.name}`);
    const messageId = new URL(recipient.page.url()).pathname.split("/").pop() ?? "";
    const sent = await (await recipient.page.request.get(`/api/v1/messages/${messageId}`, { headers: json })).json();
    expect(mia.language).toBe("en");
    const written = new Intl.DateTimeFormat("en-GB", {
      timeZone: mia.time_zone,
      dateStyle: "short",
      timeStyle: "short",
    }).format(new Date(sent.created_at));
    const dated = written.replace(", ", " ");
    expect(await textWhen(recipient.page.getByText(dated), new RegExp(dated))).toContain(dated);
    // Machine translation (a local DeepL stand-in that upper-cases): translate, then back to the original.
    await recipient.page.getByRole("button", { name: "Translate" }).first().click();
    await recipient.page.getByRole("menuitem", { name: "German" }).click();
    await recipient.page.getByText("PLEASE READ THE PLAN BEFORE FRIDAY.").waitFor();
    await recipient.page.getByRole("button", { name: "Translated to German" }).first().click();
    await recipient.page.getByRole("menuitem", { name: "Original" }).click();
    await recipient.page.getByText("Please read the plan before Friday.").first().waitFor();
    await recipient.page.getByRole("link", { name: "Reply", exact: true }).first().click();
    await recipient.page.waitForURL(/\/messages\/new/);
    expect(await recipient.page.getByLabel("Subject").inputValue()).toBe(`Re: ${subject}`);
    await checkA11y(recipient.page);
    await recipient.page.locator(".ProseMirror").click();
    await recipient.page.keyboard.type("Done, thanks.");
    await recipient.page.getByRole("button", { name: "Send" }).click();
    expect(await toastText(recipient.page, "Message sent.")).toBe("Message sent.");

    const outsider = await browser.newPage();
    await signIn(outsider.page, "paul.wagner@example.com");
    const peek = await outsider.page.request.get(`/api/v1/messages/${messageId}`, { headers: json });
    expect(peek.status()).toBe(404);

    for (const p of [recipient, sender, outsider]) await p.context.close();
  });
});
