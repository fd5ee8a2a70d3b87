import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, PHONE, signIn, signInThroughForm, textWhen, toastText, useBrowser } from "../browser.js";
import { pickOptionIn } from "../locators.js";
import { deliveredMail } from "../outbox.js";

const ADMIN = "admin@example.com";
const PASSWORD = "a long enough secret";

/** The confirmation link of the newest mail to `email` in the development outbox, as an administrator reads it. */
async function confirmationLink(admin: Page, email: string): Promise<string> {
  const confirmation = /https?:\/\/\S+\/users\/confirmation\?confirmation_token=[^\s"<]+/;
  const mail = await deliveredMail(admin, email, (m) => confirmation.test(m.text));
  const link = confirmation.exec(mail?.text ?? "")?.[0] ?? "";
  expect(link, `confirmation mail to ${email}`).not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Opens a settings tab, changes what `change` does there and saves; the toast says it was saved. */
async function saveOnTab(page: Page, tab: string, change: () => Promise<void>) {
  await page.goto(`/administration/settings/edit${tab === "basic" ? "" : `?tab=${tab}`}`);
  await page.getByTestId("admin-settings-form").waitFor();
  await change();
  await page.getByTestId("admin-settings-save").click();
  expect(await toastText(page, "Saved successfully.")).toBe("Saved successfully.");
}

describe("network settings and joining without an invitation", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("an administrator changes each tab and sees the effect; a visitor signs up, confirms, signs in and is sent to the factor setup; a moderated application is accepted", async () => {
    const stamp = Date.now();
    const admin = await browser.newPage();
    await signIn(admin.page, ADMIN);
    const original = await (await apiCall(admin.page, "GET", "/administration/settings")).json();
    const visitor = await browser.newPage(PHONE);
    const applicant = await browser.newPage(PHONE);
    try {
      // Basic: the network's name, seen in the page title.
      await saveOnTab(admin.page, "basic", async () => {
        await admin.page.getByTestId("setting-name").fill(`Acme ${stamp}`);
      });
      await admin.page.waitForFunction((name) => document.title.includes(name), `Acme ${stamp}`);

      // Mail: the birthday mail's test goes to the administrator through the mail layer.
      await admin.page.goto("/administration/settings/edit?tab=mail");
      await admin.page.getByTestId("setting-birthday-subject").fill(`Cake ${stamp}`);
      await admin.page.getByTestId("setting-birthday-test").click();
      expect(await toastText(admin.page, "A test mail is on its way to you.")).toBe(
        "A test mail is on its way to you.",
      );
      // Mails are delivered by a job: the outbox has it shortly after.
      const cake = await deliveredMail(admin.page, ADMIN, (m) => m.subject === `Cake ${stamp}`);
      expect(cake?.subject).toBe(`Cake ${stamp}`);

      // Join: people may sign up on their own, without moderation.
      await saveOnTab(admin.page, "join", async () => {
        await admin.page.getByRole("switch", { name: "People may sign up on their own" }).click();
        await admin.page.getByRole("switch", { name: "Administrators accept each sign-up" }).click();
        await admin.page.getByRole("switch", { name: "Ask for profile data at sign-up" }).click();
        // The captcha stays on (its default): the visitor below solves the real proof of work in this browser.
        expect(await admin.page.getByRole("switch", { name: "Captcha on sign-up" }).isChecked()).toBe(true);
      });

      // A visitor on a phone finds the sign-up on the sign-in page and signs up.
      const email = `visitor${stamp}@example.org`;
      await visitor.page.goto("/users/sign_in");
      await visitor.page.getByTestId("sign-up-link").click();
      await visitor.page.waitForURL(/\/users\/sign_up$/);
      await visitor.page.getByLabel("First name").fill("Vera");
      await visitor.page.getByLabel("Last name").fill(`Visitor${stamp}`);
      await visitor.page.getByLabel("E-mail").fill(email);
      await visitor.page.getByLabel(/^Password/).fill(PASSWORD);
      await visitor.page.getByLabel("Confirm password").fill(PASSWORD);
      // The profile data asked at join: the member profile's fields.
      await visitor.page.getByLabel("Department").fill("Garden");
      // The captcha: sending waits for it; the visitor ticks "I'm not a robot" and the widget's worker (a file of this
      // site, allowed by the content security policy) solves the server's challenge.
      const submit = visitor.page.getByTestId("sign-up-submit");
      expect(await submit.isDisabled()).toBe(true);
      const captcha = visitor.page.getByTestId("sign-up-captcha");
      await captcha.getByText("I'm not a robot").click();
      await captcha.locator('.altcha[data-state="verified"]').waitFor({ timeout: 90_000 });
      await visitor.page.waitForFunction(
        () => !(document.querySelector('[data-testid="sign-up-submit"]') as HTMLButtonElement | null)?.disabled,
      );
      await submit.click();
      expect(await textWhen(visitor.page.getByTestId("sign-up-sent"), /confirm your address/)).toContain(
        "We sent you a mail",
      );
      // The member exists only once the mailed link is opened; the link works once.
      const link = await confirmationLink(admin.page, email);
      await visitor.page.goto(link);
      expect(await textWhen(visitor.page.getByTestId("confirmation-confirmed"), /You can sign in now/)).toContain(
        "account is ready",
      );
      await visitor.page.goto(link);
      expect(await textWhen(visitor.page.getByTestId("confirmation-invalid"), /invalid/)).toContain("used already");
      await signInThroughForm(visitor.page, email, PASSWORD);
      const joined = await (
        await apiCall(admin.page, "GET", `/administration/members?q=${encodeURIComponent(email)}`)
      ).json();
      await visitor.page.goto(`/members/${joined.members[0].id}`);
      expect(await textWhen(visitor.page.getByTestId("profile-department"), /Garden/)).toBe("Garden");

      // Member: two-factor enforced sends the new member, who has no factor, to the factor setup first.
      await saveOnTab(admin.page, "member", async () => {
        await pickOptionIn(admin.page, admin.page.getByTestId("setting-two-factor"), "Every member must set it up");
      });
      await visitor.page.goto("/messages");
      await visitor.page.waitForURL(/\/users\/two_factor$/);
      expect(await textWhen(visitor.page.getByTestId("two-factor-enforced"), /Set up a method/)).toContain(
        "two-factor authentication",
      );
      await apiCall(admin.page, "PUT", "/administration/settings", { two_factor: original.two_factor });

      // Moderated join: the application waits for the administrator, who accepts it.
      await apiCall(admin.page, "PUT", "/administration/settings", { join_moderated: true, altcha_captcha: false });
      const applicantEmail = `applicant${stamp}@example.org`;
      const signUp = await applicant.page.request.post("/users", {
        headers: { accept: "application/json" },
        data: {
          user: {
            email: applicantEmail,
            first_name: "Arno",
            last_name: `Applicant${stamp}`,
            password: PASSWORD,
            password_confirmation: PASSWORD,
          },
        },
      });
      expect(signUp.status()).toBe(200);
      await applicant.page.goto(await confirmationLink(admin.page, applicantEmail));
      expect(await textWhen(applicant.page.getByTestId("confirmation-pending"), /administrator/)).toContain(
        "application",
      );
      await admin.page.goto("/administration/join_requests");
      const card = admin.page.getByTestId("join-request").filter({ hasText: `Arno Applicant${stamp}` });
      // The badge shows its text in capitals.
      expect(await textWhen(card.getByTestId("join-request-status"), /^open$/i)).toMatch(/^open$/i);
      await card.getByTestId("join-request-accept").click();
      expect(await toastText(admin.page, `Arno Applicant${stamp} is now a member.`)).toBe(
        `Arno Applicant${stamp} is now a member.`,
      );
      expect(await textWhen(card.getByTestId("join-request-status"), /^accepted$/i)).toMatch(/^accepted$/i);
      const applicantSignIn = await applicant.page.request.post("/users/sign_in", {
        headers: { accept: "application/json" },
        data: { user: { email: applicantEmail, password: PASSWORD } },
      });
      expect(applicantSignIn.status()).toBe(200);
    } finally {
      // Other journeys share this network: its settings go back to what they were.
      await apiCall(admin.page, "PUT", "/administration/settings", original);
      await Promise.all([admin.context.close(), visitor.context.close(), applicant.context.close()]);
    }
  });

  it("members who are not administrators cannot open the settings or the applications", async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, "jonas.schneider@example.com");
    expect((await apiCall(page, "GET", "/administration/settings")).status()).toBe(403);
    expect((await apiCall(page, "PUT", "/administration/settings", { name: "Mine" })).status()).toBe(403);
    expect((await apiCall(page, "GET", "/administration/join_requests")).status()).toBe(403);
    await page.goto("/administration/settings/edit");
    await page.getByText("Page not found").first().waitFor();
    expect(await page.getByTestId("admin-settings-form").count()).toBe(0);
    await context.close();
  });
});
