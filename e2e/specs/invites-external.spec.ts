import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";
import { deliveredMail } from "../outbox.js";

const WIDE = { width: 1366, height: 900 };

// Generous: each page is checked by axe, which on a busy shared machine takes a while.
describe("invitations by e-mail and CSV list", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("an administrator invites by e-mail and by CSV (a bad row first); the invitee signs up from the mail and sees the group; bulk renew and revoke", async () => {
    const stamp = Date.now();
    const invitee = `ina.${stamp}@example.org`;
    const listed = [`csv-a.${stamp}@example.org`, `csv-b.${stamp}@example.org`];
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");

    // The e-mail tab: the mail's default text is there; the invitation names the group IT.
    await admin.page.goto("/administration/invites/new?tab=email");
    await admin.page.getByRole("heading", { name: "Invite", exact: true }).waitFor();
    expect(await admin.page.getByLabel("Subject").inputValue()).toMatch(/^Invitation to /);
    await admin.page.getByLabel("E-mail address").fill(invitee);
    await admin.page.getByLabel("First name").fill("Ina");
    await admin.page.getByLabel("Last name").fill("Neu");
    await admin.page.getByTestId("invite-external-groups").click();
    await admin.page.getByRole("option", { name: "IT", exact: true }).click();
    await admin.page.keyboard.press("Escape");
    await checkA11y(admin.page);
    await admin.page.getByTestId("invite-email-send").click();
    expect(await toastText(admin.page, "1 invitation sent.")).toBe("1 invitation sent.");
    const row = admin.page.getByTestId("external-invite-row").filter({ hasText: invitee });
    // Sent now, valid for 14 days, as the English app writes instants (28/11/2026 14:35).
    expect(await textWhen(row, /open/i)).toMatch(
      /Ina Neu\s+OPEN\s+IT\s+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\s+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );

    // The CSV tab: a file with a bad row is refused whole, every error listed; the corrected one goes out.
    await admin.page.getByTestId("invite-tab-csv").click();
    const choose = async (picked: { name: string; mimeType: string; buffer: Buffer }) => {
      const [chooser] = await Promise.all([
        admin.page.waitForEvent("filechooser"),
        admin.page.getByTestId("invite-csv-file").click(),
      ]);
      await chooser.setFiles(picked);
    };
    const file = (rows: string[]) => ({
      name: "people.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`email;first_name;last_name\n${rows.join("\n")}\n`, "latin1"),
    });
    await choose(file([`${listed[0]};Jürgen;Müller`, "no-address;Bad;Row", `${listed[0]};Twice;Listed`]));
    await admin.page.getByTestId("invite-csv-send").click();
    const errors = admin.page.getByTestId("invite-errors");
    expect(await textWhen(errors, /Row 4/)).toContain("No invitation was sent.");
    expect(await errors.innerText()).toMatch(
      /Row 3, e-mail address: Is not a valid e-mail address\.[\s\S]*Row 4, e-mail address: Each entry may appear only once\./,
    );
    await checkA11y(admin.page);
    await choose(file([`${listed[0]};Jürgen;Müller`, `${listed[1]};Bea;Bauer`]));
    await admin.page.getByTestId("invite-csv-send").click();
    expect(await toastText(admin.page, "2 invitations sent.")).toBe("2 invitations sent.");
    expect(await textWhen(admin.page.getByTestId("invite-progress"), /Mailed 2 of 2/)).toBe("Mailed 2 of 2");
    await admin.page.getByTestId("external-invite-row").filter({ hasText: "Jürgen Müller" }).waitFor();

    // The invitee's mail, as the outbox keeps it: its link opens the sign-up page.
    const mail = await deliveredMail(admin.page, invitee);
    const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(mail?.text ?? "")?.[0];
    expect(link).toBeTruthy();
    const person = await browser.newPage(PHONE);
    await person.page.goto(new URL(link ?? "").pathname);
    await person.page.getByRole("heading", { name: "Accept your invitation" }).waitFor();
    expect(await textWhen(person.page.getByText(/You will join/), /IT/)).toBe("You will join: IT");
    expect(await person.page.getByLabel("First name").inputValue()).toBe("Ina");
    await person.page.getByLabel(/^Password/).fill("a long password 1");
    await person.page.getByLabel("Repeat the password").fill("a long password 1");
    await checkA11y(person.page);
    await person.page.getByTestId("sign-up-submit").click();
    await person.page.waitForURL((url) => !url.pathname.startsWith("/invitations"));
    await person.page.goto("/groups/it");
    await person.page.getByTestId("group-leave").waitFor();
    // The link works once.
    await person.page.goto(new URL(link ?? "").pathname);
    await person.page.getByTestId("sign-up-invalid").waitFor();

    // Bulk: an accepted invitation cannot be renewed or revoked; the open ones are renewed, then revoked.
    await admin.page.reload();
    const accepted = admin.page.getByTestId("external-invite-row").filter({ hasText: invitee });
    expect(await textWhen(accepted, /accepted/i)).toContain("ACCEPTED");
    await admin.page.getByLabel(`Select the invitation of ${invitee}`).check();
    expect(await admin.page.getByTestId("invite-renew").isDisabled()).toBe(true);
    expect(await admin.page.getByTestId("invite-revoke").isDisabled()).toBe(true);
    await admin.page.getByLabel(`Select the invitation of ${invitee}`).uncheck();
    for (const email of listed) await admin.page.getByLabel(`Select the invitation of ${email}`).check();
    await admin.page.getByTestId("invite-renew").click();
    expect(await toastText(admin.page, "Invitations renewed.")).toBe("Invitations renewed.");
    for (const email of listed) await admin.page.getByLabel(`Select the invitation of ${email}`).check();
    await admin.page.getByTestId("invite-revoke").click();
    expect(await toastText(admin.page, "Invitations revoked.")).toBe("Invitations revoked.");
    for (const email of listed)
      expect(
        await textWhen(admin.page.getByTestId("external-invite-row").filter({ hasText: email }), /obsolete/i),
      ).toContain("OBSOLETE");
    await checkA11y(admin.page);

    // A member who administers nothing reaches none of it.
    const jonas = await browser.newPage();
    await signIn(jonas.page, "lukas.weber@example.com");
    expect((await apiCall(jonas.page, "GET", "/external_invites/settings")).status()).toBe(403);
    expect(
      (await apiCall(jonas.page, "POST", "/batch_invites/revoke", { invite_ids: ["0".repeat(24)] })).status(),
    ).toBe(404);
    await Promise.all([admin.context.close(), person.context.close(), jonas.context.close()]);
  });
});
