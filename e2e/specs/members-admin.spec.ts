import { type TOTP, URI } from "otpauth";
import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, eventually, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const PASSWORD = "a long enough secret";
const stamp = Date.now().toString(36);

describe("members administration", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("creates members with and without a welcome mail, administrates group memberships, locks one out", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "admin@example.com");
    await page.goto("/administration/members");
    await page.getByTestId("members-table").waitFor();
    const form = page.getByTestId("member-form");
    await checkA11y(page);

    // Without a welcome mail: the password is the administrator's to give.
    const quietEmail = `quiet-${stamp}@example.org`;
    await page.getByTestId("member-new").click();
    await form.waitFor();
    await form.getByLabel("E-mail").fill(quietEmail);
    await form.getByLabel("Send a welcome mail").uncheck();
    await form.locator('input[type="password"]').fill(PASSWORD);
    await form.getByLabel("First name").fill("Quentin");
    await form.getByLabel("Last name").fill(`Quiet ${stamp}`);
    // The profile fields are the member's own profile page's.
    await form.getByLabel("Position").fill("Night editor");
    await form.getByLabel("Location").fill("Leipzig");
    await checkA11y(page);
    await page.getByTestId("member-save").click();
    expect(await toastText(page, `Quentin Quiet ${stamp} was created.`)).toBe(`Quentin Quiet ${stamp} was created.`);
    await page.waitForURL(/\/administration\/members$/);

    // With a welcome mail: it waits in the outbox, with the link to choose a password.
    const welcomeEmail = `welcome-${stamp}@example.org`;
    await page.getByTestId("member-new").click();
    await form.waitFor();
    await form.getByLabel("E-mail").fill(welcomeEmail);
    await form.getByLabel("First name").fill("Wilma");
    await form.getByLabel("Last name").fill(`Welcome ${stamp}`);
    await page.getByTestId("member-save").click();
    expect(await toastText(page, `Wilma Welcome ${stamp} was created.`)).toBe(`Wilma Welcome ${stamp} was created.`);
    // Delivered by the mail job: the outbox shows it once it ran.
    const mail = page.getByTestId("outbox-mail").filter({ hasText: welcomeEmail });
    await eventually(async () => {
      await page.goto("/administration/outbox");
      await page.getByTestId("outbox-count").waitFor();
      return (await mail.count()) > 0;
    }, 60_000);
    expect(await textWhen(mail, /Welcome to /)).toMatch(/Welcome to /);
    await mail.first().click();
    await page.getByRole("dialog").getByRole("tab", { name: "Text" }).click();
    expect(await textWhen(page.getByTestId("outbox-text"), /reset_password_token=/)).toMatch(
      /Choose your password with this link within seven days/,
    );
    await page.keyboard.press("Escape");

    // The quiet member signs in elsewhere and joins an open group.
    const other = await browser.newPage();
    await signIn(other.page, quietEmail, PASSWORD);
    expect((await apiCall(other.page, "POST", "/api/v1/groups/running-club/join")).status()).toBe(200);
    await other.page.goto("/");
    await other.page.getByRole("button", { name: "Profile menu" }).waitFor();
    // Their profile shows what the administrator filled in.
    const found = await (
      await apiCall(page, "GET", `/administration/members?q=${encodeURIComponent(quietEmail)}`)
    ).json();
    await other.page.goto(`/members/${found.members[0].id}`);
    expect(await textWhen(other.page.getByTestId("profile-position"), /Night/)).toBe("Night editor");
    expect(await textWhen(other.page.getByTestId("profile-location"), /Leipzig/)).toBe("Leipzig");

    // The table finds them; the dropdown leads to their group memberships.
    await page.goto(`/administration/members?q=${stamp}`);
    const row = page.getByTestId("member-row").filter({ hasText: `Quentin Quiet ${stamp}` });
    expect(await textWhen(row, /Active/)).toMatch(
      new RegExp(`Quentin Quiet ${stamp}\\s+${quietEmail}\\s+Normal\\s+Active\\s+\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}`),
    );
    await row.getByTestId("member-menu").click();
    await page.getByRole("menuitem", { name: "Group memberships" }).click();
    const membership = page.getByTestId("group-membership-row").filter({ hasText: "Running Club" });
    expect(await textWhen(membership, /Member/)).toMatch(/Running Club\s+Member/);
    await checkA11y(page);
    await membership.getByRole("switch").click({ force: true });
    expect(await toastText(page, "Now an administrator of Running Club.")).toBe(
      "Now an administrator of Running Club.",
    );
    await membership.getByRole("button", { name: "Remove from group" }).click();
    await page.getByTestId("confirm-ok").click();
    expect(await toastText(page, "Removed from Running Club.")).toBe("Removed from Running Club.");
    await page.getByText("Not in any group.").waitFor();

    // Two-factor: the member sets up an authenticator app; the administrator resets it, and the member's page
    // offers to set one up again.
    await other.page.goto("/users/two_factor");
    const totpFactor = other.page.getByTestId("factor-totp");
    await totpFactor.getByRole("button", { name: "Set up" }).click();
    const uri = (await other.page.getByTestId("provisioning-uri").textContent()) ?? "";
    await other.page.getByLabel("Code").fill((URI.parse(uri) as TOTP).generate());
    await other.page.getByRole("button", { name: "Activate" }).click();
    await other.page.getByRole("button", { name: "Done" }).click();
    await totpFactor.getByText("Active").waitFor();
    await page.goto(`/administration/members?q=${stamp}`);
    await row.getByTestId("member-menu").click();
    await page.getByRole("menuitem", { name: "Reset two-factor authentication" }).click();
    await page.getByTestId("confirm-ok").click();
    expect(await toastText(page, `The two-factor authentication of Quentin Quiet ${stamp} was reset.`)).toBe(
      `The two-factor authentication of Quentin Quiet ${stamp} was reset.`,
    );
    await other.page.reload();
    await totpFactor.getByRole("button", { name: "Set up" }).waitFor();
    expect(await totpFactor.getByText("Active").count()).toBe(0);

    // Locked: the other browser's session ends at once.
    await page.goto(`/administration/members?q=${stamp}`);
    await row.getByTestId("member-menu").click();
    await page.getByRole("menuitem", { name: "Lock" }).click();
    expect(await toastText(page, `Quentin Quiet ${stamp} is locked and signed out.`)).toBe(
      `Quentin Quiet ${stamp} is locked and signed out.`,
    );
    expect(await textWhen(row.getByTestId("member-state"), /Locked/)).toBe("Locked");
    await other.page.goto("/messages");
    await other.page.waitForURL(/\/users\/sign_in/);
    await other.context.close();
    await context.close();
  });

  it("shows the table at phone width, and nothing of it to a member", async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, "admin@example.com");
    await page.goto(`/administration/members?q=${stamp}`);
    const rows = page.getByTestId("member-row");
    expect(await textWhen(rows.first(), new RegExp(stamp))).toMatch(new RegExp(stamp));
    await checkA11y(page);
    await context.close();

    const member = await browser.newPage();
    await signIn(member.page, "jonas.schneider@example.com");
    expect((await apiCall(member.page, "GET", "/administration/members")).status()).toBe(403);
    await member.page.goto("/administration/members");
    await member.page.getByText("Page not found").waitFor();
    await member.context.close();
  });

  it("appoints a group-category administrator at phone width, who then administrates that category", async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, "admin@example.com");
    await page.goto("/administration/group-categories-order/edit");
    const link = page.getByTestId("category-admins-link").first();
    const href = (await link.getAttribute("href")) ?? "";
    const categoryId = href.split("/")[3] ?? "";
    await link.click();
    await page.waitForURL(/\/administration\/group-categories\/[0-9a-f]+\/admins$/);
    const title = await textWhen(page.getByTestId("category-admins-title"), /Administrators of /);
    const plural = title.replace("Administrators of ", "");
    await page.getByTestId("member-picker").fill("sofia");
    await page.getByRole("option", { name: /Sofia Klein/ }).click();
    // The picker stays open for more names; closing it uncovers the button on a phone.
    await page.keyboard.press("Escape");
    await page.getByTestId("category-admin-appoint").click();
    expect(await toastText(page, "Appointed: Sofia Klein")).toBe("Appointed: Sofia Klein");
    expect(await textWhen(page.getByTestId("category-admin-row"), /Sofia Klein/)).toContain("Sofia Klein");
    await checkA11y(page);

    // Sofia finds an Administration link for that category in her userbar.
    const sofia = await browser.newPage();
    await signIn(sofia.page, "sofia.klein@example.com");
    await sofia.page.goto("/");
    expect(
      await textWhen(
        sofia.page.getByTestId(`userbar-category-administration-${categoryId}`),
        new RegExp(plural.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      ),
    ).toBe(plural);

    // Dismissed: the list is empty again and the link is gone.
    await page.getByRole("button", { name: "Remove Sofia Klein" }).click();
    expect(await toastText(page, "Sofia Klein is no longer an administrator of this category.")).toContain(
      "Sofia Klein",
    );
    await page.getByText("No administrators for this category yet.").waitFor();
    await sofia.page.reload();
    await sofia.page.getByRole("button", { name: "Profile menu" }).waitFor();
    expect(await sofia.page.getByTestId(`userbar-category-administration-${categoryId}`).count()).toBe(0);
    await sofia.context.close();
    await context.close();
  });

  it("an administrator makes a member group administrator and removes one from the member list's menu", async () => {
    const admin = await browser.newPage();
    await signIn(admin.page, "admin@example.com");
    const created = await apiCall(admin.page, "POST", "/administration/members", {
      user: {
        email: `gm-${stamp}@example.org`,
        password: PASSWORD,
        send_welcome_mail: false,
        first_name: "Gemma",
        last_name: `Menu ${stamp}`,
      },
    });
    expect(created.status()).toBe(201);
    const gemma = (await created.json()) as { id: string };
    // Gemma joins the open group herself.
    const other = await browser.newPage();
    await signIn(other.page, `gm-${stamp}@example.org`, PASSWORD);
    expect((await apiCall(other.page, "POST", "/api/v1/groups/running-club/join")).status()).toBe(200);
    await other.context.close();

    const name = `Gemma Menu ${stamp}`;
    const { page } = admin;
    await page.goto("/groups/running-club/members");
    const menu = page.getByTestId(`group-member-menu-${gemma.id}`);
    await menu.click();
    await page.getByRole("menuitem", { name: "Make administrator" }).click();
    expect(await toastText(page, `${name} is now an administrator of the group.`)).toBe(
      `${name} is now an administrator of the group.`,
    );
    await checkA11y(page);
    // The toast sits over the menu's lower items at the bottom right: close it first, as a person would (unless it
    // closed itself while the accessibility check ran).
    const toast = page.locator(".mantine-Notification-root");
    await toast
      .getByRole("button")
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await toast.first().waitFor({ state: "detached" });
    await menu.click();
    await page.getByRole("menuitem", { name: "Remove from group" }).click();
    await page.getByTestId("confirm-ok").click();
    expect(await toastText(page, `${name} was removed from the group.`)).toBe(`${name} was removed from the group.`);
    // Her row (and its menu) leaves the list.
    await eventually(async () => (await menu.count()) === 0);
    await admin.context.close();
  });
});
